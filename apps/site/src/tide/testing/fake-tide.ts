import { afterEach, expect } from "vitest";
import { setTideFetch } from "../http";
import { setLogSink } from "../log";
import { fakeFetch, type FakeFetch, type FakeHandler } from "./fake-fetch";

/* The fake Tide a test file talks to: a fetch double and a log capture, checked and reset after each test. */

export interface FakeTide {
  /** Installs a fetch double answering only `routes`, and captures log lines; returns the double. */
  use(routes: Record<string, FakeHandler>): FakeFetch;
  /** The double installed last (an empty one until `use` is called). */
  readonly fake: FakeFetch;
  /** The log lines written since `use`, parsed. */
  logged(): Record<string, unknown>[];
}

/** Call at the top level of a test file: registers an afterEach that fails on unanswered requests and resets. */
export function fakeTide(): FakeTide {
  let fake = fakeFetch({});
  const lines: string[] = [];
  afterEach(() => {
    expect(fake.unexpected).toEqual([]);
    fake = fakeFetch({});
    setTideFetch(null);
    setLogSink(null);
    lines.length = 0;
  });
  return {
    use(routes) {
      fake = fakeFetch(routes);
      setTideFetch(fake.fetch);
      setLogSink((l) => lines.push(l));
      return fake;
    },
    get fake() {
      return fake;
    },
    logged: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
