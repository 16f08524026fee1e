import { describe, expect, it } from "vitest";
import { messageErrors, messageReference, messageSubmission } from "./message-form";

describe("messageErrors", () => {
  it("needs a name, a well-formed email and a message", () => {
    expect(messageErrors({ name: " ", email: "", message: "" })).toEqual({
      name: "Enter your name.", email: "Enter your email address.", message: "Enter your message.",
    });
    expect(messageErrors({ name: "Jane", email: "jane@example", message: "Hi" })).toEqual({
      email: "Enter an email address in the correct format, like name@example.com.",
    });
    expect(messageErrors({ name: "Jane", email: "jane@example.com", message: "x".repeat(1001) }).message).toMatch(/at most 1000/);
    expect(messageErrors({ name: "Jane", email: " jane@example.com ", message: "Hello" })).toEqual({});
  });
});

describe("messageSubmission", () => {
  const answers = { name: " Jane ", email: "jane@example.com ", message: " Hello " };

  it("carries the answers, the last question, the page and the bot checks", () => {
    expect(messageSubmission(answers, { question: "nursing fees", path: "/courses", startedAt: 1_760_000_000_000, honeypot: "" })).toEqual({
      name: "Jane", email: "jane@example.com", message: "Hello", question: "nursing fees", page: "/courses", form_started_at: 1_760_000_000_000, website: "",
    });
  });

  it("leaves the question out when none was asked", () => {
    expect(messageSubmission(answers, { question: null, path: "/", startedAt: 1, honeypot: "" })).not.toHaveProperty("question");
  });
});

describe("messageReference", () => {
  it("is the submission id, else its number", () => {
    expect(messageReference("12", 3)).toBe("12");
    expect(messageReference(null, 3)).toBe("3");
    expect(messageReference(null, null)).toBeNull();
  });
});
