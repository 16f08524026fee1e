import { describe, expect, it } from "vitest";
import { SendMemory } from "./send-memory";

describe("SendMemory", () => {
  it("keeps the key until the answers change or the form is cleared", () => {
    const memory = new SendMemory();
    const first = memory.keyForSend();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(memory.keyForSend()).toBe(first);
    memory.answersChanged();
    const second = memory.keyForSend();
    expect(second).not.toBe(first);
    memory.forget();
    expect(memory.keyForSend()).not.toBe(second);
  });

  it("knows whether a file is still uploading", () => {
    const memory = new SendMemory();
    memory.setUploading("cv", true);
    memory.setUploading("letter", true);
    memory.setUploading("cv", false);
    expect(memory.uploading).toBe(true);
    memory.forget();
    expect(memory.uploading).toBe(false);
  });

  it("starts the form's time once, earlier when the visitor typed before the script ran", () => {
    const memory = new SendMemory();
    memory.inUseFrom(2000);
    memory.inUseFrom(3000);
    expect(memory.startedAt).toBe(2000);
    memory.typedBefore(1000);
    expect(memory.startedAt).toBe(1000);
  });
});
