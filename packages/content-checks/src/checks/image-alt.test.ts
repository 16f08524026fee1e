import { describe, expect, it } from "vitest";
import { check, pageOf } from "../testing/check-page.ts";
import { imageAlt } from "./image-alt.ts";

const img = (alt: string | null) =>
  `<p>Our nursing students train in the simulation wards.</p>\n<figure><img src="/sites/default/files/2026-02/sim-ward.jpg"${alt === null ? "" : ` alt="${alt}"`} width="1200" height="675"><figcaption>The simulation ward at Footscray Park</figcaption></figure>`;

describe("image-alt", () => {
  it.each([
    ["no alt at all", img(null), /Add alternative text/],
    ["a file name", img("sim-ward.jpg"), /is a file name/],
    ["a camera's name", img("IMG_2041"), /is a file name/],
    ["image of", img("Image of students around a hospital bed"), /not "Image of"/],
    ["picture of", img("picture of the ward"), /not "picture of"/],
  ])("finds %s", (_, html, message) => {
    const [found, ...rest] = check(imageAlt, pageOf(html));
    expect(rest).toEqual([]);
    expect(found?.message).toMatch(message);
    expect(found).toMatchObject({ check: "image-alt", severity: "error",
      where: { selector: "figure:nth-of-type(1) > img:nth-of-type(1)", excerpt: "/sites/default/files/2026-02/sim-ward.jpg" } });
  });

  it.each([
    ["alternative text that describes", img("Two nursing students check a patient's chart beside a hospital bed")],
    ["a decorative image (empty alt)", img("")],
    ["words that start like a file name but are not", img("Imagine a ward run by students")],
  ])("passes %s", (_, html) => {
    expect(check(imageAlt, pageOf(html))).toEqual([]);
  });
});
