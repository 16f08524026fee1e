import Link from "next/link";
import { isExternalUri } from "@/mapping/link";

interface SiteLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children: React.ReactNode;
}

/**
 * Every link the site renders: in-site paths navigate client-side (no eager prefetch: a cheap phone's
 * data matters more than a few milliseconds), other sites open in a new window (spec §9 default).
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
    <Link href={href} prefetch={false} {...rest}>
      {children}
    </Link>
  );
}
