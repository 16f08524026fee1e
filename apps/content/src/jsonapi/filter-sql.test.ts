import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { conditionSql, filterSql, jsonPath, predicateFor, sortSql } from "./filter-sql.ts";

const dialect = new PgDialect();
const render = (fragment: SQL) => dialect.sqlToQuery(fragment);
const publicOnly = { includeUnpublished: false };

describe("predicateFor", () => {
  it("offers string, number and boolean forms of a value for equality", () => {
    expect(predicateFor("=", ["12"])).toEqual({ predicate: "@ == $s0 || @ == $n0", vars: { s0: "12", n0: 12 } });
    expect(predicateFor("=", ["1"])).toEqual({ predicate: "@ == $s0 || @ == $n0 || @ == true", vars: { s0: "1", n0: 1 } });
    expect(predicateFor("=", ["false"])).toEqual({ predicate: "@ == $s0 || @ == false", vars: { s0: "false" } });
    expect(predicateFor("IN", ["a", "b"])).toEqual({ predicate: "@ == $s0 || @ == $s1", vars: { s0: "a", s1: "b" } });
  });

  it("builds comparisons, ranges and text matches", () => {
    expect(predicateFor(">=", ["2026-01-01"]).predicate).toBe("@ >= $s0");
    expect(predicateFor("BETWEEN", ["1", "5"])).toEqual({ predicate: "(@ >= $s0 && @ <= $s1) || (@ >= $n0 && @ <= $n1)",
      vars: { s0: "1", s1: "5", n0: 1, n1: 5 } });
    expect(predicateFor("IS NOT NULL", []).predicate).toBe("@ != null");
  });

  it("escapes regular-expression characters in text matches and keeps them inside a jsonpath string", () => {
    expect(predicateFor("CONTAINS", ['a.b"c\\']).predicate).toBe('@ like_regex "a\\\\.b\\"c\\\\\\\\" flag "i"');
    expect(predicateFor("STARTS_WITH", ["Bach"]).predicate).toBe('@ like_regex "^Bach" flag "i"');
    expect(predicateFor("ENDS_WITH", ["(x)"]).predicate).toBe('@ like_regex "\\\\(x\\\\)$" flag "i"');
  });
});

describe("conditionSql", () => {
  it("tests attributes and relationships per row, with values as bound parameters", () => {
    const { sql, params } = render(conditionSql(["title"], ">", ["O'Brien"], publicOnly));
    expect(sql).toBe('(CASE WHEN "resources"."relationships" ? $1 THEN jsonb_path_exists("resources"."relationships", $2::jsonpath, $3::jsonb)'
      + ' ELSE jsonb_path_exists("resources"."attributes", $4::jsonpath, $5::jsonb) END)');
    expect(params).toEqual(["title", '$."title"."data"."id" ? (@ > $s0)', '{"s0":"O\'Brien"}', '$."title" ? (@ > $s0)', '{"s0":"O\'Brien"}']);
  });

  it("lets an index find the rows of an equality first: the value held, or the name a relationship", () => {
    const { sql, params } = render(conditionSql(["field_unit_code"], "IN", ['O"Brien', "12"], publicOnly));
    expect(sql).toMatch(/^\(\("resources"\."attributes" @\? \$1::jsonpath OR "resources"\."relationships" \? \$2\) AND \(CASE WHEN/);
    // The values are inline JSON literals there (escaped), still inside one bound parameter.
    expect(params.slice(0, 2)).toEqual(['$."field_unit_code" ? (@ == "O\\"Brien" || @ == "12" || @ == 12)', "field_unit_code"]);
  });

  it("leaves the index out of a negated test", () => {
    expect(render(conditionSql(["title"], "<>", ["a"], publicOnly)).sql).not.toContain("@?");
  });

  it("reads a related Drupal id from the relationship meta without a join", () => {
    const { sql, params } = render(conditionSql(["field_node_site", "drupal_internal__tid"], "=", ["7"], publicOnly));
    expect(sql).not.toContain("EXISTS");
    expect(params).toContain('$."field_node_site"."data"."meta"."drupal_internal__target_id" ? (@ == $s0 || @ == $n0)');
  });

  it("joins related resources for their attributes, published ones only unless asked", () => {
    const { sql } = render(conditionSql(["field_news_category", "field_machine_name"], "IN", ["news", "opinion"], publicOnly));
    expect(sql).toContain("EXISTS (SELECT 1 FROM resources r1 WHERE r1.uuid IN (SELECT (jsonb_path_query(\"resources\".\"relationships\", $4::jsonpath) #>> '{}')::uuid) AND r1.published AND ((r1.attributes @? $5::jsonpath OR r1.relationships ? $6) AND (CASE WHEN r1.relationships ? $7");
    expect(render(conditionSql(["field_tags", "name"], "=", ["x"], { includeUnpublished: true })).sql).not.toContain("published");
  });

  it("negates the positive test for <>, NOT IN, NOT BETWEEN and IS NULL", () => {
    for (const operator of ["<>", "NOT IN", "NOT BETWEEN", "IS NULL"] as const) {
      expect(render(conditionSql(["title"], operator, operator === "NOT BETWEEN" ? ["a", "b"] : ["a"], publicOnly)).sql).toMatch(/^NOT \(CASE/);
    }
  });

  it("compares id and type as text", () => {
    expect(render(conditionSql(["id"], "=", ["x"], publicOnly)).sql).toBe('jsonb_path_exists(jsonb_build_object($1::text, "resources"."uuid"::text), $2::jsonpath, $3::jsonb)');
  });
});

describe("filterSql", () => {
  it("joins group members with their conjunction", () => {
    const { sql } = render(filterSql({ kind: "group", conjunction: "OR", members: [
      { kind: "condition", path: ["id"], operator: "=", values: ["a"] },
      { kind: "group", conjunction: "AND", members: [
        { kind: "condition", path: ["type"], operator: "=", values: ["b"] },
        { kind: "condition", path: ["id"], operator: "<>", values: ["c"] },
      ] },
    ] }, publicOnly));
    expect(sql).toMatch(/^\(jsonb_path_exists\(.*\) OR \(jsonb_path_exists\(.*\) AND NOT jsonb_path_exists\(.*\)\)\)$/);
  });
});

describe("sortSql", () => {
  it("sorts strings case-insensitively in byte order, then by jsonb value, missing last", () => {
    const [text, value] = sortSql([{ path: ["field_news_date"], descending: true }]).map(render);
    expect(text?.sql).toBe("(CASE WHEN jsonb_typeof((\"resources\".\"attributes\" #> $1::text[])) = 'string' THEN lower((\"resources\".\"attributes\" #> $2::text[]) #>> '{}') END) COLLATE \"C\" DESC NULLS LAST");
    expect(text?.params).toEqual(["{field_news_date}", "{field_news_date}"]);
    expect(value?.sql).toBe('("resources"."attributes" #> $1::text[]) DESC NULLS LAST');
  });

  it("reads the first related resource for a relationship path", () => {
    const [, value] = sortSql([{ path: ["field_study_area", "name"], descending: false }]).map(render);
    expect(value?.sql).toContain("(SELECT (r1.attributes #> $");
    expect(value?.sql).toContain("FROM resources r1 WHERE r1.uuid = coalesce(");
  });
});

describe("jsonPath", () => {
  it("quotes every segment", () => {
    expect(jsonPath(["a", "b_c"])).toBe('$."a"."b_c"');
  });
});
