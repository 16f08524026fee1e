import { describe, expect, it } from "vitest";
import { bodyOf, TEST_DRIVERS, useSeededApp } from "../../testing/test-app.ts";

describe.each(TEST_DRIVERS)("synthetic catalogue ($name)", (driver) => {
  describe.skipIf(driver.skipReason !== null)(driver.skipReason ?? "fixtures + scale 50", () => {
    const seeded = useSeededApp(driver, "scale", {}, { scale: 50 });
    const count = async (url: string) => bodyOf<{ meta: { count: number } }>(await seeded.app.inject({ method: "GET", url })).meta.count;

    it("adds N courses, 10×N units and N/5 unit sets next to the content", async () => {
      expect(await count("/api/v1/node/course")).toBe(51);
      expect(await count("/api/v1/node/unit")).toBe(500);
      expect(await count("/api/v1/node/unit_set")).toBe(10);
      expect(await count("/api/v1/node/course?filter[field_synthetic]=1&site=7")).toBe(50);
    });

    it("makes synthetic pages routable", async () => {
      const units = bodyOf<{ data: { attributes: { path: { alias: string } } }[] }>(
        await seeded.app.inject({ method: "GET", url: "/api/v1/node/unit?page[limit]=1&sort=title" }));
      const alias = units.data[0]?.attributes.path.alias ?? "";
      expect(alias).toMatch(/^\/units\/[A-Z]{3}\d{4}$/);
      const route = await seeded.app.inject({ method: "GET", url: `/api/v1/route?path=${alias}&site=7` });
      expect(bodyOf<{ data: { attributes: { bundle: string } } }>(route).data.attributes.bundle).toBe("unit");
    });
  });
});
