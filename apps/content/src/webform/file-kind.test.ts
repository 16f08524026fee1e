import { describe, expect, it } from "vitest";
import { allowedExtensions, detectFileKind, fileProblem, safeFilename } from "./file-kind.ts";

const pdf = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n");
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....[Content_Types].xml....word/document.xml")]);
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....photos/a.png")]);
const html = Buffer.from("<!doctype html><script>alert(1)</script>");

describe("detectFileKind", () => {
  it.each([[pdf, "pdf"], [png, "png"], [jpeg, "jpeg"], [docx, "docx"], [zip, "zip"], [html, null], [Buffer.alloc(0), null]] as const)(
    "%#", (content, kind) => expect(detectFileKind(content)).toBe(kind));
});

describe("fileProblem", () => {
  const allowed = allowedExtensions("pdf docx");
  it("accepts an allowed kind with a matching name", () => {
    expect(fileProblem(pdf, "cv.PDF", allowed)).toBeNull();
    expect(fileProblem(docx, "cv.docx", allowed)).toBeNull();
  });
  it("refuses HTML renamed .pdf, a kind not allowed, and a name that lies", () => {
    expect(fileProblem(html, "cv.pdf", allowed)).toBe("This file type is not accepted. Allowed types: pdf, docx.");
    expect(fileProblem(png, "photo.png", allowed)).toBe("This file type is not accepted. Allowed types: pdf, docx.");
    expect(fileProblem(pdf, "cv.docx", allowed)).toBe("The file's name does not match its content (pdf).");
  });
  it("reads extension lists with commas and dots, with a default", () => {
    expect(allowedExtensions(".pdf, .JPG")).toEqual(["pdf", "jpg"]);
    expect(allowedExtensions(undefined)).toEqual(["pdf", "docx", "png", "jpg", "jpeg"]);
  });
});

describe("safeFilename", () => {
  it("keeps the last segment without control characters or quotes", () => {
    expect(safeFilename("C:\\Users\\jane\\cv.pdf")).toBe("cv.pdf");
    expect(safeFilename("../../etc/\"pass\nwd\".pdf")).toBe("passwd.pdf");
    expect(safeFilename("..")).toBe("upload");
  });
});
