import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "@/components/icons/Icon";
import { SaveCourseButton } from "./SaveCourseButton.client";

describe("SaveCourseButton", () => {
  it("draws the icon it is given from the server in its button, hidden until scripts run", () => {
    const html = renderToStaticMarkup(
      <SaveCourseButton course={{ code: "ABAR", title: "Bachelor of Arts", url: "/courses/bachelor-of-arts-abar" }} />,
    );
    expect(html).toContain(`<span class="save-course" hidden=""><button type="button" class="save-course__button" aria-pressed="false">${renderToStaticMarkup(<Icon name="bookmark" />)}<span>Save`);
  });
});
