import { redirect } from "react-router";

import { leadCookieHeader, readLeadId } from "~/features/lead/lead-session.server";
import { loadLead } from "~/features/lead/leads.server";
import { guardSubmission } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { loadMailCopy, type MailCopy } from "~/features/notifications/mail-copy.server";
import { type Database, getDatabase } from "~/lib/db/client.server";
import { email as emailField } from "~/lib/forms/fields";
import { formHoldsNul, holdsNul } from "~/lib/http/nul";
import { describeError, log } from "~/lib/log.server";
import { siteOrigin } from "~/lib/site-origin.server";

import { type BriefingDraft, briefingSubmissionSchema, timeZoneSchema } from "./briefing-draft";
import { estimateBriefing } from "./briefing-estimate";
import { createBriefingLead } from "./briefing-lead.server";
import { storeBriefingPreview } from "./briefing-preview-snapshot.server";
import { type BriefingProblem, submissionProblems } from "./briefing-problems";
import { DraftOwnedElsewhereError, submitBriefing } from "./submitted-briefings.server";
import type { BriefingContent, BriefingRoleCatalog } from "./wizard-data";

// The /briefing route's action: read, guard, validate, store, confirm. Everything that is
// stored (a new lead, the briefing, its event, its mail) is stored in one transaction, so a
// fault at any point leaves nothing half-written, and the visitor keeps their answers (the
// wizard holds them) to submit again.

export const SUBMIT_UNAVAILABLE_MESSAGE =
  "We could not submit your briefing just now. Your answers are kept; please try again in a minute.";
export const SUBMIT_UNREADABLE_MESSAGE =
  "Your briefing could not be read. Please reload the page and submit again; your answers are kept in this browser.";
export const SUBMITTED_PATH = "/briefing/submitted";

/**
 * The most a submission may weigh. The draft's own limits keep a real briefing far below
 * this even with every long answer full and written in a multi-byte script and form
 * encoding; a larger body is not a briefing and is not read.
 */
export const SUBMIT_MAX_BYTES = 1024 * 1024;

export interface SubmitFailure {
  ok: false;
  problems: BriefingProblem[];
  formError?: string;
  /** The HTTP status this failure should answer with (503 when storing failed). */
  status: number;
  headers?: Record<string, string>;
}

export interface SubmitDeps {
  loadContent: () => Promise<BriefingContent>;
  loadRoles: (db: Database) => Promise<BriefingRoleCatalog[]>;
  /** The confirmation mails' texts; the CMS's (loadMailCopy) when left out. */
  loadMailCopy?: () => Promise<MailCopy>;
  now?: () => Date;
}

const failure = (
  status: number,
  formError: string | undefined,
  problems: BriefingProblem[] = [],
  headers?: Record<string, string>,
): SubmitFailure => ({ ok: false, problems, formError, status, headers });

/**
 * A request body as text, refused (null) when it declares or turns out to be longer than
 * `maxBytes`: a declared length is checked before anything is read, and an undeclared one
 * is cut off as soon as it passes the cap, so a huge body never sits in memory.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The submitted form's fields, read within the size cap. */
async function readForm(request: Request): Promise<FormData | null> {
  const body = await readCappedBody(request, SUBMIT_MAX_BYTES);
  if (body === null) return null;
  const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  try {
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return new FormData();
  }
}

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export async function handleBriefingSubmit(
  request: Request,
  deps: SubmitDeps,
): Promise<Response | SubmitFailure> {
  const form = await readForm(request);
  if (!form) return failure(413, SUBMIT_UNREADABLE_MESSAGE);
  const raw = parseJson(form.get("draft"));
  if (
    raw === undefined ||
    raw === null ||
    typeof raw !== "object" ||
    formHoldsNul(form) ||
    holdsNul(raw)
  ) {
    return failure(400, SUBMIT_UNREADABLE_MESSAGE);
  }
  // A script-driven submit (the form's _enhanced field) and a plain post are answered alike:
  // the router, or the browser, follows the redirect to the confirmation page.

  let db: Database;
  try {
    db = await getDatabase();
  } catch (error) {
    log.error("[briefing] submit without a database", { error: describeError(error) });
    return failure(503, SUBMIT_UNAVAILABLE_MESSAGE);
  }

  try {
    const blocked = await guardSubmission(db, request, "briefing", form);
    if (blocked) return failure(blocked.status, blocked.message, [], blocked.headers);

    const parsed = briefingSubmissionSchema.safeParse(raw);
    if (!parsed.success) return failure(400, undefined, submissionProblems(raw));
    const draft: BriefingDraft = parsed.data;
    const zone = timeZoneSchema.safeParse(form.get("timeZone") ?? "");
    const timeZone = draft.scheduling.timeZone || (zone.success ? zone.data : "");
    // The submission schema has checked the address; this gives it in its stored form.
    const email = emailField.parse(draft.companyInfo.email);

    const [content, roles, mailCopy] = await Promise.all([
      deps.loadContent(),
      deps.loadRoles(db),
      (deps.loadMailCopy ?? loadMailCopy)(),
    ]);
    // Priced here, at today's rates: the total the browser showed is never trusted.
    const estimate = estimateBriefing(draft, roles);
    const now = deps.now?.() ?? new Date();
    const cookieLead = await readLeadId(request);
    const known = cookieLead ? await loadLead(db, cookieLead) : undefined;

    const outcome = await db.transaction(async (tx) => {
      const leadId = known?.id ?? (await createBriefingLead(tx, draft.companyInfo, email, now));
      const submitted = await submitBriefing(tx, {
        leadId,
        draft,
        estimate,
        timeZone,
        now,
        siteOrigin: siteOrigin(request),
        content,
        copy: mailCopy.briefing,
      });
      return { leadId, submitted };
    });

    if (outcome.submitted.created) {
      kickMailWorker();
      await storeBriefingPreview(db, {
        leadId: outcome.leadId,
        briefing: outcome.submitted.briefing,
        draft,
        timeZone,
        now,
      });
    }
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (outcome.leadId !== known?.id) {
      headers.append("Set-Cookie", await leadCookieHeader(outcome.leadId, request));
    }
    return redirect(SUBMITTED_PATH, { status: 303, headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof DraftOwnedElsewhereError) {
      return failure(409, SUBMIT_UNREADABLE_MESSAGE);
    }
    log.error("[briefing] submit failed", { error: describeError(error) });
    return failure(503, SUBMIT_UNAVAILABLE_MESSAGE);
  }
}
