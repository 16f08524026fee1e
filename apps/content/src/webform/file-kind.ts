/** File kinds an upload may be, each recognised by its first bytes, never by its name alone. */
export type FileKind = "pdf" | "png" | "jpeg" | "docx" | "zip";

const KIND_EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ["pdf"], png: ["png"], jpeg: ["jpg", "jpeg"], docx: ["docx"], zip: ["zip"],
};
export const KIND_MIME: Record<FileKind, string> = {
  pdf: "application/pdf", png: "image/png", jpeg: "image/jpeg", zip: "application/zip",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
// What a file element allows when its definition names nothing.
export const DEFAULT_EXTENSIONS = ["pdf", "docx", "png", "jpg", "jpeg"];

function startsWith(content: Buffer, bytes: number[]): boolean {
  return bytes.every((byte, index) => content[index] === byte);
}

/** The kind the bytes show; a zip is a Word document when it holds the `word/` part every .docx has. */
export function detectFileKind(content: Buffer): FileKind | null {
  if (content.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(content, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04])) return content.includes("word/", 0, "latin1") ? "docx" : "zip";
  return null;
}

/** `#file_extensions` ("pdf docx" or "pdf, docx") as lower-case extensions. */
export function allowedExtensions(value: unknown): string[] {
  if (typeof value !== "string" || value.trim() === "") return DEFAULT_EXTENSIONS;
  return value.toLowerCase().split(/[\s,]+/).map((item) => item.replace(/^\./, "")).filter((item) => item !== "");
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

/**
 * Why a file may not be accepted, or null: its bytes must be a known kind the element allows, and its name must
 * say the same kind (an HTML page renamed .pdf, or a PNG named .pdf, is refused).
 */
export function fileProblem(content: Buffer, filename: string, allowed: string[]): string | null {
  const kind = detectFileKind(content);
  const list = allowed.join(", ");
  if (kind === null) return `This file type is not accepted. Allowed types: ${list}.`;
  const extensions = KIND_EXTENSIONS[kind];
  if (!extensions.some((extension) => allowed.includes(extension))) return `This file type is not accepted. Allowed types: ${list}.`;
  if (!extensions.includes(extensionOf(filename))) return `The file's name does not match its content (${extensions[0] ?? kind}).`;
  return null;
}

/** A stored file name: the last path segment, without control characters or characters that would break a header. */
export function safeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").trim().slice(-200);
  return clean === "" || clean === "." || clean === ".." ? "upload" : clean;
}
