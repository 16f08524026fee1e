// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useNewPath } from "./use-new-path";

describe("useNewPath", () => {
  it("calls back for each new path, never for the one the page was hydrated on", () => {
    const onNewPath = vi.fn();
    const { rerender } = renderHook(({ path }) => useNewPath(path, onNewPath), { initialProps: { path: "/" } });
    expect(onNewPath).not.toHaveBeenCalled();
    rerender({ path: "/" });
    expect(onNewPath).not.toHaveBeenCalled();
    rerender({ path: "/about-yu" });
    expect(onNewPath).toHaveBeenCalledTimes(1);
    rerender({ path: "/about-yu" });
    rerender({ path: "/" });
    expect(onNewPath).toHaveBeenCalledTimes(2);
  });
});
