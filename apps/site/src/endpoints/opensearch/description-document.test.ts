// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { openSearchDescription, shortNameOf } from "./description-document";

const NS = "http://a9.com/-/spec/opensearch/1.1/";

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const text = (doc: Document, tag: string) => doc.getElementsByTagNameNS(NS, tag)[0]?.textContent;
const urls = (doc: Document) => [...doc.getElementsByTagNameNS(NS, "Url")].map((u) => ({
  type: u.getAttribute("type"), rel: u.getAttribute("rel"), method: u.getAttribute("method"), template: u.getAttribute("template"),
}));

describe("openSearchDescription", () => {
  const yu = { productName: "Yarra University", productShortName: "YU", siteOrigin: "https://www.yu.edu.au" };

  it("describes the site's search in the OpenSearch 1.1 namespace", () => {
    const doc = parse(openSearchDescription(yu));
    expect(doc.documentElement.localName).toBe("OpenSearchDescription");
    expect(doc.documentElement.namespaceURI).toBe(NS);
    expect(text(doc, "ShortName")).toBe("YU search");
    expect(text(doc, "Description")).toBe("Search Yarra University for courses, units, news, events and people.");
    expect(text(doc, "InputEncoding")).toBe("UTF-8");
    const image = doc.getElementsByTagNameNS(NS, "Image")[0];
    expect(image?.textContent).toBe("https://www.yu.edu.au/icon.svg");
    expect(image?.getAttribute("type")).toBe("image/svg+xml");
  });

  it("searches through /search?query=, suggests through openSearchQueries?q= and names itself", () => {
    expect(urls(parse(openSearchDescription(yu)))).toEqual([
      { type: "text/html", rel: null, method: "get", template: "https://www.yu.edu.au/search?query={searchTerms}" },
      { type: "application/x-suggestions+json", rel: null, method: "get", template: "https://www.yu.edu.au/search/openSearchQueries?q={searchTerms}" },
      { type: "application/opensearchdescription+xml", rel: "self", method: null, template: "https://www.yu.edu.au/search/openSearchConfigs" },
    ]);
  });

  it("drops a trailing slash of the origin", () => {
    expect(urls(parse(openSearchDescription({ ...yu, siteOrigin: "http://localhost:3000/" })))[0]?.template)
      .toBe("http://localhost:3000/search?query={searchTerms}");
  });

  it("escapes a configured name with markup characters", () => {
    const xml = openSearchDescription({ ...yu, productName: `Arts & Sciences <"Uni">` });
    expect(xml).toContain("Arts &amp; Sciences &lt;&quot;Uni&quot;&gt;");
    const doc = parse(xml);
    expect(text(doc, "Description")).toBe(`Search Arts & Sciences <"Uni"> for courses, units, news, events and people.`);
    expect(text(doc, "Developer")).toBe(`Arts & Sciences <"Uni">`);
  });
});

describe("shortNameOf", () => {
  it("is the short name and ' search', at most 16 characters with no trailing space", () => {
    expect(shortNameOf("YU")).toBe("YU search");
    expect(shortNameOf("ABCDEFGHI")).toBe("ABCDEFGHI search");
    expect(shortNameOf("ABCDEFGHIJ")).toBe("ABCDEFGHIJ searc");
    expect(shortNameOf("ABCDEFGHIJKLMNO")).toBe("ABCDEFGHIJKLMNO");
    expect(shortNameOf("ABCDEFGHIJKLMNOPQRST")).toHaveLength(16);
  });
});
