import { describe, expect, it } from "vitest";
import { parseConfiguredParams } from "./search-form-params";

describe("parseConfiguredParams", () => {
  it("reads a query string and drops empty values", () => {
    expect(parseConfiguredParams("?collection=yu-search&profile=&f.Tabs=Courses%20%26%20units")).toEqual({
      collection: "yu-search",
      "f.Tabs": "Courses & units",
    });
    expect(parseConfiguredParams("")).toEqual({});
  });
});
