import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml-escape";

describe("escapeXml", () => {
  it("escapes the five markup characters", () => {
    expect(escapeXml(`Arts & "Science" <Uni> 'YU'`)).toBe("Arts &amp; &quot;Science&quot; &lt;Uni&gt; &apos;YU&apos;");
  });
  it("escapes an ampersand that already looks like an entity once more (the text is text)", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
  it("drops characters XML cannot carry and keeps tabs, new lines and other languages", () => {
    expect(escapeXml("a\u0000b\u001Fc\td\ne – 大学")).toBe("abc\td\ne – 大学");
  });
});
