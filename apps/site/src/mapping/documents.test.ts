import { describe, expect, it } from "vitest";
import { relationsFor } from "@/mapping/relations";
import type { Resource } from "@/tide/types";
import { documentsOf, extensionFromMime } from "./documents";

const res = (type: string, id: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}): Resource =>
  ({ type, id, attributes, relationships: Object.fromEntries(Object.entries(relationships).map(([k, data]) => [k, { data }])) }) as Resource;

describe("documents", () => {
  it("names the file type from the MIME type", () => {
    expect(extensionFromMime("application/pdf")).toBe("PDF");
    expect(extensionFromMime("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("DOCX");
    expect(extensionFromMime("image/png; charset=binary")).toBe("PNG");
    expect(extensionFromMime("application/vnd.weird+thing")).toBeNull();
    expect(extensionFromMime(null)).toBeNull();
    expect(extensionFromMime("image/svg+xml")).toBe("SVG");
    expect(extensionFromMime("image/png")).toBe("PNG");
  });

  it("maps a node's media--document list with URL, type and formatted size", () => {
    const file = res("file--file", "f1", { filename: "checklist.pdf", filemime: "application/pdf", filesize: 2617, uri: { value: "public://site/documents/checklist.pdf", url: "/sites/default/files/site/documents/checklist.pdf" } });
    const doc1 = res("media--document", "d1", { name: "Application checklist" }, { field_media_file: { type: "file--file", id: "f1" } });
    const noFile = res("media--document", "d2", { name: "Lost" }, { field_media_file: null });
    const viaMFile = res("media--document", "d3", {}, { field_m_file: { type: "file--file", id: "f1" } });
    const node = res("node--landing_page", "n1", { title: "How to apply" }, { field_node_documents: [{ type: "media--document", id: "d1" }, { type: "media--document", id: "d2" }, { type: "media--document", id: "d3" }] });
    const rel = relationsFor({ data: node, included: [file, doc1, noFile, viaMFile] });
    expect(documentsOf(node, rel, "http://content:3001")).toEqual([
      { id: "d1", name: "Application checklist", url: "http://content:3001/sites/default/files/site/documents/checklist.pdf", extension: "PDF", size: "2.56 KB" },
      { id: "d3", name: "checklist.pdf", url: "http://content:3001/sites/default/files/site/documents/checklist.pdf", extension: "PDF", size: "2.56 KB" },
    ]);
  });
});
