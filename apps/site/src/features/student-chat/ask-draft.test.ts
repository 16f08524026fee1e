import { describe, expect, it } from "vitest";
import { decodeDraft, encodeDraft } from "./ask-draft";
import { QUESTION_MAX_CHARS } from "./ask-question";

const draft = { profileId: "5b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60", answers: { name: "Zoë", email: "zoe@example", question: "Où habiter ? 住宅", privacy: false }, message: null };

describe("draft cookie", () => {
  it("keeps the answers through a cookie-safe value", () => {
    const value = encodeDraft(draft);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeDraft(value)).toEqual(draft);
    expect(decodeDraft(encodeDraft({ ...draft, message: "The form service is unavailable." }))?.message).toBe("The form service is unavailable.");
  });

  it("keeps a cookie small even for over-long answers, and a too-long question still too long", () => {
    const long = "住".repeat(1000);
    const value = encodeDraft({ ...draft, answers: { name: long, email: long, question: long, privacy: true } });
    expect(value.length).toBeLessThan(4000);
    expect(decodeDraft(value)?.answers.question.length).toBe(QUESTION_MAX_CHARS + 1);
  });

  it.each([["nothing", undefined], ["empty", ""], ["not base64", "%%%"], ["a list", Buffer.from("[1,2]").toString("base64url")],
    ["another shape", Buffer.from('{"p":1}').toString("base64url")], ["a huge value", "a".repeat(10_000)]])(
    "reads %s as no draft", (_label, value) => expect(decodeDraft(value)).toBeNull());
});
