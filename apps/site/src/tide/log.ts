import "server-only";

/* The site's one server logger: JSON lines on stderr. Never pass credentials; keys that look like them are
 * redacted all the same. */

export type LogLevel = "info" | "warn" | "error";

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type LogSink = (line: string) => void;

const SECRET_KEY = /auth|token|pass|cookie|secret|credential/i;

const toStderr: LogSink = (line) => {
  process.stderr.write(`${line}\n`);
};
let sink: LogSink = toStderr;

/** Tests capture log lines by swapping the sink; null restores stderr. */
export function setLogSink(next: LogSink | null): void {
  sink = next ?? toStderr;
}

/** Drops userinfo from a URL so that a mistakenly configured `https://user:pass@host` never reaches a log. */
function safeUrl(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, "$1");
}

function write(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const entry: Record<string, string | number | boolean | null> = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (SECRET_KEY.test(key)) entry[key] = "[redacted]";
    else entry[key] = key === "url" && typeof value === "string" ? safeUrl(value) : value;
  }
  sink(JSON.stringify(entry));
}

/** Fields for a caught error: its status and title when it is a TideError-like value, else its message. */
export function errorFields(error: unknown): LogFields {
  if (error && typeof error === "object") {
    const e = error as { status?: unknown; title?: unknown; message?: unknown; url?: unknown };
    return {
      status: typeof e.status === "number" ? e.status : undefined,
      error: typeof e.title === "string" ? e.title : typeof e.message === "string" ? e.message : String(error),
      url: typeof e.url === "string" ? e.url : undefined,
    };
  }
  return { error: String(error) };
}

export const log = {
  info: (msg: string, fields?: LogFields) => write("info", msg, fields),
  warn: (msg: string, fields?: LogFields) => write("warn", msg, fields),
  error: (msg: string, fields?: LogFields) => write("error", msg, fields),
};
