import { describe, expect, it } from "vitest";
import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import { telHref, wellbeingView } from "./wellbeing";

const service = (id: string, attributes: Record<string, unknown>): Resource =>
  ({ type: "block_content--wellbeing_service", id, attributes, relationships: {} }) as Resource;
const need = (id: string, attributes: Record<string, unknown>, services: string[]): Resource =>
  ({ type: "block_content--wellbeing_need", id, attributes,
    relationships: { field_services: { data: services.map((s) => ({ type: "block_content--wellbeing_service", id: s })) } } }) as Resource;

describe("telHref", () => {
  it.each([["000", "tel:000"], ["13 11 14", "tel:131114"], ["03 5550 1200", "tel:0355501200"], ["+61 3 5550 1000", "tel:+61355501000"], ["ask at reception", null], ["12", null]])(
    "%s → %s", (phone, href) => expect(telHref(phone)).toBe(href));
});

describe("wellbeingView", () => {
  const services = [
    service("lifeline", { info: "Lifeline", field_phone: "13 11 14", field_hours: "24 hours, 7 days", field_urgent: true, field_weight: 1 }),
    service("emergency", { info: "Emergency services", field_phone: "000", field_urgent: true, field_weight: 0 }),
    service("counselling", { info: "Counselling", field_description: "Free.", field_phone: "03 5550 1200",
      field_link: { uri: "internal:/current-students/campus-life/advice-support", title: "Counselling and support" } }),
  ];
  const needs = [
    need("money", { info: "Money", field_weight: 3 }, []),
    need("health", { info: "My health", field_intro: "See a doctor.", field_weight: 1 }, ["counselling"]),
    need("overwhelmed", { info: "Overwhelmed", field_weight: 0 }, ["counselling", "lifeline"]),
  ];
  const view = wellbeingView(services, needs, relationsFor({ data: needs, included: services }));

  it("puts the urgent services first, in weight order, with dialable numbers", () => {
    expect(view.urgent.map((s) => [s.name, s.phone?.href])).toEqual([["Emergency services", "tel:000"], ["Lifeline", "tel:131114"]]);
  });

  it("lists the needs in weight order with their services in the editor's order, and leaves out a need with none", () => {
    expect(view.needs.map((n) => [n.label, n.services.map((s) => s.id)])).toEqual([["Overwhelmed", ["counselling", "lifeline"]], ["My health", ["counselling"]]]);
    expect(view.needs[1]?.intro).toBe("See a doctor.");
    expect(view.needs[0]?.services[0]?.link).toEqual({ text: "Counselling and support", href: "/current-students/campus-life/advice-support" });
  });
});
