import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaders, type CspConfig } from "./security-headers";

const base: CspConfig = {
  contentApiUrl: "http://localhost:3001", siteOrigin: "http://localhost:3000", gtmId: null,
  gtmScriptUrl: "https://www.googletagmanager.com/gtm.js", experimentsScriptUrl: null, chatScriptUrl: null,
  cspImgSources: [], cspConnectSources: [], cspFrameSources: [],
};

const directives = (policy: string) => new Map(policy.split("; ").map((d) => {
  const [name, ...sources] = d.split(" ");
  return [name!, sources];
}));

describe("contentSecurityPolicy", () => {
  it("is strict by default: inline script for Next's bootstrap, never eval, only the video hosts framed", () => {
    expect(contentSecurityPolicy(base)).toBe([
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: http://localhost:3001",
      "font-src 'self' data:",
      "media-src 'self' http://localhost:3001",
      "connect-src 'self'",
      "frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "));
  });

  it("adds the tag manager's hosts only when a container is configured", () => {
    const withGtm = directives(contentSecurityPolicy({ ...base, gtmId: "GTM-ABC" }));
    expect(withGtm.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://www.googletagmanager.com", "https://*.googletagmanager.com"]);
    expect(withGtm.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(withGtm.get("img-src")).toContain("https://*.google-analytics.com");
    const firstParty = directives(contentSecurityPolicy({ ...base, gtmId: "GTM-ABC", gtmScriptUrl: "https://tags.example.edu/gtm.js" }));
    expect(firstParty.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://tags.example.edu"]);
    expect(firstParty.get("connect-src")).toEqual(["'self'", "https://tags.example.edu"]);
  });

  it("adds the experiments and chat hosts, and the configured extra sources", () => {
    const policy = directives(contentSecurityPolicy({ ...base, experimentsScriptUrl: "https://ab.example.com/x.js",
      chatScriptUrl: "https://chat.example.com/widget.js", cspImgSources: ["https://images.example.edu"],
      cspConnectSources: ["https://api.example.edu"], cspFrameSources: ["https://*.example.org"] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://ab.example.com", "https://chat.example.com"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://ab.example.com", "https://chat.example.com", "https://api.example.edu"]);
    expect(policy.get("frame-src")).toContain("https://chat.example.com");
    expect(policy.get("frame-src")).toContain("https://*.example.org");
    expect(policy.get("img-src")).toContain("https://images.example.edu");
  });

  it("never allows eval in production, and never inline script from anywhere but the page", () => {
    expect(contentSecurityPolicy(base)).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy(base, { development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(base)).not.toMatch(/\*(?!\.)|https?:(?!\/\/)/);
  });

  it("upgrades insecure requests on an HTTPS site", () => {
    expect(contentSecurityPolicy({ ...base, siteOrigin: "https://www.example.edu" })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only over HTTPS", () => {
    expect(securityHeaders(base, { https: false })["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders(base, { https: true })["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(securityHeaders({ ...base, siteOrigin: "https://www.example.edu" }, { https: false })["strict-transport-security"]).toBeDefined();
  });

  it("sends nosniff, the referrer policy and a permissions policy that denies what the site never uses", () => {
    const headers = securityHeaders(base, { https: false });
    expect(headers).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "strict-origin-when-cross-origin" });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(PERMISSIONS_POLICY).not.toMatch(/fullscreen|autoplay|encrypted-media|picture-in-picture/);
  });
});
