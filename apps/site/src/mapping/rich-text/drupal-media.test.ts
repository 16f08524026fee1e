import { describe, expect, it } from "vitest";
import { drupalMediaTags, embedDrupalMedia, MALFORMED_MEDIA_TAG, type EmbeddedMedia } from "./drupal-media";

const UUID = "0b9c5a4e-55d3-5f1e-9a57-2f6b1a7d9c01";
const size = (n: number) => `${n} B`;

describe("drupal-media tags", () => {
  it("finds each tag's uuid and bundle; a missing or bad uuid is null", () => {
    const html = `<p>a</p><drupal-media data-entity-type="media" data-entity-uuid="${UUID.toUpperCase()}"></drupal-media>`
      + `<drupal-media data-entity-type="media" data-entity-bundle="image" data-entity-uuid='${UUID}'/>`
      + `<drupal-media data-entity-type="media"></drupal-media><drupal-media data-entity-uuid="x&quot;onerror=1"></drupal-media>`;
    expect(drupalMediaTags(html)).toEqual([
      { uuid: UUID, bundle: "document" },
      { uuid: UUID, bundle: "image" },
      { uuid: null, bundle: "document" },
      { uuid: null, bundle: "document" },
    ]);
  });

  it("embeds a document as a link with its kind and size, escaping what the content says", () => {
    const media = new Map<string, EmbeddedMedia | null>([[UUID, { name: 'Fees & "charges" <2027>', url: "https://c/f.pdf?a=1&b=2", mime: "application/pdf", size: 2048 }]]);
    expect(embedDrupalMedia(`<p>See</p><drupal-media data-entity-uuid="${UUID}"></drupal-media>`, media, size)).toBe(
      '<p>See</p><p class="embedded-document"><a href="https://c/f.pdf?a=1&amp;b=2">Fees &amp; &quot;charges&quot; &lt;2027&gt;</a>'
        + ' <span class="embedded-document__meta">(PDF, 2048 B)</span></p>',
    );
  });

  it("says 'Malformed DrupalMedia tag' for a tag without a uuid, and leaves nothing for an unknown item", () => {
    expect(embedDrupalMedia('<drupal-media data-entity-type="media"></drupal-media>', new Map(), size))
      .toBe(`<p class="rich-text__error">${MALFORMED_MEDIA_TAG}</p>`);
    expect(embedDrupalMedia(`<drupal-media data-entity-uuid="${UUID}"></drupal-media>`, new Map([[UUID, null]]), size)).toBe("");
  });

  it("names the file kind as the documents list does", () => {
    const docx = new Map<string, EmbeddedMedia | null>([[UUID, { name: "Form", url: "/f.docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size: null }]]);
    expect(embedDrupalMedia(`<drupal-media data-entity-uuid="${UUID}"></drupal-media>`, docx, size)).toContain("(DOCX)");
  });
});
