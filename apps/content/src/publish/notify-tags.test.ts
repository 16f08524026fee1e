import { describe, expect, it } from "vitest";
import { bundleListTag, chunkTags, listTag, menuChangeTags, nodeChangeTags, redirectChangeTags, siteConfigChangeTags } from "./notify-tags.ts";

describe("the tags of a content change", () => {
  it("are the node and the node lists when a node's current revision changes", () => {
    expect(nodeChangeTags("node:278", "landing_page")).toEqual(["node:278", "node_list", "node_list:landing_page"]);
    expect(bundleListTag("node", "news")).toBe("node_list:news");
    expect(bundleListTag("block_content", "vu_chat_block")).toBe("block_content_list:vu_chat_block");
  });

  it("name the site, its subsites' pages and its configuration when a site configuration changes", () => {
    expect(siteConfigChangeTags(7, [11, 12])).toEqual(["site_config:7", "taxonomy_term:7", "taxonomy_term:11", "taxonomy_term:12"]);
    expect(siteConfigChangeTags(7, [])).toEqual(["site_config:7", "taxonomy_term:7"]);
  });

  it("name the menu and the sites showing it when a menu changes", () => {
    expect(menuChangeTags("main", [7, 11])).toEqual(["config:system.menu.main", "taxonomy_term:7", "taxonomy_term:11"]);
  });

  it("name the redirect, the redirect lists and what the path answered before", () => {
    expect(redirectChangeTags("redirect:3", ["node:9"])).toEqual(["redirect:3", "redirect_list", "node:9"]);
    expect(listTag("taxonomy_term")).toBe("taxonomy_term_list");
  });

  it("are sent at most 100 a request, in order", () => {
    const tags = Array.from({ length: 201 }, (_, index) => `node:${index}`);
    const batches = chunkTags(tags);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 1]);
    expect(batches.flat()).toEqual(tags);
    expect(chunkTags([])).toEqual([]);
  });
});
