export {
  bareAddress,
  isTrustedProxy,
  parseTrustedProxies,
  visitorAddress,
  type AddressSources,
  type TrustedProxies,
  type TrustParse,
} from "./forwarded-address.ts";
