import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, type IconName } from "@/components/icons/Icon";
import { headerIcons, type HeaderIcons } from "./header-icons";

describe("headerIcons", () => {
  it("renders each of the header's icons on the server, as the icon set draws it", () => {
    const icons = headerIcons();
    const names: Record<keyof HeaderIcons, IconName> = { user: "user", search: "search", menu: "menu", close: "close", bookmark: "bookmark", logOut: "log-out" };
    for (const [key, name] of Object.entries(names) as [keyof HeaderIcons, IconName][]) {
      expect(renderToStaticMarkup(<>{icons[key]}</>), key).toBe(renderToStaticMarkup(<Icon name={name} />));
    }
  });
});
