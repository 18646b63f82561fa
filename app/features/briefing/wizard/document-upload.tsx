import { type DragEvent, useEffect, useId, useRef, useState } from "react";

import { Icon } from "~/components/icon";

import { BRIEFING_LIMITS, type UploadedDocument } from "../briefing-draft";
import {
  BRIEFING_FILE_ACCEPT,
  BRIEFING_FILE_MAX_BYTES,
  BRIEFING_FILE_MESSAGES,
  BRIEFING_FILES_PATH,
  type BriefingFileAnswer,
  briefingFileDeletePath,
  formatFileSize,
} from "../briefing-files";

// The briefing's document upload: a labelled file input (the keyboard and screen-reader
// path) inside a drop area (a shortcut for the mouse). Files go up one at a time with
// visible progress; every outcome is announced, every failure shown beside the control.

export interface DocumentUploadProps {
  documents: UploadedDocument[];
  onChange: (documents: UploadedDocument[]) => void;
  /** Without a lead the server cannot keep a document, so the control is not offered. */
  hasLead: boolean;
}

const NETWORK_ERROR = "The connection dropped before the upload finished. Please try again.";

/** Problems the browser can tell without asking the server. */
export function localProblem(file: { size: number }, held: number): string | null {
  if (held >= BRIEFING_LIMITS.documents) return BRIEFING_FILE_MESSAGES.tooMany;
  if (file.size > BRIEFING_FILE_MAX_BYTES) return BRIEFING_FILE_MESSAGES.tooLarge;
  if (file.size === 0) return BRIEFING_FILE_MESSAGES.empty;
  return null;
}

function answerOf(value: unknown): BriefingFileAnswer | null {
  return value && typeof value === "object" && "ok" in value ? (value as BriefingFileAnswer) : null;
}

/** POSTs the file, reporting progress; resolves with the server's answer. */
function send(file: File, onProgress: (percent: number) => void): Promise<BriefingFileAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", BRIEFING_FILES_PATH);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const answer = answerOf(request.response);
      resolve(
        answer ?? {
          ok: false,
          error:
            request.status === 413
              ? BRIEFING_FILE_MESSAGES.tooLarge
              : BRIEFING_FILE_MESSAGES.failed,
        },
      );
    });
    request.addEventListener("error", () => resolve({ ok: false, error: NETWORK_ERROR }));
    const form = new FormData();
    form.set("file", file);
    request.send(form);
  });
}

export function DocumentUpload({ documents, onChange, hasLead }: DocumentUploadProps) {
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  // An upload may finish after the list changed (a removal): add to the list as it is then.
  const latest = useRef(documents);
  useEffect(() => {
    latest.current = documents;
  }, [documents]);

  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState("");
  const [dragging, setDragging] = useState(false);

  if (!hasLead) {
    return (
      <p className="rounded-control border border-ink-200 bg-ink-50 p-4 text-sm text-ink-700">
        {BRIEFING_FILE_MESSAGES.noLead}
      </p>
    );
  }

  const full = documents.length >= BRIEFING_LIMITS.documents;
  const busy = uploading !== null;

  async function upload(files: readonly File[]) {
    const problems: string[] = [];
    setErrors([]);
    for (const file of files) {
      const local = localProblem(file, latest.current.length);
      if (local) {
        problems.push(`${file.name}: ${local}`);
        continue;
      }
      setUploading({ name: file.name, percent: 0 });
      setStatus(`Uploading ${file.name}…`);
      const answer = await send(file, (percent) => setUploading({ name: file.name, percent }));
      if (answer.ok && "document" in answer) {
        latest.current = [...latest.current, answer.document];
        onChange(latest.current);
        setStatus(`${answer.document.name} uploaded.`);
      } else if (!answer.ok) {
        problems.push(`${file.name}: ${answer.error}`);
        setStatus(`${file.name} was not uploaded.`);
      }
    }
    setUploading(null);
    setErrors(problems);
    if (input.current) input.current.value = "";
  }

  async function remove(item: UploadedDocument) {
    setErrors([]);
    setRemoving(item.id);
    let answer: BriefingFileAnswer | null = null;
    try {
      const response = await fetch(briefingFileDeletePath(item.id), { method: "POST" });
      answer = answerOf(await response.json().catch(() => null));
      // Already gone on the server (removed in another tab): gone from the list too.
      if (response.status === 404) answer = { ok: true, removed: item.id };
    } catch {
      answer = { ok: false, error: NETWORK_ERROR };
    }
    setRemoving(null);
    if (answer?.ok) {
      latest.current = latest.current.filter((held) => held.id !== item.id);
      onChange(latest.current);
      setStatus(`${item.name} removed.`);
      // The button that had focus is gone; the file input is the natural next stop.
      input.current?.focus();
    } else {
      setErrors([answer?.error ?? BRIEFING_FILE_MESSAGES.removeFailed]);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy || full) return;
    void upload(Array.from(event.dataTransfer.files));
  }

  const describedBy = [hintId, errors.length > 0 ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy && !full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid justify-items-center gap-2 rounded-card border-2 border-dashed p-6 text-center ${
          dragging ? "border-brand-500 bg-brand-50" : "border-ink-300 bg-ink-50"
        }`}
      >
        <Icon name="upload" className="size-6 text-ink-600" />
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={BRIEFING_FILE_ACCEPT}
          multiple
          disabled={busy || full}
          aria-invalid={errors.length > 0 ? true : undefined}
          aria-describedby={describedBy}
          className="peer sr-only"
          onChange={(event) => void upload(Array.from(event.currentTarget.files ?? []))}
        />
        <label
          htmlFor={inputId}
          className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:border-ink-200 peer-disabled:bg-ink-200 peer-disabled:text-ink-600"
        >
          Upload a document
        </label>
        <p id={hintId} className="text-xs text-ink-600">
          {full
            ? `You have added ${BRIEFING_LIMITS.documents} documents, the most a briefing takes. Remove one to add another.`
            : `Drop a file here or choose one: PDF, Word (.docx) or plain text, up to ${formatFileSize(BRIEFING_FILE_MAX_BYTES)} each, ${BRIEFING_LIMITS.documents} documents at most.`}
        </p>
        {uploading ? (
          <div className="grid w-full max-w-sm gap-1 text-sm text-ink-700">
            <span>
              Uploading {uploading.name}: {uploading.percent}%
            </span>
            <progress
              max={100}
              value={uploading.percent}
              aria-label={`Uploading ${uploading.name}`}
              className="h-2 w-full accent-brand-600"
            />
          </div>
        ) : null}
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {errors.length > 0 ? (
        <div id={errorId} role="alert" className="grid gap-1 text-sm font-medium text-danger-700">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      {documents.length > 0 ? (
        <ul aria-label="Uploaded documents" className="grid gap-2">
          {documents.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-3 rounded-control border border-ink-200 bg-white px-3 py-2"
            >
              <Icon name="file-text" className="size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink-900" title={item.name}>
                  {item.name}
                </span>
                <span className="block text-xs text-ink-600">{formatFileSize(item.size)}</span>
              </span>
              <button
                type="button"
                className="btn-ghost btn-disabled min-h-11 px-3"
                disabled={removing === item.id}
                onClick={() => void remove(item)}
              >
                <Icon name="trash" className="size-4" />
                {removing === item.id ? "Removing…" : "Remove"}
                <span className="sr-only"> {item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
