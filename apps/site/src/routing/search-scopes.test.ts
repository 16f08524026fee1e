import { describe, expect, it } from "vitest";
import { isSearchPage } from "./search-pages";
import { parseSearchQuery, searchHref, serviceParams } from "./search-query";
import { defaultTab, SCOPE_NAMES, SCOPES } from "./search-scopes";

describe("the table of search scopes", () => {
  it("gives each scope its own address and its cached results a path of their own beneath it", () => {
    const paths = SCOPE_NAMES.map((s) => SCOPES[s].path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const scope of SCOPE_NAMES) {
      const { path, cachePrefix } = SCOPES[scope];
      expect(cachePrefix.startsWith(`${path}/`), scope).toBe(true);
      expect(cachePrefix.endsWith("/"), scope).toBe(true);
      expect(isSearchPage(path) && isSearchPage(`${cachePrefix}abc`), scope).toBe(true);
    }
  });

  it("sorts by relevance by default, so a bare address sends no sort", () => {
    for (const scope of SCOPE_NAMES) {
      expect(SCOPES[scope].sorts[0]?.key, scope).toBe("");
      expect(new Set(SCOPES[scope].sorts.map((s) => s.key)).size, scope).toBe(SCOPES[scope].sorts.length);
    }
  });

  it("writes a bare search as the scope's bare address, with its default tab", () => {
    for (const scope of SCOPE_NAMES) {
      const { state } = parseSearchQuery(new URLSearchParams(), scope);
      expect(state.tab, scope).toBe(defaultTab(scope));
      expect(searchHref(state), scope).toBe(SCOPES[scope].path);
    }
  });

  it("sends a scope with one tab always to that tab, and an audience as its facet", () => {
    for (const scope of SCOPE_NAMES) {
      const { tabs, audience } = SCOPES[scope];
      const { state } = parseSearchQuery(new URLSearchParams("tab=news&audience=international"), scope);
      const params = serviceParams(state, "c");
      if (tabs.length === 1 && tabs[0]?.narrows) expect(params, scope).toContainEqual([`f.Tabs|${tabs[0].key}`, tabs[0].label]);
      if (audience) expect(params, scope).toContainEqual([audience.facet, audience.values.international]);
      else expect(state.audience, scope).toBe("domestic");
    }
  });
});
