import { SiteLink } from "@/components/link/SiteLink";
import type { FooterComponentModel } from "@/mapping/site-footer";

type Props = Extract<FooterComponentModel, { type: "logo" }>;

/** The logo at half its natural width (the mapping has halved the dimensions). */
export function FooterLogo({ image, href }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- SVG logos from the content service; sized, never optimised.
  const img = <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />;
  return <div className="footer-logo">{href ? <SiteLink href={href}>{img}</SiteLink> : img}</div>;
}
