import { describe, expect, it } from "vitest";
import type * as EnvModule from "./env";
import { processWide } from "./process-wide";

describe("processWide", () => {
  it("makes a key's value once, and answers the same value after", () => {
    const key = `yu.test.made-once.${Math.random()}`;
    let made = 0;
    const first = processWide(key, () => ({ made: ++made }));
    const second = processWide(key, () => ({ made: ++made }));
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it("keeps nothing when making throws: the next call makes it", () => {
    const key = `yu.test.failed-once.${Math.random()}`;
    expect(() => processWide(key, () => { throw new Error("not yet"); })).toThrow("not yet");
    expect(processWide(key, () => "made")).toBe("made");
  });

  it("keeps a value that is null or undefined as made", () => {
    const key = `yu.test.nothing.${Math.random()}`;
    expect(processWide(key, () => null)).toBeNull();
    expect(processWide<string | null>(key, () => "again")).toBeNull();
  });

  it("gives two copies of a module (as Next's bundles load it) the same configuration", async () => {
    // Each query loads the module again, with its own module-level state, as each of Next's bundles does.
    const copy = async (name: string) => (await import(/* @vite-ignore */ `./env?copy=${name}`)) as typeof EnvModule;
    const one = await copy("one");
    const other = await copy("other");
    expect(one.config).not.toBe(other.config);
    expect(one.config()).toBe(other.config());
  });
});
