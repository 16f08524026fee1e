import type { PreviewBannerView } from "@/mapping/preview-banner";
import "./preview-banner.css";

/** Says, above an editor's preview, what is shown: which revision, its state, when it changed, and the public page. */
export function PreviewBanner({ view }: { view: PreviewBannerView }) {
  return (
    <section className="preview-banner" aria-labelledby="preview-banner-heading">
      <div className="container preview-banner__inner">
        <p className="preview-banner__badge" aria-hidden="true">Preview</p>
        <div className="preview-banner__text">
          <h2 id="preview-banner-heading" className="preview-banner__heading">
            <span className="visually-hidden">Preview: </span>
            {view.heading} of {view.typeLabel.toLowerCase()} ‘{view.title}’
          </h2>
          <ul className="preview-banner__facts">
            {view.state && <li>State: {view.state}</li>}
            {view.revisionId !== null && <li>Revision {view.revisionId}</li>}
            {view.changed && (
              <li>
                Changed <time dateTime={view.changed.iso}>{view.changed.text}</time>
              </li>
            )}
          </ul>
          {view.log && <p className="preview-banner__log">Revision note: {view.log}</p>}
          {view.formNotes?.map((note) => (
            <div key={note.form} className="preview-banner__form-note">
              <p>
                Web form ‘{note.form}’ has elements this site cannot show
                {note.blocked ? ": one is required, so visitors cannot send the form here. Replace it or make it optional." : ". Visitors will not see them."}
              </p>
              <ul>
                {note.elements.map((el) => (
                  <li key={el.name}>
                    <code>{el.name}</code> ({el.type}){el.required ? ", required" : ""}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="preview-banner__public">
            {view.publishedPath ? (
              <a href={view.publishedPath}>View the published page</a>
            ) : (
              "This content is not published: visitors cannot see it yet."
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
