import { data } from "react-router";

import { readLeadId } from "~/features/lead/lead-session.server";
import { optionalText, requiredText } from "~/lib/forms/fields";
import { formAction, FormRefusal, type Saved } from "~/lib/forms/form-action.server";
import { z } from "~/lib/forms/zod-mini";
import { readFormData } from "~/lib/http/request-body.server";

import {
  CLIENT_SHORTLIST_FAILED,
  CLIENT_SHORTLIST_FIELDS,
  type ClientShortlistDone,
  type ClientShortlistIntent,
  DECLINE_NOTE_MAX,
  entryAnchor,
  isClientShortlistIntent,
  QUESTION_MAX,
} from "./client-shortlist-names";
import { DECLINE_REASONS, type DeclineReason } from "./shortlist";
import { askAboutCandidate, decideOnCandidate } from "./shortlist-client.server";
import { SHORTLIST_PATH } from "./shortlist-link";

// The client's answers on their shortlist page: interview, not a fit (with an optional reason
// and note), or a question. The lead comes from the cookie alone, so a post can only ever
// answer for the visitor's own shortlist whatever ids it carries; the server module refuses
// an entry that is not on the lead's latest version.

// The ids travel in hidden fields; an error on one means the page is stale or was edited,
// which the entry's form-level message says rather than a field nobody can see.
const STALE = "This entry is not on your shortlist any more. Please reload the page.";

const entryFields = {
  shortlistId: z.uuid(STALE),
  roleId: requiredText(100, "Role"),
  candidateId: z.uuid(STALE),
};

const DECLINE_VALUES = DECLINE_REASONS.map((reason) => reason.value) as [
  DeclineReason,
  ...DeclineReason[],
];

export const selectSchema = z.object(entryFields);

export const declineSchema = z.object({
  ...entryFields,
  reason: z.pipe(
    z.union(
      [z.literal(""), z.enum(DECLINE_VALUES)],
      "Choose a reason from the list, or leave it empty.",
    ),
    z.transform((value): DeclineReason | null => (value === "" ? null : value)),
  ),
  note: optionalText(DECLINE_NOTE_MAX, "Your note"),
});

export const askSchema = z.object({
  ...entryFields,
  question: requiredText(QUESTION_MAX, "Your question"),
});

export const CLIENT_SHORTLIST_SCHEMAS = {
  select: selectSchema,
  decline: declineSchema,
  ask: askSchema,
} as const;

type EntryInput = z.output<typeof selectSchema>;

const REFERENCE = /^[A-Za-z0-9_.-]{1,40}$/;
const ID = /^[A-Za-z0-9_:.-]{1,100}$/;

/** The page a plain post lands on: the confirmation in the address, scrolled to the entry. */
export function donePath(done: ClientShortlistDone): string {
  const params = new URLSearchParams({
    done: done.intent,
    role: done.roleId,
    candidate: done.candidateId,
  });
  if (done.reference) params.set("reference", done.reference);
  return `${SHORTLIST_PATH}?${params.toString()}#${entryAnchor(done.roleId, done.candidateId)}`;
}

/** The confirmation a plain post's redirect carries, when the address holds a valid one. */
export function doneFromUrl(url: URL): ClientShortlistDone | null {
  const intent = url.searchParams.get("done");
  const roleId = url.searchParams.get("role") ?? "";
  const candidateId = url.searchParams.get("candidate") ?? "";
  const reference = url.searchParams.get("reference");
  if (!isClientShortlistIntent(intent) || !ID.test(roleId) || !ID.test(candidateId)) return null;
  return {
    intent,
    roleId,
    candidateId,
    reference: intent === "ask" && reference && REFERENCE.test(reference) ? reference : null,
  };
}

/** "4 March 2027", the day the version was sent on the client's own calendar. */
export function sentOn(sentAt: string, timeZone: string): string {
  const date = new Date(sentAt);
  if (Number.isNaN(date.getTime())) return sentAt;
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: zone,
    }).format(date);
  try {
    return format(timeZone);
  } catch {
    // A zone this runtime does not know must not take the page down.
    return format("UTC");
  }
}

export interface ClientShortlistActionOptions {
  now?: () => Date;
}

/**
 * Handles every form of the page; `intent` says which. A script's post gets the result as
 * data, a plain post is redirected to the page with the confirmation (so a reload never
 * answers twice); failures come back with every value as typed.
 */
export async function clientShortlistAction(
  request: Request,
  options: ClientShortlistActionOptions = {},
) {
  const intent = (await readFormData(request.clone())).get("intent");
  if (!isClientShortlistIntent(intent)) throw data({ reason: "intent" }, { status: 400 });
  const now = options.now ?? (() => new Date());

  async function forLead(
    input: EntryInput,
    answer: (leadId: string) => Promise<string | null>,
  ): Promise<Saved<ClientShortlistDone>> {
    const leadId = await readLeadId(request);
    if (!leadId) {
      throw new FormRefusal(404, {
        formError: {
          code: "conflict",
          message:
            "This browser no longer holds your shortlist. Open the link in our e-mail again.",
        },
      });
    }
    const reference = await answer(leadId);
    const done: ClientShortlistDone = {
      intent: intent as ClientShortlistIntent,
      roleId: input.roleId,
      candidateId: input.candidateId,
      reference,
    };
    return { result: done, redirectTo: donePath(done) };
  }

  const refuse = (message: string) =>
    new FormRefusal(409, { formError: { code: "conflict", message } });

  const common = {
    name: `shortlist-${intent}`,
    fields: CLIENT_SHORTLIST_FIELDS[intent],
    failedMessage: CLIENT_SHORTLIST_FAILED,
  };

  switch (intent) {
    case "select":
      return formAction(request, {
        ...common,
        schema: selectSchema,
        save: (db, input) =>
          forLead(input, async (leadId) => {
            const result = await decideOnCandidate(db, {
              ...input,
              leadId,
              decision: "selected",
              now: now(),
            });
            if (!result.ok) throw refuse(result.error);
            return null;
          }),
      });
    case "decline":
      return formAction(request, {
        ...common,
        schema: declineSchema,
        save: (db, input) =>
          forLead(input, async (leadId) => {
            const { note, ...entry } = input;
            const result = await decideOnCandidate(db, {
              ...entry,
              ...(note ? { note } : {}),
              leadId,
              decision: "declined",
              now: now(),
            });
            if (!result.ok) throw refuse(result.error);
            return null;
          }),
      });
    case "ask":
      return formAction(request, {
        ...common,
        schema: askSchema,
        save: (db, input) =>
          forLead(input, async (leadId) => {
            const result = await askAboutCandidate(db, { ...input, leadId, now: now() });
            if (!result.ok) throw refuse(result.error);
            return result.reference;
          }),
      });
  }
}
