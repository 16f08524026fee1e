import { describe, expect, it } from "vitest";
import { excludedWordsOf } from "./exclusion-query.ts";

describe("excludedWordsOf", () => {
  it("reads free text made only of excluded words, Funnelback's match-everything idiom", () => {
    expect(excludedWordsOf("!padrenull")).toEqual(["padrenull"]);
    expect(excludedWordsOf("!Padrenull !news")).toEqual(["padrenull", "news"]);
  });

  it("leaves any other free text alone", () => {
    expect(excludedWordsOf("")).toBeNull();
    expect(excludedWordsOf("nursing !news")).toBeNull();
    expect(excludedWordsOf("!")).toBeNull();
    expect(excludedWordsOf("!a-b")).toBeNull();
  });
});
