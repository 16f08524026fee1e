import { request as httpRequest } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { composeOrigin, StageError, type AnswerStage, type BeforeStage } from "./compose.mjs";
import { serveStages } from "./testing/serve";

describe("composeOrigin", () => {
  it("names its stages in the order a request meets them", () => {
    const before: BeforeStage = { name: "first", before: () => false };
    const answer: AnswerStage = { name: "last", answer: () => null };
    expect(composeOrigin({ before: [before], next: () => {}, answer: [answer] }).names).toEqual(["first", "next", "last"]);
  });

  it("refuses a stage that cannot attach, by its name", () => {
    const broken = { name: "broken" } as unknown as BeforeStage;
    expect(() => composeOrigin({ before: [broken], next: () => {}, answer: [] })).toThrow(StageError);
    expect(() => composeOrigin({ before: [broken], next: () => {}, answer: [] })).toThrow('the origin stage "broken" cannot attach');
    expect(() => composeOrigin({ before: [], next: undefined as never, answer: [] })).toThrow('"next" cannot attach');
  });

  it("stops at a stage that answers, and lets Next's answer pass the answer stages in their order", async () => {
    const order: string[] = [];
    const tag = (name: string): AnswerStage => ({
      name,
      answer: () => ({
        transform: () => ({
          write: (chunk) => chunk,
          end: () => {
            order.push(name);
            return Buffer.from(`>${name}`);
          },
        }),
      }),
    });
    const answering: BeforeStage = { name: "answering", before: (request, response) => request.url === "/early" && (response.end("early"), true) };
    const { origin, close } = await serveStages({ before: [answering], answer: [tag("a"), tag("b")] }, (_request, response) => response.end("next"));
    const get = (path: string) => new Promise<string>((resolve, reject) => {
      httpRequest(`${origin}${path}`, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve(body));
      }).on("error", reject).end();
    });
    try {
      expect(await get("/early")).toBe("early");
      expect(await get("/page")).toBe("next>a>b");
      expect(order).toEqual(["a", "b"]);
    } finally {
      await close();
    }
  });

  it("waits for a stage that must wait, then runs the next stages, and answers 500 when it fails", async () => {
    const seen: string[] = [];
    const waiting: BeforeStage = {
      name: "waiting",
      before: (request, response) => new Promise<boolean>((resolve, reject) => setTimeout(() => {
        if (request.url === "/broken") return reject(new Error("step failed"));
        if (request.url === "/answered") return resolve((response.end("answered"), true));
        request.url = "/rewritten";
        resolve(false);
      }, 5)),
    };
    const after: BeforeStage = { name: "after", before: (request) => (seen.push(`after ${request.url}`), false) };
    const { origin, close } = await serveStages({ before: [waiting, after], answer: [] }, (request, response) => response.end(`next ${request.url}`));
    const get = (path: string) => new Promise<{ status: number; body: string }>((resolve, reject) => {
      httpRequest(`${origin}${path}`, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      }).on("error", reject).end();
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await get("/page")).toEqual({ status: 200, body: "next /rewritten" });
      expect(seen).toEqual(["after /rewritten"]);
      expect(await get("/answered")).toEqual({ status: 200, body: "answered" });
      expect((await get("/broken")).status).toBe(500);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("step failed"));
      expect(seen).toHaveLength(1);
    } finally {
      error.mockRestore();
      await close();
    }
  });
});
