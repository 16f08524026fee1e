import { PageHeader } from "@/components/page/PageHeader";
import { GUIDE_EXAMPLES } from "./guide-examples";
import { contentsOf, GUIDE_SECTIONS } from "./guide-sections";
import "./style-guide.css";

/** The living style guide: the site's own components, each state in a section of its own, with contents first. */
export function StyleGuidePage({ title, intro }: { title: string; intro: string }) {
  const contents = contentsOf(GUIDE_SECTIONS);
  return (
    <div className="style-guide">
      <PageHeader title={title} summary={intro} />
      <div className="container page-body">
        <nav className="style-guide__contents" aria-labelledby="guide-contents">
          <h2 id="guide-contents">On this page</h2>
          <ol>
            {contents.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href}>{entry.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {GUIDE_SECTIONS.map(({ id, title: sectionTitle }) => {
          const Example = GUIDE_EXAMPLES[id];
          return (
            <section key={id} id={id} className="style-guide__section" aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`} className="style-guide__heading">
                {sectionTitle}
              </h2>
              <div className="style-guide__example">
                <Example />
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
