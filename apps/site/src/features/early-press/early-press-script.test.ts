// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_PRESS_ATTRIBUTE, earlyPressScript } from "./early-press-script";

/** What React leaves on an element it has hydrated: its props, under a key with a random suffix. */
const hydrate = (element: Element) => Object.assign(element, { "__reactProps$x1y2z3": {} });

let presses: string[];
let remove: (() => void) | null = null;

/** A page as the server sent it, the script run first, and a record of the presses its buttons' own handlers see. */
function page(html: string) {
  document.body.innerHTML = html;
  presses = [];
  const record = (event: Event) => {
    const target = event.currentTarget as HTMLElement;
    presses.push(target.id);
  };
  for (const element of document.querySelectorAll("[id]")) element.addEventListener("click", record);
  for (const form of document.querySelectorAll("form")) form.addEventListener("submit", (event) => event.preventDefault());
  // The script adds a listener to the document: each test's run is taken off again by the next (removeEventListener
  // is spied on to capture it).
  const add = vi.spyOn(document, "addEventListener");
  new Function(earlyPressScript())();
  const [type, listener, options] = add.mock.calls[0] ?? [];
  add.mockRestore();
  remove = () => document.removeEventListener(type as string, listener as EventListener, options as boolean);
}

const press = (id: string) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  remove?.();
  remove = null;
  vi.useRealTimers();
  document.body.innerHTML = "";
  for (const key of Object.keys(document.body)) if (key.startsWith("__reactProps$")) Reflect.deleteProperty(document.body, key);
});

describe("the early-press script", () => {
  it("takes a press on a button before the page is hydrated, marks it pending, and makes it once React has the button", () => {
    page('<button type="button" id="login" aria-expanded="false">Login</button>');
    const event = press("login");
    const button = document.getElementById("login")!;
    expect(presses).toEqual([]);
    expect(event.defaultPrevented).toBe(true);
    expect(button.hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");

    vi.advanceTimersByTime(500);
    expect(presses).toEqual([]);

    hydrate(document.body);
    hydrate(button);
    // Not in the very poll that sees React arrive: one later, after its commit and effects.
    vi.advanceTimersByTime(50);
    expect(presses).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(presses).toEqual(["login"]);
    expect(button.hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("makes a button's press once however often it was pressed, presses of several buttons in their order, and gives back an aria-busy of its own", () => {
    page('<button type="button" id="menu"><svg><path id="icon"/></svg></button><button type="button" id="chat" aria-busy="false">Chat</button>');
    press("chat");
    press("menu");
    press("chat");
    // A press on what is inside a button (its icon) is the button's.
    document.getElementById("icon")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(document.getElementById("chat")!.getAttribute("aria-busy")).toBe("true");
    hydrate(document.body);
    hydrate(document.getElementById("menu")!);
    hydrate(document.getElementById("chat")!);
    vi.advanceTimersByTime(200);
    expect(presses).toEqual(["chat", "menu"]);
    expect(document.getElementById("chat")!.getAttribute("aria-busy")).toBe("false");
    expect(document.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it("leaves links, submit buttons, summaries and disabled buttons to the browser", () => {
    page('<a href="#x" id="link">Shortlist</a><form><button id="search">Search</button></form><details><summary id="more">More</summary></details>' +
      '<button type="button" id="off" disabled>Off</button>');
    for (const id of ["link", "search", "more"]) {
      const event = press(id);
      expect(event.defaultPrevented, id).toBe(false);
    }
    expect(presses).toEqual(["link", "search", "more"]);
    expect(document.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it("lets every press through once React has the page, and looks at nothing until a press waits", () => {
    page('<button type="button" id="tab">Postgraduate</button>');
    expect(vi.getTimerCount()).toBe(0);
    hydrate(document.body);
    hydrate(document.getElementById("tab")!);
    const event = press("tab");
    expect(event.defaultPrevented).toBe(false);
    expect(presses).toEqual(["tab"]);
    press("tab");
    expect(presses).toEqual(["tab", "tab"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("presses a button React never hydrates a little after the page is hydrated, and none that has left the page", () => {
    page('<div class="rich-text"><button type="button" id="plain">Plain</button></div><button type="button" id="gone">Gone</button>');
    press("plain");
    press("gone");
    document.getElementById("gone")!.remove();
    hydrate(document.body);
    vi.advanceTimersByTime(500);
    expect(presses).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(presses).toEqual(["plain"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
