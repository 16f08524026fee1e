import path from "node:path";
import { fileMimeFor } from "../file-mime.ts";
import { isMapping, type CompileOptions, type Mapping } from "./build.ts";

export const FILES_URL_PREFIX = "/sites/default/files/";

/** A file's name, type, size and location, from its `uri` below /sites/default/files/ (which must exist). */
export function fileAttributes(given: Mapping, options: CompileOptions, where: string, problems: string[]): Mapping {
  const rawUri = given.uri;
  const url = typeof rawUri === "string" ? rawUri : isMapping(rawUri) && typeof rawUri.url === "string" ? rawUri.url : null;
  if (url === null || !url.startsWith(FILES_URL_PREFIX)) {
    problems.push(`${where}: uri.url must start with ${FILES_URL_PREFIX}`);
    return {};
  }
  const relative = url.slice(FILES_URL_PREFIX.length);
  if (relative === "" || relative.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) {
    problems.push(`${where}: uri.url ${url} is not a clean file path`);
    return {};
  }
  const size = options.fileSize(relative);
  if (size === null) problems.push(`${where}: file ${url} not found (expected it at files/${relative} in the content folder)`);
  const filename = path.posix.basename(relative);
  return {
    filename, filemime: fileMimeFor(filename), filesize: typeof given.filesize === "number" ? given.filesize : size ?? 0,
    uri: { value: `public://${relative}`, url },
  };
}
