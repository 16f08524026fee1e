import { describe, expect, it } from "vitest";
import { askErrors, askSubmission, profileIdOf, QUESTION_MAX_CHARS, readAskPost } from "./ask-question";

const ID = "5b0c1a52-3b7e-4c1e-9d0a-1b2c3d4e5f60";
const good = { name: "Jane Citizen", email: "jane@example.com", question: "Is it easy to find a part-time job?", privacy: true };

describe("askErrors", () => {
  it("passes a complete question", () => expect(askErrors(good)).toEqual({}));

  it("says what is missing or wrong, field by field, in the form's order", () => {
    const errors = askErrors({ name: " ", email: "jane@example", question: "", privacy: false });
    expect(Object.keys(errors)).toEqual(["name", "email", "question", "privacy"]);
    expect(errors).toEqual({
      name: "Enter your name.",
      email: "Enter an email address in the correct format, like name@example.com.",
      question: "Enter your question.",
      privacy: "Agree to the privacy statement to send your question.",
    });
  });

  it("limits the question's length", () => {
    expect(askErrors({ ...good, question: "a".repeat(QUESTION_MAX_CHARS) })).toEqual({});
    expect(askErrors({ ...good, question: "a".repeat(QUESTION_MAX_CHARS + 1) }).question).toBe(`Your question is too long. Please use at most ${QUESTION_MAX_CHARS} characters.`);
  });
});

describe("profileIdOf", () => {
  it.each([[ID, ID], [ID.toUpperCase(), ID], ["../../etc/passwd", null], ["", null], [null, null], [`${ID}x`, null]])("%s → %s", (value, id) => expect(profileIdOf(value)).toBe(id));
});

describe("readAskPost and askSubmission", () => {
  it("reads a posted form and makes the submission with the bot checks", () => {
    const post = readAskPost(new URLSearchParams({ profile_id: ID, name: " Jane Citizen ", email: "jane@example.com", question: " Hi? ", privacy: "yes",
      back: "area=health", form_started_at: "1700000000000", website: "" }));
    expect(post).toMatchObject({ profileId: ID, back: "area=health", startedAt: 1700000000000, answers: { name: " Jane Citizen ", privacy: true } });
    expect(askSubmission({ ...post, profileId: ID })).toEqual({ profile_id: ID, name: "Jane Citizen", email: "jane@example.com", question: "Hi?",
      privacy: true, form_started_at: 1700000000000, website: "" });
  });

  it("reads a hostile or empty form as empty answers, bounded", () => {
    const post = readAskPost(new URLSearchParams({ profile_id: "1 OR 1=1", question: "x".repeat(100_000), privacy: "on", form_started_at: "soon" }));
    expect(post.profileId).toBeNull();
    expect(post.answers).toEqual({ name: "", email: "", question: "x".repeat(QUESTION_MAX_CHARS * 2), privacy: false });
    expect(post.startedAt).toBeNull();
    expect(askSubmission({ ...post, profileId: ID })).not.toHaveProperty("form_started_at");
  });
});
