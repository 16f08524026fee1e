import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OpenSearchLink } from "./OpenSearchLink";

describe("OpenSearchLink", () => {
  it("points browsers to the description document under the product's name", () => {
    expect(renderToStaticMarkup(<OpenSearchLink productName="Arts & Sciences" />)).toBe(
      '<link rel="search" type="application/opensearchdescription+xml" title="Arts &amp; Sciences" href="/search/openSearchConfigs"/>',
    );
  });
});
