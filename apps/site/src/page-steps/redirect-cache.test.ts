import { afterEach, describe, expect, it, vi } from "vitest";
import { getRedirectResources } from "@/tide/redirects";
import { clearRedirectMaps, findRedirect } from "./redirect-cache";

vi.mock("@/tide/redirects", () => ({ getRedirectResources: vi.fn() }));
const load = vi.mocked(getRedirectResources);

afterEach(() => {
  clearRedirectMaps();
  load.mockReset();
});

const timed = async (run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  return Date.now() - started;
};

// While the content service hangs or is down, the redirect lookup before each page must not add its own wait to
// the page's: one request waits out the budget, the next ones go on at once.
describe("findRedirect with the content service failing", () => {
  it("waits out the first-load budget once while a load hangs, then not again", async () => {
    load.mockImplementation(() => new Promise(() => undefined));
    expect(await timed(() => findRedirect("7", "/about-yu"))).toBeGreaterThanOrEqual(1_400);
    const later = await Promise.all([1, 2, 3].map(() => timed(() => findRedirect("7", "/about-yu"))));
    for (const took of later) expect(took).toBeLessThan(500);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("remembers a failed load for a while instead of asking again for every page", async () => {
    load.mockRejectedValue(new Error("Content service timed out"));
    expect(await findRedirect("7", "/about-yu")).toBeNull();
    expect(await findRedirect("7", "/about-yu")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
