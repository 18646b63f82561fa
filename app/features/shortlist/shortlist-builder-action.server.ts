import { data } from "react-router";

import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import type { StaffRole } from "~/lib/db/enums";
import { text } from "~/lib/forms/fields";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import { type FieldError, fieldErrorsFromZod } from "~/lib/forms/form-result";
import { z } from "~/lib/forms/zod-mini";
import { siteOrigin } from "~/lib/site-origin.server";

import { OUTSIDE_REASON_MAX, SHORTLIST_NOTE_MAX } from "./shortlist";
import {
  findCandidateByHandleOrId,
  sendShortlist,
  setShortlistPick,
  ShortlistInputError,
} from "./shortlist-builder.server";
import {
  candidateAnchor,
  isShortlistIntent,
  SHORTLIST_INTENT_FIELDS,
  type ShortlistIntent,
  type ShortlistSuccess,
} from "./shortlist-builder-names";

// Every form of the shortlist builder posts to its page; the intent says which. Each pick and
// note is saved the moment it is posted, so the draft is never lost to a closed tab. A post
// from a script gets its result as data (the page revalidates its loader); a plain post is
// redirected back to where the recruiter was.

/** Who builds shortlists; admins always may. */
export const SHORTLIST_BUILDER_ROLES: readonly StaffRole[] = ["recruiter", "sales"];

const FAILED = "The change was not saved. Please try again.";
const HANDLE_MAX = 100;

/** Ids come from the page's own hidden fields: anything else is a forged or stale form. */
const id = (message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(100, message),
      z.regex(/^[A-Za-z0-9_.:-]+$/, message),
    );

const roleId = id("Choose a role on this page.");
const candidateId = id("Choose an engineer on this page.");
const note = text(SHORTLIST_NOTE_MAX, "The note");

export const SHORTLIST_SCHEMAS = {
  pick: z.object({ roleId, candidateId, note }),
  unpick: z.object({ roleId, candidateId }),
  note: z.object({ roleId, candidateId, note }),
  "add-outside": z.object({
    roleId,
    candidate: text(HANDLE_MAX, "The handle or id").check(
      z.minLength(1, "Enter the handle or id of the engineer to add."),
    ),
    reason: text(OUTSIDE_REASON_MAX, "The reason").check(
      z.minLength(
        1,
        "Say why this engineer belongs on the shortlist although the ranking left them out.",
      ),
    ),
    note,
  }),
  send: z.object({}),
} satisfies Record<ShortlistIntent, z.core.$ZodType>;

/** The field errors a form's values get, as the action answers them. */
export function shortlistFieldErrors(
  intent: ShortlistIntent,
  values: Record<string, string>,
): Record<string, FieldError> {
  const parsed = z.safeParse(SHORTLIST_SCHEMAS[intent], values);
  return parsed.success ? {} : fieldErrorsFromZod(parsed.error, values);
}

type Saved = Omit<ShortlistSuccess, "intent"> & { anchor?: string };

export async function shortlistBuilderAction(request: Request, leadId: string) {
  const staff = await requireStaff(request, { roles: SHORTLIST_BUILDER_ROLES });
  const intent = (await request.clone().formData()).get("intent");
  if (!isShortlistIntent(intent)) throw data({ reason: "intent" }, { status: 400 });
  const page = `/admin/leads/${leadId}/shortlist`;
  const now = new Date();

  function run<Schema extends z.core.$ZodType>(
    schema: Schema,
    save: (db: Database, input: z.output<Schema>) => Promise<Saved>,
    /** Where a refusal of the server's rules is shown: the form, or one of its fields. */
    refusalField?: string,
  ) {
    return formAction(request, {
      name: `shortlist-${intent as string}`,
      fields: SHORTLIST_INTENT_FIELDS[intent as ShortlistIntent],
      schema,
      failedMessage: FAILED,
      save: async (db, input) => {
        let saved: Saved;
        try {
          saved = await save(db, input);
        } catch (error) {
          if (!(error instanceof ShortlistInputError)) throw error;
          throw new FormRefusal(409, {
            ...(refusalField
              ? { fieldErrors: { [refusalField]: { code: "not_allowed", message: error.message } } }
              : { formError: { code: "conflict", message: error.message } }),
          });
        }
        const { anchor, ...result } = saved;
        return {
          result: { intent: intent as ShortlistIntent, ...result },
          redirectTo: `${page}?done=${intent as string}${anchor ? `#${anchor}` : ""}`,
        };
      },
    });
  }

  const pick = (
    db: Database,
    input: { roleId: string; candidateId: string; note?: string; outsideReason?: string },
    picked: boolean,
  ) =>
    setShortlistPick(db, { ...input, leadId, staffId: staff.id, picked, now }).then(() => ({
      roleId: input.roleId,
      candidateId: input.candidateId,
      anchor: candidateAnchor(input.roleId, input.candidateId),
    }));

  switch (intent) {
    case "pick":
      return run(SHORTLIST_SCHEMAS.pick, (db, input) => pick(db, input, true));
    case "unpick":
      return run(SHORTLIST_SCHEMAS.unpick, (db, input) => pick(db, input, false));
    case "note":
      return run(SHORTLIST_SCHEMAS.note, (db, input) => pick(db, input, true));
    case "add-outside":
      return run(
        SHORTLIST_SCHEMAS["add-outside"],
        async (db, input) => {
          const found = await findCandidateByHandleOrId(db, input.candidate);
          if (!found) {
            throw new FormRefusal(422, {
              fieldErrors: {
                candidate: {
                  code: "not_allowed",
                  message: `No single engineer in the pool has the handle or id "${input.candidate}".`,
                },
              },
            });
          }
          return pick(
            db,
            {
              roleId: input.roleId,
              candidateId: found.id,
              note: input.note,
              outsideReason: input.reason,
            },
            true,
          );
        },
        "candidate",
      );
    case "send":
      return run(SHORTLIST_SCHEMAS.send, async (db) => {
        const sent = await sendShortlist(db, {
          leadId,
          staff: { id: staff.id, name: staff.name || null, email: staff.email },
          siteOrigin: siteOrigin(request),
          now,
        });
        if (!sent.ok) {
          throw new FormRefusal(409, {
            formError: { code: "conflict", message: "The shortlist was not sent." },
            details: { problems: sent.problems },
          });
        }
        kickMailWorker();
        return { version: sent.version, anchor: "send" };
      });
  }
}
