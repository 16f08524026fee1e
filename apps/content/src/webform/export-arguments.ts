export interface ExportArguments {
  webformId: string;
  out: string | null;
}

const USAGE = "usage: npm run export-submissions -w apps/content -- <webform_id> [--out file.csv]";

/** `<webform_id> [--out file.csv]`; throws the usage line on anything else. */
export function parseExportArguments(argv: readonly string[]): ExportArguments {
  let webformId: string | null = null;
  let out: string | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? "";
    if (arg === "--out") {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith("--")) throw new Error(`--out needs a file name\n${USAGE}`);
      out = next;
      index += 1;
    } else if (arg.startsWith("--out=")) {
      out = arg.slice("--out=".length);
    } else if (!arg.startsWith("-") && webformId === null) {
      webformId = arg;
    } else {
      throw new Error(`unexpected argument "${arg}"\n${USAGE}`);
    }
  }
  if (webformId === null || !/^[a-z][a-z0-9_]*$/.test(webformId)) throw new Error(`a webform machine name is required\n${USAGE}`);
  return { webformId, out: out === "" ? null : out };
}
