/* Spec §4 "File upload": idle, uploading (the input disabled, a spinner), success (the handler returned a fid)
 * or error (the handler's message). The file goes to the content service at once; the form then sends its fid. */
import { useState } from "react";
import type { FileField } from "@/mapping/webform/field-schema";
import { readUploadAnswer, type UploadAnswer } from "../endpoint-answer";
import { acceptAttribute, uploadHint, uploadProblem } from "../upload-check";
import { describedBy, ErrorMessage, labelClassName, type FieldIds } from "./Field";

type Upload = { status: "idle" } | { status: "uploading"; name: string } | { status: "success"; name: string } | { status: "error"; message: string };

interface Props {
  field: FileField;
  ids: FieldIds;
  uploadUrl: string;
  error: string | undefined;
  required: boolean;
  disabled: boolean;
  onChange: (fid: string | null) => void;
  onBusy: (busy: boolean) => void;
}

const FAILED = "The file could not be uploaded. Please try again.";

async function send(url: string, fieldName: string, file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.append(fieldName, file);
  try {
    const res = await fetch(url, { method: "POST", body });
    return readUploadAnswer(res.status, await res.json().catch(() => null), FAILED);
  } catch {
    return { ok: false, message: FAILED };
  }
}

export function FileControl({ field, ids, uploadUrl, error, required, disabled, onChange, onBusy }: Props) {
  const [upload, setUpload] = useState<Upload>({ status: "idle" });
  const hint = [field.hint, uploadHint(field)].filter(Boolean).join(" ");
  const statusId = `${ids.control}-status`;
  const message = upload.status === "error" ? upload.message : error;

  async function choose(file: File | undefined) {
    onChange(null);
    if (!file) return setUpload({ status: "idle" });
    const problem = uploadProblem(file, field);
    if (problem) return setUpload({ status: "error", message: problem });
    setUpload({ status: "uploading", name: file.name });
    onBusy(true);
    const result = await send(uploadUrl, field.name, file);
    onBusy(false);
    if (result.ok) {
      setUpload({ status: "success", name: file.name });
      onChange(result.fid);
    } else {
      setUpload({ status: "error", message: result.message });
    }
  }

  return (
    <div className={`webform-field webform-file ${message ? "webform-field--error" : ""}`}>
      <label className={labelClassName(field.titleDisplay)} htmlFor={ids.control}>
        {field.label}
      </label>
      <div id={ids.hint} className="webform-field__hint">
        {hint}
      </div>
      <ErrorMessage id={ids.error} message={message} />
      <input
        id={ids.control}
        className="webform-file__input"
        type="file"
        name={field.name}
        accept={acceptAttribute(field)}
        disabled={disabled || upload.status === "uploading"}
        aria-describedby={[describedBy(ids, hint, message), statusId].filter(Boolean).join(" ")}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={statusId} className={`webform-file__status webform-file__status--${upload.status}`} role="status">
        {upload.status === "uploading" && (
          <>
            <span className="webform-spinner" aria-hidden="true" /> Uploading {upload.name}…
          </>
        )}
        {upload.status === "success" && (
          <>
            <span className="webform-mark webform-mark--success" aria-hidden="true">✓</span> {upload.name} uploaded.
          </>
        )}
        {upload.status === "error" && (
          <>
            <span className="webform-mark webform-mark--error" aria-hidden="true">✕</span> Upload failed.
          </>
        )}
      </p>
    </div>
  );
}
