export const PUBLISH_USAGE = "usage: npm run publish -w apps/content -- <node uuid or alias path> [--revision N]";

export class PublishUsageError extends Error {}

export interface PublishArguments {
  /** A node uuid, or its path alias (starting with "/"). */
  target: string;
  /** The revision to make current; null: the working copy (the newest revision). */
  revision: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parsePublishArguments(argv: readonly string[]): PublishArguments {
  let target: string | null = null;
  let revision: number | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? "";
    if (argument === "--revision" || argument.startsWith("--revision=")) {
      const value = argument === "--revision" ? argv[(index += 1)] : argument.slice("--revision=".length);
      if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) throw new PublishUsageError(`--revision needs a revision id\n${PUBLISH_USAGE}`);
      revision = Number(value);
    } else if (argument.startsWith("-")) {
      throw new PublishUsageError(`unknown option ${argument}\n${PUBLISH_USAGE}`);
    } else if (target !== null) {
      throw new PublishUsageError(`one node at a time (got ${target} and ${argument})\n${PUBLISH_USAGE}`);
    } else if (UUID.test(argument) || /^\/[^\s?#]*$/.test(argument)) {
      target = argument.length > 1 ? argument.replace(/\/+$/, "") : argument;
    } else {
      throw new PublishUsageError(`${argument} is neither a node uuid nor a path starting with "/"\n${PUBLISH_USAGE}`);
    }
  }
  if (target === null) throw new PublishUsageError(PUBLISH_USAGE);
  return { target, revision };
}
