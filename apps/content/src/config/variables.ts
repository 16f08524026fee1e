import { z } from "zod";

/** A variable's value, trimmed; blank means unset. */
function unlessBlank(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const trimmed = raw.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A variable read by `schema`, or undefined when it is unset or blank. */
export function variable<T extends z.ZodType>(schema: T) {
  return z.preprocess(unlessBlank, schema.optional());
}

/** Text as given. */
export const text = z.string();

/** A whole number from `min` to `max`. */
export function integer(name: string, min: number, max: number) {
  return z.string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max,
      { error: (issue) => `${name} must be an integer from ${min} to ${max} (got "${String(issue.input)}")` })
    .transform(Number);
}

/** true/1/yes or false/0/no, in any case. */
export function flag(name: string) {
  return z.string()
    .regex(/^(true|1|yes|false|0|no)$/i, { error: (issue) => `${name} must be true or false (got "${String(issue.input)}")` })
    .transform((raw) => /^(true|1|yes)$/i.test(raw));
}

export function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** An http(s) URL. */
export function httpUrl(name: string) {
  return z.string().refine(isHttpUrl, { error: (issue) => `${name} must be an http(s) URL (got "${String(issue.input)}")` });
}

/** A comma-separated list of http(s) URLs, without repeats; every item that is not one is a problem of its own. */
export function urlList(name: string) {
  return z.string().transform((raw, context) => {
    const items = raw.split(",").map((item) => item.trim()).filter((item) => item !== "");
    for (const item of items) {
      if (!isHttpUrl(item)) context.addIssue({ code: "custom", message: `${name} must be a comma-separated list of http(s) URLs (got "${item}")` });
    }
    return [...new Set(items)];
  });
}
