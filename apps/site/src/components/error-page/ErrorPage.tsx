import { SiteLink } from "@/components/link/SiteLink";
import type { LinkModel } from "@/mapping/link";
import type { ErrorVariant } from "./error-texts";

interface ErrorPageProps {
  variant: ErrorVariant;
  title: string;
  intro: string;
  /** A specific explanation shown before the intro (a listing's bad filter or page number). */
  reason?: string;
  links: LinkModel[];
  /** Rendered after the links, e.g. the 404 reload guard. */
  children?: React.ReactNode;
}

/** The error page of spec §2.4: a not-found variant for 404s and a generic one for anything else. */
export function ErrorPage({ variant, title, intro, reason, links, children }: ErrorPageProps) {
  return (
    <div className={`error-page error-page--${variant}`}>
      <div className="container">
        <h1 className="page-title">{title}</h1>
        {reason && <p className="error-page__reason">{reason}</p>}
        <p className="error-page__intro">{intro}</p>
        <ul className="error-page__links">
          {links.map((link) => (
            <li key={link.uri}>
              <SiteLink href={link.uri}>{link.title}</SiteLink>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </div>
  );
}
