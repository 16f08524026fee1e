import { SiteLink } from "@/components/link/SiteLink";
import type { FooterColumnModel, FooterComponentModel } from "@/mapping/site-footer";
import { AcknowledgementOfCountry } from "./AcknowledgementOfCountry";
import { AppBadges } from "./AppBadges";
import { FooterLinks } from "./FooterLinks";
import { FooterLogo } from "./FooterLogo";
import { SocialLinks } from "./SocialLinks";

function FooterComponent({ component }: { component: FooterComponentModel }) {
  switch (component.type) {
    case "acknowledgement":
      return <AcknowledgementOfCountry {...component} />;
    case "logo":
      return <FooterLogo {...component} />;
    case "links":
      return <FooterLinks links={component.links} />;
    case "social":
      return <SocialLinks links={component.links} />;
    case "app_badges":
      return <AppBadges badges={component.badges} />;
    case "text":
      return <div className="footer-text" dangerouslySetInnerHTML={{ __html: component.html }} />;
  }
}

/** A column of the footer's middle row, spanning its configured share of the grid. */
export function FooterColumn({ column }: { column: FooterColumnModel }) {
  const style = { "--footer-span-m": column.mediumWidth, "--footer-span-l": column.width } as React.CSSProperties;
  return (
    <div className="footer-column" style={style}>
      {column.title && <h2 className="footer-column__title">{column.title}</h2>}
      {!column.title && column.linkHeading && (
        <h2 className="footer-column__title">
          <SiteLink href={column.linkHeading.uri}>{column.linkHeading.title}</SiteLink>
        </h2>
      )}
      {column.subtitle && <p className="footer-column__subtitle">{column.subtitle}</p>}
      {column.components.map((component, i) => (
        <FooterComponent key={i} component={component} />
      ))}
      {/* With a title of its own, the column's link heading becomes its closing "more" link. */}
      {column.title && column.linkHeading && (
        <p className="footer-column__more">
          <SiteLink href={column.linkHeading.uri}>{column.linkHeading.title}</SiteLink>
        </p>
      )}
    </div>
  );
}
