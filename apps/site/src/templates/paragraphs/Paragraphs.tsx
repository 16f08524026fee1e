import { Button } from "@/components/button/Button";
import { RelatedLinks } from "@/components/related-links/RelatedLinks";
import { Accordion } from "@/features/accordion/Accordion.client";
import { Tabs } from "@/features/tabs/Tabs.client";
import { EmbeddedVideo } from "@/features/video/EmbeddedVideo";
import type { ParagraphView } from "@/mapping/paragraphs/paragraph-views";
import { CallToAction } from "@/components/paragraphs/CallToAction";
import { CourseSearch } from "@/components/paragraphs/CourseSearch";
import { KeyDates } from "@/components/paragraphs/KeyDates";
import { MediaGallery } from "@/components/paragraphs/MediaGallery";
import { NavigationCards } from "@/components/paragraphs/NavigationCards";
import { StudyAreaGrid } from "@/components/paragraphs/StudyAreaGrid";
import { RichText } from "@/components/rich-text/RichText";
import { SiteWebform } from "@/templates/webform/SiteWebform";

/** A titled section of the page; untitled components are plain blocks (no empty landmark). */
function Section({ id, title, className, children }: { id: string; title: string | null; className: string; children: React.ReactNode }) {
  const headingId = `c-${id}`;
  return (
    <section className={`component ${className}`} aria-labelledby={title ? headingId : undefined}>
      {title && <h2 id={headingId}>{title}</h2>}
      {children}
    </section>
  );
}

function Paragraph({ component }: { component: ParagraphView }) {
  switch (component.type) {
    case "accordion":
      if (component.items.length === 0) return null;
      return (
        <Section id={component.id} title={component.title} className="component--accordion">
          <RichText html={component.introHtml} />
          <Accordion id={`acc-${component.id}`} items={component.items.map(({ html: _html, ...item }) => item)} bodies={Object.fromEntries(component.items.map((i) => [i.id, <RichText key={i.id} html={i.html} />]))} mode={component.mode} numbered={component.numbered} headingLevel={component.title ? 3 : 2} />
        </Section>
      );
    case "links":
      return <RelatedLinks view={component} />;
    case "cta":
      return <CallToAction view={component} />;
    case "key_dates":
      return <KeyDates view={component} />;
    case "media_gallery":
      return <MediaGallery view={component} />;
    case "video":
      return <EmbeddedVideo video={component} />;
    case "tabs":
      if (component.tabs.length === 0) return null;
      return (
        <Section id={component.id} title={component.title} className="component--tabs">
          <Tabs id={`tabs-${component.id}`} label={component.title ?? "Sections"} tabs={component.tabs.map(({ id, title }) => ({ id, title }))} bodies={Object.fromEntries(component.tabs.map((t) => [t.id, <RichText key={t.id} html={t.html} />]))} />
        </Section>
      );
    case "buttons":
      if (component.buttons.length === 0) return null;
      return (
        <Section id={component.id} title={component.title} className="component--buttons">
          <div className="button-row">
            {component.buttons.map((b) => (
              <Button key={`${b.text} ${b.href ?? ""}`} kind={b.href ? "link" : "button"} href={b.href} type={b.type} size={b.size} icon={b.icon} iconPlacement={b.iconPlacement} disabled={b.disabled}>
                {b.text}
              </Button>
            ))}
          </div>
        </Section>
      );
    case "course_search":
      return <CourseSearch view={component} />;
    case "study_areas":
      return <StudyAreaGrid view={component} />;
    case "navigation_cards":
      return <NavigationCards view={component} />;
    case "webform":
      if (component.form === null) return null;
      return (
        <Section id={component.id} title={component.title} className="component--webform">
          <SiteWebform form={component.form} />
        </Section>
      );
    default:
      if (!component.html && !component.title) return null;
      return (
        <Section id={component.id} title={component.title} className={`component--${component.type}`}>
          <RichText html={component.html} />
        </Section>
      );
  }
}

/** A page's components (paragraphs), in order; HTML in them is already sanitised. */
export function Paragraphs({ items }: { items: ParagraphView[] }) {
  return (
    <>
      {items.map((item) => (
        <Paragraph key={item.id} component={item} />
      ))}
    </>
  );
}
