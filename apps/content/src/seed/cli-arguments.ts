const USAGE = "usage: npm run seed -w apps/content -- [--reset] [--scale N] [--check]";

export interface Arguments {
  reset: boolean;
  check: boolean;
  scale: number | null;
}

export function parseArguments(argv: string[]): Arguments {
  const parsed: Arguments = { reset: false, check: false, scale: null };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === "--reset") parsed.reset = true;
    else if (argument === "--check") parsed.check = true;
    else if (argument === "--scale" || argument?.startsWith("--scale=")) {
      const value = argument === "--scale" ? argv[(index += 1)] : argument.slice("--scale=".length);
      if (value === undefined || !/^\d+$/.test(value)) throw new Error(`--scale needs a whole number\n${USAGE}`);
      parsed.scale = Number(value);
    } else {
      throw new Error(`unknown argument ${argument}\n${USAGE}`);
    }
  }
  return parsed;
}
