import { isExternalUri } from "@/mapping/link";
import { ROUTER_LINK_ATTRIBUTE } from "./router-link";

interface SiteLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children: React.ReactNode;
}

/**
 * Every link the site renders: in-site paths navigate client-side once the page's scripts have run (the
 * page's LinkNavigation follows them; no eager prefetch: a cheap phone's data matters more than a few
 * milliseconds), other sites open in a new window (spec §9 default). Either way a real link, before and
 * without JavaScript.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternalUri(href)) {
    const newWindow = /^https?:|^\/\//i.test(href);
    return (
      <a href={href} {...(newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
        {children}
        {newWindow && <span className="visually-hidden"> (opens in a new window)</span>}
      </a>
    );
  }
  return (
    <a href={href} {...{ [ROUTER_LINK_ATTRIBUTE]: "" }} {...rest}>
      {children}
    </a>
  );
}
