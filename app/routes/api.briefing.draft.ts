import { data } from "react-router";

import { type BriefingDraft, briefingDraftSchema } from "~/features/briefing/briefing-draft";
import {
  saveBriefingDraft,
  sendBriefingResumeLink,
} from "~/features/briefing/briefing-drafts.server";
import { createBriefingLead } from "~/features/briefing/briefing-lead.server";
import { draftProblems } from "~/features/briefing/briefing-problems";
import { readCappedBody } from "~/features/briefing/submit.server";
import { leadCookieHeader, readLeadId } from "~/features/lead/lead-session.server";
import { loadLead } from "~/features/lead/leads.server";
import { guardSubmission } from "~/features/lead-capture/guard.server";
import { HONEYPOT_FIELD } from "~/features/lead-capture/honeypot";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { type Database, getDatabase } from "~/lib/db/client.server";
import { email as emailField } from "~/lib/forms/fields";
import { formHoldsNul, holdsNul } from "~/lib/http/nul";
import { refuseCrossSite } from "~/lib/http/same-origin.server";
import { describeError, log } from "~/lib/log.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/api.briefing.draft";

// The wizard's server copy of the draft (debounced saves, and "Save and finish later").
// A visitor without a lead keeps the draft in the browser until the company step names a
// company, a contact and a valid address; then the save starts a lead of their own and the
// answer sets its cookie, so another device can pick the draft up through the resume link.

/** A draft at its limits is far smaller; anything larger is refused before it is parsed. */
export const DRAFT_MAX_BYTES = 256 * 1024;

const MESSAGES = {
  tooLarge: "The draft is too large to save.",
  unreadable: "The draft could not be read.",
  invalid: "Some answers cannot be saved as they are.",
  unavailable: "Saving is not available right now; your answers are kept in this browser.",
  submitted: "This briefing has already been submitted.",
  noContact:
    "Add your company name, your name and a valid email on step 1 so we can send you the link.",
} as const;

const NO_STORE = { "Cache-Control": "no-store" };

interface DraftRequest {
  draft: unknown;
  intent: string | undefined;
  /** The wizard's hidden trap field, which people leave empty and form-filling bots do not. */
  trap: string;
}

/** The forms' guard reads the trap from form data; a JSON draft carries it as a property. */
function trapForm(trap: string): FormData {
  const form = new FormData();
  if (trap) form.set(HONEYPOT_FIELD, trap);
  return form;
}

async function readDraftRequest(request: Request): Promise<DraftRequest | "too-large" | null> {
  const body = await readCappedBody(request, DRAFT_MAX_BYTES);
  if (body === null) return "too-large";
  const type = request.headers.get("content-type") ?? "";
  try {
    if (/^application\/json\b/i.test(type)) {
      const value = JSON.parse(body) as { draft?: unknown; intent?: unknown } & Record<
        string,
        unknown
      >;
      if (!value || typeof value !== "object" || holdsNul(value)) return null;
      const trap = value[HONEYPOT_FIELD];
      return {
        draft: value.draft,
        intent: typeof value.intent === "string" ? value.intent : undefined,
        trap: typeof trap === "string" ? trap : "",
      };
    }
    const form = await new Response(body, { headers: { "content-type": type } }).formData();
    if (formHoldsNul(form)) return null;
    const draft = form.get("draft");
    const intent = form.get("intent");
    const trap = form.get(HONEYPOT_FIELD);
    const parsed = typeof draft === "string" ? (JSON.parse(draft) as unknown) : undefined;
    if (holdsNul(parsed)) return null;
    return {
      draft: parsed,
      intent: typeof intent === "string" ? intent : undefined,
      trap: typeof trap === "string" ? trap : "",
    };
  } catch {
    return null;
  }
}

/** The visitor's contact details from step 1, when complete enough to start a lead. */
function contactOf(draft: BriefingDraft): string | null {
  const info = draft.companyInfo;
  if (!info.name || !info.contactName) return null;
  const address = emailField.safeParse(info.email);
  return address.success ? address.data : null;
}

async function findLeadId(db: Database, request: Request): Promise<string | null> {
  const cookieLead = await readLeadId(request);
  return cookieLead ? ((await loadLead(db, cookieLead))?.id ?? null) : null;
}

export async function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") {
    return data(
      { ok: false as const, error: "Use POST" },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  const input = await readDraftRequest(request);
  if (input === "too-large") {
    return data({ ok: false as const, error: MESSAGES.tooLarge }, { status: 413 });
  }
  if (input === null) {
    return data({ ok: false as const, error: MESSAGES.unreadable }, { status: 400 });
  }
  const parsed = briefingDraftSchema.safeParse(input.draft);
  if (!parsed.success) {
    return data(
      { ok: false as const, error: MESSAGES.invalid, problems: draftProblems(input.draft) },
      { status: 400 },
    );
  }
  const draft = parsed.data;
  const saveLater = input.intent === "save-later";

  let db: Database;
  try {
    db = await getDatabase();
  } catch (error) {
    log.error("[briefing] draft save without a database", { error: describeError(error) });
    return data({ ok: false as const, error: MESSAGES.unavailable }, { status: 503 });
  }

  try {
    if (saveLater) {
      // It sends mail: held to the forms' rate limit, unlike the silent saves as one types.
      const blocked = await guardSubmission(
        db,
        request,
        "briefing-save-later",
        trapForm(input.trap),
      );
      if (blocked) {
        return data(
          { ok: false as const, error: blocked.message },
          { status: blocked.status, headers: blocked.headers },
        );
      }
    }
    const now = new Date();
    const known = await findLeadId(db, request);
    const email = known ? null : contactOf(draft);
    if (!known && !email) {
      if (saveLater) {
        return data({ ok: false as const, error: MESSAGES.noContact }, { status: 400 });
      }
      return data({ ok: true as const, stored: "browser" as const }, { headers: NO_STORE });
    }

    if (!known) {
      // A lead is about to be started for a visitor without one: held to the forms'
      // per-client limit, so a script cannot start a lead per call. Every start counts, the
      // same draft sent again too: without the cookie it would start another lead.
      const blocked = await guardSubmission(db, request, "briefing-lead", trapForm(input.trap));
      if (blocked) {
        return data(
          { ok: false as const, error: blocked.message },
          { status: blocked.status, headers: blocked.headers },
        );
      }
    }

    // A new lead and its first draft are stored together, or neither is.
    const saved = await db.transaction(async (tx) => {
      const leadId = known ?? (await createBriefingLead(tx, draft.companyInfo, email!, now));
      return { leadId, result: await saveBriefingDraft(tx, { leadId, draft, now }) };
    });
    if (saved.result.submitted) {
      return data(
        { ok: false as const, submitted: true as const, error: MESSAGES.submitted },
        { status: 409, headers: NO_STORE },
      );
    }

    const headers = new Headers(NO_STORE);
    if (saved.leadId !== known) {
      headers.append("Set-Cookie", await leadCookieHeader(saved.leadId, request));
    }
    let sentTo: string | undefined;
    if (saveLater) {
      sentTo = (
        await sendBriefingResumeLink(db, {
          leadId: saved.leadId,
          siteOrigin: siteOrigin(request),
          now,
        })
      ).to;
      kickMailWorker();
    }
    return data(
      {
        ok: true as const,
        stored: "server" as const,
        updatedAt: saved.result.updatedAt.toISOString(),
        ...(sentTo ? { sentTo } : {}),
      },
      { headers },
    );
  } catch (error) {
    log.error("[briefing] draft save failed", { error: describeError(error) });
    return data({ ok: false as const, error: MESSAGES.unavailable }, { status: 503 });
  }
}

export function loader() {
  return data(
    { ok: false as const, error: "Use POST" },
    { status: 405, headers: { Allow: "POST" } },
  );
}
