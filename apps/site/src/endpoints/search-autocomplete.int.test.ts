import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { START_TIMEOUT_MS, startContentService, type RunningContentService } from "@/tide/testing/content-service";
import type { SuggestDisplay, SuggestItem } from "@/tide/suggest-item";
import { toSuggestions } from "@/features/search/suggestion-items";

/* The autocomplete module against the real content service and the real demo content. */

const PORT = Number(process.env.SEARCH_INT_PORT ?? 3106);

// config() reads the environment once, on first use: point the site at the spawned service before that.
process.env.CONTENT_API_URL = `http://127.0.0.1:${PORT}`;
delete process.env.SEARCH_SUGGEST_URL;
delete process.env.SEARCH_COLLECTION;
delete process.env.CONTENT_BASIC_AUTH;

describe("search autocomplete against the content service", () => {
  let service: RunningContentService | null = null;

  beforeAll(async () => {
    service = await startContentService(PORT);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await service?.stop();
  });

  it("suggests courses with their study level from three letters", async () => {
    const { answerAutocomplete } = await import("./search-autocomplete");
    const answer = await answerAutocomplete({ type: "courses", params: { partial_query: "nur", show: 10 } });
    expect(answer.status).toBe(200);
    const items = answer.body as SuggestItem[];
    expect(items.length).toBeGreaterThan(0);
    const nursing = items.find((item) => item.action === "/courses/bachelor-of-nursing-hbns");
    expect((nursing?.disp as SuggestDisplay).metaData?.studyLevel).toBe("Undergraduate");
    expect(toSuggestions(items)).toContainEqual({ title: "Bachelor of Nursing", url: "/courses/bachelor-of-nursing-hbns", subtitle: "Undergraduate" });
  });

  it("suggests pages from the content collection, at most show of them", async () => {
    const { answerAutocomplete } = await import("./search-autocomplete");
    const answer = await answerAutocomplete({ params: { partial_query: "stu", show: 3 } });
    expect(answer.status).toBe(200);
    const suggestions = toSuggestions(answer.body);
    expect(suggestions).toHaveLength(3);
    for (const suggestion of suggestions) expect(suggestion.url).toMatch(/^\//);
  });

  it("passes wildcards through as text", async () => {
    const { answerAutocomplete } = await import("./search-autocomplete");
    expect(await answerAutocomplete({ type: "courses", params: { partial_query: "%%%", show: 10 } })).toEqual({ status: 200, body: [] });
  });
});
