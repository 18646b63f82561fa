// Every action reads its body through here, so no route buffers more than it will accept:
// a declared Content-Length over the cap is refused before a byte is read, and a body that
// turns out longer (chunked, or lying about its length) is cut off as soon as it passes the
// cap. A type the action does not take is a 415 and a body that does not parse a 400; the
// refusals are thrown Responses, so React Router answers them as they are and nothing
// downstream mistakes them for a failure of its own (a 500).

import { formHoldsNul } from "./nul";

/** A form of text fields: far above any form's limits, far below what would hurt. */
export const FORM_MAX_BYTES = 64 * 1024;

/**
 * Room for the multipart envelope around an upload: boundaries, part headers, a long file
 * name and the text fields that travel with the file.
 */
export const MULTIPART_ALLOWANCE = 64 * 1024;

export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

const MESSAGES = {
  tooLarge: "The request is too large.",
  unsupported: "This address does not accept that kind of content.",
  unreadable: "The request could not be read.",
  nul: "The request holds a NUL character, which no field can take.",
} as const;

function refusal(status: 400 | 413 | 415, message: string): Response {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      // The rest of the body is left unread: the connection cannot carry another request.
      Connection: "close",
    },
  });
}

/** The media type without parameters, lower-cased; "" when absent. */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * The body's bytes, never more than `maxBytes` of them. Throws a 413 Response when the
 * declared length or the bytes actually sent pass the cap; the rest is left unread. It is not
 * cancelled: on Node's adapter a cancel destroys the socket before the 413 can be written,
 * and a cloned request's branch (booking peeks at a clone) would wait for its twin's cancel.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw refusal(413, MESSAGES.tooLarge);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      // The client went away or the stream broke mid-body: nothing usable arrived.
      throw refusal(400, MESSAGES.unreadable);
    }
    if (step.done) break;
    received += step.value.byteLength;
    if (received > maxBytes) {
      reader.releaseLock();
      throw refusal(413, MESSAGES.tooLarge);
    }
    chunks.push(step.value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text within the cap (for signed payloads checked byte for byte). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return Buffer.from(await readBodyBytes(request, maxBytes)).toString("utf8");
}

export interface ReadFormOptions {
  /** Defaults to FORM_MAX_BYTES; an upload form passes its file limit plus the allowance. */
  maxBytes?: number;
  /**
   * Refuse a form holding a NUL with a 400 (default). The form kit turns one into an error
   * on the field instead, so the visitor keeps the rest of what they typed.
   */
  refuseNul?: boolean;
  /** Media types the action takes; defaults to both form encodings. */
  accept?: readonly string[];
}

/**
 * A form submission's fields, read within the cap. A bodyless request (no fields at all)
 * reads as an empty form whatever its type, so a button-only form still works.
 */
export async function readFormData(
  request: Request,
  { maxBytes = FORM_MAX_BYTES, accept = FORM_TYPES, refuseNul = true }: ReadFormOptions = {},
): Promise<FormData> {
  const type = mediaType(request);
  if (!request.body) return new FormData();
  if (!accept.includes(type)) {
    throw refusal(415, MESSAGES.unsupported);
  }
  const bytes = await readBodyBytes(request, maxBytes);
  let form: FormData;
  try {
    // The platform's parser, on bytes already known to be within the cap.
    form = await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    throw refusal(400, MESSAGES.unreadable);
  }
  if (refuseNul && formHoldsNul(form)) throw refusal(400, MESSAGES.nul);
  return form;
}
