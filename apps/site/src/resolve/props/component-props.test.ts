import { beforeEach, describe, expect, it, vi } from "vitest";
import type { WebformSchema } from "@/mapping/webform/field-schema";

const getMedia = vi.fn();
const getTerms = vi.fn();
const logged: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
vi.mock("@/tide/media", () => ({ getMedia: (...a: unknown[]) => getMedia(...a) }));
vi.mock("@/tide/terms", () => ({ getTerms: (...a: unknown[]) => getTerms(...a) }));
vi.mock("@/tide/log", () => ({
  errorFields: (e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }),
  log: {
    error: (msg: string, fields: Record<string, unknown>) => logged.push({ level: "error", msg, fields }),
    warn: (msg: string, fields: Record<string, unknown>) => logged.push({ level: "warn", msg, fields }),
  },
}));

const { GET_PROPS_FAILED, withComponentProps } = await import("./component-props");

const UUID = "0b6f1c1e-5d7a-4a8e-9a43-6f7f3e2d1c0b";
const BROKEN = "1b6f1c1e-5d7a-4a8e-9a43-6f7f3e2d1c0b";
const tag = (uuid: string) => `<drupal-media data-entity-type="media" data-entity-uuid="${uuid}"></drupal-media>`;
const form = (vocabulary: string): WebformSchema => ({
  tideId: "f", title: null, category: null, model: {},
  settings: { hideFormAfterSuccess: false, redirectUrl: null, submitOnClear: false, messages: { success: null, failure: null } },
  elements: [{ name: "level", states: null, label: "Level", hint: null, required: false, requiredMessage: "", clearOnHide: false, disabled: false,
    kind: "term-select", vocabulary, multiple: false, emptyOption: null, showItems: 4 }],
});

beforeEach(() => {
  logged.length = 0;
  getMedia.mockReset();
  getTerms.mockReset();
});

describe("withComponentProps", () => {
  it("places embedded media into every rich text of the view and fills term selects, fetching each once", async () => {
    getMedia.mockResolvedValue({ name: "Handbook", file: { url: "/files/handbook.pdf", filemime: "application/pdf", filesize: 2048 } });
    getTerms.mockResolvedValue([{ drupal_internal__tid: "5", name: "Undergraduate" }]);
    const out = await withComponentProps({ body: `<p>Read</p>${tag(UUID)}`, items: [{ html: tag(UUID) }], form: form("study_level") });
    expect(getMedia).toHaveBeenCalledTimes(1);
    expect(out.body).toContain('class="embedded-document"');
    expect(out.body).toContain("Handbook");
    expect(out.items[0]?.html).toContain("Handbook");
    expect(out.form.elements[0]).toMatchObject({ kind: "select", options: [{ value: "5", label: "Undergraduate" }] });
  });

  it("logs 'Get props failed by resolve the fetching' for a fetch that fails and leaves only that part out", async () => {
    getMedia.mockImplementation(async (_bundle: string, uuid: string) => {
      if (uuid === BROKEN) throw new Error("content service down");
      return { name: "Guide", file: { url: "/files/guide.pdf", filemime: "application/pdf", filesize: 10 } };
    });
    getTerms.mockRejectedValue(new Error("timeout"));
    const out = await withComponentProps({ body: `${tag(UUID)}${tag(BROKEN)}`, form: form("campus") });
    expect(out.body).toContain("Guide");
    expect(out.body).not.toContain("drupal-media");
    expect(out.form.elements[0]).toMatchObject({ kind: "select", options: [] });
    expect(logged.filter((l) => l.msg === GET_PROPS_FAILED).map((l) => l.fields.prop)).toEqual(["embedded media", "term options"]);
    expect(GET_PROPS_FAILED).toBe("Get props failed by resolve the fetching");
  });

  it("returns a view with nothing to fetch as it is, without a call", async () => {
    const view = { body: "<p>Plain</p>" };
    expect(await withComponentProps(view)).toBe(view);
    expect(getMedia).not.toHaveBeenCalled();
  });
});
