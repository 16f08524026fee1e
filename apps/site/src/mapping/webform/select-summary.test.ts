import { describe, expect, it } from "vitest";
import { selectSummary } from "@/mapping/webform/select-summary";

const options = ["Arts", "Business", "Education", "Health", "Law", "Trades"].map((label) => ({ value: label.toLowerCase(), label }));

describe("selectSummary", () => {
  it("shows up to 4 titles by default, then '+ N more'", () => {
    expect(selectSummary(options, ["arts", "business", "education", "health", "law", "trades"])).toEqual({
      titles: ["Arts", "Business", "Education", "Health"], more: "+ 2 more", text: "Arts, Business, Education, Health + 2 more",
    });
  });

  it("shows everything when it fits", () => {
    expect(selectSummary(options, ["law", "arts"])).toEqual({ titles: ["Arts", "Law"], more: null, text: "Arts, Law" });
    expect(selectSummary(options, ["arts", "business", "education", "health"]).more).toBeNull();
    expect(selectSummary(options, [])).toEqual({ titles: [], more: null, text: "" });
  });

  it("honours showitems and ignores unknown values", () => {
    expect(selectSummary(options, ["arts", "law", "trades", "ghost"], 1)).toMatchObject({ titles: ["Arts"], more: "+ 2 more" });
    expect(selectSummary(options, ["arts", "law", "trades", "health", "business"], 0).titles).toHaveLength(4);
  });
});
