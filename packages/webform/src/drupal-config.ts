/* A Drupal Webform configuration export (`webform.webform.<id>.yml`) read as the attributes Tide's JSON:API gives
 * a `webform--webform`: Drupal stores `elements` as YAML text inside the YAML, JSON:API sends it decoded. The YAML
 * parser is the caller's, so this package needs none. */

export interface DrupalWebformConfig {
  id: string;
  attributes: {
    title: string;
    description: string;
    status: string;
    categories: string[];
    elements: Record<string, unknown>;
    settings: Record<string, unknown>;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Drupal's `status`: 'open' / 'closed' / 'scheduled', or true / false in older exports. */
function statusOf(value: unknown): string {
  if (value === true) return "open";
  if (value === false) return "closed";
  return text(value) || "open";
}

/** The export's id and attributes; null (with the reason) when it is not a web form export. */
export function webformFromDrupalConfig(config: unknown, parseYaml: (source: string) => unknown): DrupalWebformConfig | { error: string } {
  if (!isRecord(config) || typeof config.id !== "string" || config.id === "") return { error: "not a Drupal webform export (no id)" };
  let elements: unknown = config.elements;
  if (typeof elements === "string") {
    try {
      elements = parseYaml(elements);
    } catch (error) {
      return { error: `elements: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
    }
  }
  if (!isRecord(elements)) return { error: "elements: not a mapping of elements" };
  const categories = Array.isArray(config.categories) ? config.categories.filter((c): c is string => typeof c === "string") : text(config.category) ? [text(config.category)] : [];
  return {
    id: config.id,
    attributes: {
      title: text(config.title),
      description: text(config.description),
      status: statusOf(config.status),
      categories,
      elements,
      settings: isRecord(config.settings) ? config.settings : {},
    },
  };
}
