import { describe, expect, it } from "vitest";
import { mapElements } from "@/mapping/webform/element-mapping";
import { mapSettings } from "@/mapping/webform/settings-mapping";
import { afterSend } from "./send-outcome";

const elements = mapElements({
  name: { "#type": "textfield", "#title": "Name" },
  email: { "#type": "email", "#title": "Email" },
});
const schema = (s: Record<string, unknown> = {}) => ({ elements, settings: mapSettings(s) });
const refused = (status: number, message: string | null, fieldErrors: Record<string, string> = {}) =>
  ({ ok: false as const, status, message, fieldErrors });

describe("afterSend", () => {
  it("confirms a form sent, with the answers sent", () => {
    const next = afterSend({ ok: true, sid: "1", serial: 1 }, schema({ confirmation_type: "message", confirmation_message: "Thanks [webform_submission:values:name]" }), { name: "Ada" });
    expect(next).toMatchObject({ kind: "sent", alert: { kind: "success", text: "Thanks Ada" } });
  });

  it("sends the visitor on when the form confirms on another page", () => {
    expect(afterSend({ ok: true, sid: null, serial: null }, schema({ confirmation_type: "url", confirmation_url: "internal:/thanks" }), {}))
      .toEqual({ kind: "redirect", url: "/thanks" });
  });

  it("puts the content service's messages beside their answers, focus on the first in the form's order", () => {
    const next = afterSend(refused(422, "Fix these", { email: "Not an email", name: "Needed" }), schema(), {});
    expect(next).toEqual({ kind: "fix", fieldErrors: { email: "Not an email", name: "Needed" }, invalid: "name" });
  });

  it("says why an attempt was refused (too soon, too many), else the form's own failure message", () => {
    expect(afterSend(refused(429, "Too many tries, wait a minute."), schema({ confirmation_type: "message" }), {}))
      .toEqual({ kind: "refused", alert: { kind: "danger", text: "Too many tries, wait a minute." } });
    expect(afterSend(refused(500, "Internal"), schema({ submission_exception_message: "Try again later." }), {}))
      .toMatchObject({ kind: "refused", alert: { text: "Try again later." } });
    expect(afterSend(refused(0, null), schema(), {})).toMatchObject({ kind: "refused", alert: { kind: "danger" } });
  });
});
