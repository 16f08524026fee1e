import { describe, expect, it } from "vitest";
import { errorViewPath, requestedErrorView } from "./error-view";

describe("error-view requests", () => {
  const name = "x-error-view-abc";

  it("reads the variant from the server's own header only", () => {
    expect(requestedErrorView(new Headers({ [name]: "not-found" }), name)).toBe("not-found");
    expect(requestedErrorView(new Headers({ [name]: "error" }), name)).toBe("error");
  });

  it("ignores other values, other headers and a server started without the hook", () => {
    expect(requestedErrorView(new Headers({ [name]: "admin" }), name)).toBeNull();
    expect(requestedErrorView(new Headers({ "x-error-view": "error" }), name)).toBeNull();
    expect(requestedErrorView(new Headers({ [name]: "error" }), null)).toBeNull();
  });

  it("puts the page's own address under the view's route", () => {
    expect(errorViewPath("not-found", "/about-yu/missing")).toBe("/error-views/not-found/about-yu/missing");
    expect(errorViewPath("error", "/")).toBe("/error-views/error");
  });
});
