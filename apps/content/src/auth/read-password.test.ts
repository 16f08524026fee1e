import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readNewPassword } from "./read-password.ts";

const quiet = () => new PassThrough();

describe("readNewPassword", () => {
  it("takes EDITOR_PASSWORD first", async () => {
    expect(await readNewPassword("Password", { env: { EDITOR_PASSWORD: "from the environment" }, stdin: Readable.from(["x\n"]), stderr: quiet() }))
      .toBe("from the environment");
  });

  it("reads the first line of a piped standard input", async () => {
    expect(await readNewPassword("Password", { env: {}, stdin: Readable.from(["piped pass", "word\r\nsecond line\n"]), stderr: quiet() }))
      .toBe("piped password");
    expect(await readNewPassword("Password", { env: {}, stdin: Readable.from([]), stderr: quiet() })).toBe("");
  });

  it("asks twice on a terminal without echoing, honouring backspace", async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true, modes: [] as boolean[], setRawMode(mode: boolean) { this.modes.push(mode); } });
    const stderr = new PassThrough();
    const answer = readNewPassword("Password for jane", { env: {}, stdin, stderr });
    stdin.write("secret-passwordd\u007f\r");
    await new Promise((resolve) => setImmediate(resolve));
    stdin.write("secret-password\n");
    expect(await answer).toBe("secret-password");
    expect(String(stderr.read())).toBe("Password for jane: \nType it again: \n");
    expect(stdin.modes).toEqual([true, false, true, false]);
  });

  it("refuses two different answers", async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
    const answer = readNewPassword("Password", { env: {}, stdin, stderr: quiet() });
    stdin.write("one-password\r");
    await new Promise((resolve) => setImmediate(resolve));
    stdin.write("two-password\r");
    await expect(answer).rejects.toThrow(/differ/);
  });
});
