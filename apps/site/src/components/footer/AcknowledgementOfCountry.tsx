import type { FooterComponentModel } from "@/mapping/site-footer";

type Props = Extract<FooterComponentModel, { type: "acknowledgement" }>;

export function AcknowledgementOfCountry({ title, headingLevel, flags, html }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="footer-ack">
      {flags.length > 0 && (
        <ul className="footer-ack__flags">
          {flags.map((flag) => (
            <li key={flag.src}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small SVG flags from the content service, never optimised. */}
              <img src={flag.src} alt={flag.alt} width={flag.width ?? 54} height={flag.height ?? 36} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {title && <Heading className="footer-column__title">{title}</Heading>}
      <div className="footer-ack__text" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
