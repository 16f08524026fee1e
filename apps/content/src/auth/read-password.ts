import type { Readable, Writable } from "node:stream";

export interface PasswordSources {
  env: Record<string, string | undefined>;
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stderr: Writable;
}

/**
 * A new password: EDITOR_PASSWORD when set; else, on a terminal, typed twice without echo; else the first line
 * of standard input (so `printf '%s\n' "$PASS" | npm run editor -- add …` works in scripts).
 */
export async function readNewPassword(label: string, sources: PasswordSources): Promise<string> {
  const fromEnv = sources.env.EDITOR_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (sources.stdin.isTTY === true && sources.stdin.setRawMode !== undefined) {
    const first = await promptHidden(`${label}: `, sources);
    const second = await promptHidden("Type it again: ", sources);
    if (first !== second) throw new Error("the two passwords differ");
    return first;
  }
  return firstLine(sources.stdin);
}

async function firstLine(stdin: Readable): Promise<string> {
  let text = "";
  for await (const chunk of stdin) {
    text += typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString("utf8");
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/** Reads one line from a terminal in raw mode, echoing nothing; Ctrl-C or Ctrl-D gives up. */
function promptHidden(prompt: string, { stdin, stderr }: PasswordSources): Promise<string> {
  stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (error: Error | null) => {
      stdin.off("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write("\n");
      if (error === null) resolve(typed);
      else reject(error);
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of String(chunk)) {
        if (character === "\r" || character === "\n") return finish(null);
        if (character === "\u0003" || character === "\u0004") return finish(new Error("cancelled"));
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else typed += character;
      }
      return undefined;
    };
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}
