// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VideoTranscript } from "./VideoTranscript.client";

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/features/panel/Panel.client", () => {
  loaded.count += 1;
  return {
    Panel: ({ open, title, subtitle, children }: { open: boolean; title: string; subtitle?: string | null; children: React.ReactNode }) => (
      <div role="dialog" aria-label={title} data-open={open} data-subtitle={subtitle}>{children}</div>
    ),
  };
});

afterEach(cleanup);

describe("VideoTranscript", () => {
  it("fetches the panel's code only when the transcript is first opened, then shows the transcript in it", async () => {
    render(<VideoTranscript label="Campus tour - transcript" videoTitle="Campus tour" html="<p>Welcome to campus.</p>" />);
    expect(loaded.count).toBe(0);
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Campus tour - transcript" }));
    });
    const dialog = await screen.findByRole("dialog", { name: "Transcript" });
    expect(loaded.count).toBe(1);
    expect(dialog.dataset.open).toBe("true");
    expect(dialog.dataset.subtitle).toBe("Campus tour");
    expect(dialog.innerHTML).toBe('<div class="prose"><p>Welcome to campus.</p></div>');
  });
});
