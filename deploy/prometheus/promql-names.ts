/** PromQL's words that are not metric names. */
const KEYWORDS = new Set(["and", "or", "unless", "by", "without", "on", "ignoring", "group_left", "group_right", "bool", "offset", "inf", "nan"]);

/** The metric names a PromQL expression reads (not its functions, labels, strings, ranges or keywords). */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, "")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ");
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const word = match[0];
    const after = bare.slice((match.index ?? 0) + word.length).trimStart();
    if (after.startsWith("(") || KEYWORDS.has(word.toLowerCase())) continue;
    names.add(word);
  }
  return [...names];
}
