import { describe, expect, it } from "vitest";
import { collectionTypes, type CollectionKind } from "@yu/content-types";
import { MIGRATIONS, titleIndexStatements } from "./migrations.ts";

/** The node types of the last CREATE of each collection's partial title index, over every migration in order. */
function latestTitleIndexes(statements: readonly string[]): Map<string, string[]> {
  const latest = new Map<string, string[]>();
  for (const statement of statements) {
    const created = /CREATE INDEX resources_title_trgm_([a-z]+)_idx [\s\S]*type IN \(([^)]*)\)/.exec(statement);
    if (created?.[1] === undefined || created[2] === undefined) continue;
    latest.set(created[1], [...created[2].matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ""));
  }
  return latest;
}

describe("the suggestions' partial title indexes", () => {
  it("cover, after the latest migration, exactly the node types each collection answers (from the content-type table)", () => {
    const latest = latestTitleIndexes([...MIGRATIONS].sort((a, b) => a.id - b.id).flatMap((migration) => migration.statements));
    for (const kind of ["content", "courses", "scholarships"] satisfies CollectionKind[]) {
      expect(new Set(latest.get(kind)), `a migration must recreate resources_title_trgm_${kind}_idx with these types (titleIndexStatements)`)
        .toEqual(new Set(collectionTypes(kind)));
    }
  });

  it("are recreated by titleIndexStatements with the list given, without a pending list", () => {
    const statements = titleIndexStatements("content", ["node--page", "node--news"]);
    expect(statements[0]).toBe("DROP INDEX IF EXISTS resources_title_trgm_content_idx");
    expect(statements[1]).toContain("WITH (fastupdate = off)");
    expect(latestTitleIndexes(statements).get("content")).toEqual(["node--page", "node--news"]);
  });
});
