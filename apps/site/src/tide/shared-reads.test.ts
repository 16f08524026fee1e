import { afterEach, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "@/config/env";
import { clearSharedCache } from "./cached-client";
import { getChatSettings, parseDisplayUrls } from "./chat-block";
import { getMedia, MEDIA_NOT_FOUND } from "./media";
import { getTerms } from "./terms";
import { fakeTide } from "./testing/fake-tide";
import { TEST_BASE } from "./testing/test-env";

vi.mock("@/config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  const { testEnv: env } = await import("./testing/test-env");
  return { ...actual, config: () => actual.parseEnv(env) };
});

const tide = fakeTide();
afterEach(() => clearSharedCache());

describe("getMedia", () => {
  const url = (bundle: string, uuid: string) =>
    `${TEST_BASE}/api/v1/media/${bundle}/${uuid}?site=7&include=field_m_file&fields[media--${bundle}]=name%2Cfield_m_file&fields[file--file]=filemime%2Cfilesize%2Curi%2Curl`;

  it("reads the name and the file's type and size, once per five minutes", async () => {
    tide.use({
      [url("document", "d1")]: {
        body: {
          data: { type: "media--document", id: "d1", attributes: { name: "Annual report" }, relationships: { field_m_file: { data: { type: "file--file", id: "f1" } } } },
          included: [{ type: "file--file", id: "f1", attributes: { filemime: "application/pdf", filesize: "204800", uri: { value: "public://r.pdf", url: "/sites/default/files/r.pdf" } } }],
        },
      },
    });
    const expected = { id: "d1", name: "Annual report", file: { filemime: "application/pdf", filesize: 204800, url: "/sites/default/files/r.pdf" } };
    expect(await getMedia("document", "d1")).toEqual(expected);
    expect(await getMedia("document", "d1")).toEqual(expected);
    expect(tide.fake.calls).toHaveLength(1);
  });

  it("answers the 'could not find resource' error object for a missing item", async () => {
    tide.use({ [url("image", "gone")]: { status: 404, body: { errors: [{ status: "404", title: "Not Found" }] } } });
    expect(await getMedia("image", "gone")).toEqual({ error: MEDIA_NOT_FOUND });
  });

  it("answers a null file when the media has none", async () => {
    tide.use({ [url("image", "i1")]: { body: { data: { type: "media--image", id: "i1", attributes: { name: "Logo" } } } } });
    expect(await getMedia("image", "i1")).toEqual({ id: "i1", name: "Logo", file: null });
  });
});

describe("getTerms", () => {
  const first = `${TEST_BASE}/api/v1/taxonomy_term/topic?site=7&fields[taxonomy_term--topic]=drupal_internal__tid%2Cname&page[limit]=50`;

  it("lists tid and name of every term, cached", async () => {
    tide.use({
      [first]: {
        body: {
          data: [
            { type: "taxonomy_term--topic", id: "a", attributes: { drupal_internal__tid: 21, name: "Study" } },
            { type: "taxonomy_term--topic", id: "b", attributes: { drupal_internal__tid: "22", name: "Research" } },
          ],
          meta: { count: 2 },
        },
      },
    });
    const expected = [
      { drupal_internal__tid: "21", name: "Study" },
      { drupal_internal__tid: "22", name: "Research" },
    ];
    expect(await getTerms("topic")).toEqual(expected);
    expect(await getTerms("topic")).toEqual(expected);
    expect(tide.fake.calls).toHaveLength(1);
  });

  it("does not cache an empty answer after a failure", async () => {
    tide.use({ [first]: { status: 503, body: { errors: [{ status: "503", title: "Busy" }] } } });
    expect(await getTerms("topic")).toEqual([]);
    expect(await getTerms("topic")).toEqual([]);
    expect(tide.fake.calls).toHaveLength(2);
  });
});

describe("chat settings", () => {
  const url = `${TEST_BASE}/api/v1/block_content/vu_chat_block?site=7`;

  it("splits display URLs on newlines and commas", () => {
    expect(parseDisplayUrls("/study-at-yu*\n/, /contact-us\r\n\n")).toEqual(["/study-at-yu*", "/", "/contact-us"]);
    expect(parseDisplayUrls(["/a", 3, " /b "])).toEqual(["/a", "/b"]);
    expect(parseDisplayUrls(undefined)).toEqual([]);
  });

  it("reads data[0].attributes.vu_chat_settings", async () => {
    tide.use({
      [url]: {
        body: { data: [{ type: "block_content--vu_chat_block", id: "c", attributes: { vu_chat_settings: { vu_chat_display_urls: "/a*,/b", vu_chat_enabled: true } } }] },
      },
    });
    expect(await getChatSettings()).toEqual({
      displayUrls: ["/a*", "/b"],
      settings: { vu_chat_display_urls: "/a*,/b", vu_chat_enabled: true },
    });
  });

  it("accepts settings sent as a JSON string and answers null when there are none", async () => {
    tide.use({ [url]: { body: { data: [{ attributes: { vu_chat_settings: '{"vu_chat_display_urls":"/x"}' } }] } } });
    expect((await getChatSettings())?.displayUrls).toEqual(["/x"]);
    clearSharedCache();
    tide.use({ [url]: { body: { data: [] } } });
    expect(await getChatSettings()).toBeNull();
  });

  it("only logs errors", async () => {
    tide.use({ [url]: { status: 500, body: { errors: [{ status: "500", title: "Down" }] } } });
    expect(await getChatSettings()).toBeNull();
    expect(tide.logged()).toHaveLength(1);
  });
});
