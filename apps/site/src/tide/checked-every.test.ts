import { describe, expect, it } from "vitest";
import { checkedEvery } from "./checked-every";

describe("a check kept for a period", () => {
  it("asks the dependency at most once per period, shares one check in flight, and counts a throw as down", async () => {
    let clock = 0;
    let asked = 0;
    let up = true;
    const check = checkedEvery(async () => {
      asked += 1;
      return up;
    }, 5_000, 1_000, () => clock);
    expect(await Promise.all([check(), check(), check()])).toEqual([true, true, true]);
    expect(asked).toBe(1);
    up = false;
    clock = 4_999;
    expect(await check()).toBe(true);
    expect(asked).toBe(1);
    clock = 5_000;
    expect(await check()).toBe(false);
    expect(asked).toBe(2);
    // A failure is kept for the shorter period: asked again a second later.
    up = true;
    clock = 5_999;
    expect(await check()).toBe(false);
    clock = 6_000;
    expect(await check()).toBe(true);
    expect(asked).toBe(3);
    const throwing = checkedEvery(() => Promise.reject(new Error("down")), 1_000, 1_000, () => clock);
    expect(await throwing()).toBe(false);
  });
});
