import { data } from "react-router";
import type { z } from "zod";

import { readDraft } from "~/features/briefing/briefing-draft";
import { briefingSummary } from "~/features/briefing/briefing-summary";
import { loadLeadDetail } from "~/features/sales-inbox/lead-detail.server";
import { LeadPage } from "~/features/sales-inbox/lead-page";
import {
  LEAD_INTENT_FIELDS,
  LEAD_INTENTS,
  type LeadIntent,
  nextActionSchema,
  noteSchema,
  ownerSchema,
  statusSchema,
} from "~/features/sales-inbox/lead-work";
import {
  addLeadNote,
  assignLeadOwner,
  changeLeadStatus,
  listStaff,
  setLeadNextAction,
  type WorkResult,
} from "~/features/sales-inbox/lead-work.server";
import { buildTimeline } from "~/features/sales-inbox/timeline";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import {
  requireStaff,
  type StaffMember,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import type { FormFailure } from "~/lib/forms/form-result";

import type { Route } from "./+types/admin.leads.$leadId";

// One lead's page: its details and timeline, and the forms that change its status, owner,
// next action date and notes. Each form posts here; a saved change redirects back with
// ?done=<intent> (so a reload never posts twice), a refused one answers with its values.

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffMeta(
    loaderData
      ? loaderData.lead.companyName || loaderData.lead.contactName || loaderData.lead.email
      : "Lead",
  );

const isIntent = (value: unknown): value is LeadIntent =>
  LEAD_INTENTS.includes(value as LeadIntent);

/** A briefing's stored answers in the briefing's own words, or null when they no longer parse. */
function briefingSections(answers: Record<string, unknown>) {
  const draft = readDraft(answers);
  return draft ? briefingSummary(draft).map(({ title, items }) => ({ title, items })) : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = await requireDatabase();
  const [detail, staff] = await Promise.all([
    loadLeadDetail(db, params.leadId, briefingSections),
    listStaff(db),
  ]);
  if (!detail) throw data({ reason: "not_found" }, { status: 404 });
  const { lead } = detail;
  const done = new URL(request.url).searchParams.get("done");
  return {
    lead: {
      ...lead,
      createdAt: lead.createdAt.toISOString(),
      lastActivityAt: lead.lastActivityAt.toISOString(),
    },
    timeline: buildTimeline(detail.events, detail.context),
    staff: staff.map(({ id, name, email }) => ({ id, name, email })),
    done: isIntent(done) ? done : null,
  };
}

const FAILED = "The change was not saved. Please try again.";

function refuse(result: Extract<WorkResult, { ok: false }>): never {
  if (result.reason === "unknown_owner") {
    throw new FormRefusal(422, {
      fieldErrors: {
        ownerId: { code: "not_allowed", message: "Choose a person from the list." },
      },
    });
  }
  throw new FormRefusal(404, {
    formError: { code: "conflict", message: "This lead no longer exists." },
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const intent = (await request.clone().formData()).get("intent");
  if (!isIntent(intent)) throw data({ reason: "intent" }, { status: 400 });
  const context = { ipAddress: staffRequestAddress(request) };
  const leadId = params.leadId;

  function run<Schema extends z.ZodType>(
    schema: Schema,
    save: (db: Database, input: z.output<Schema>, who: StaffMember) => Promise<WorkResult>,
  ) {
    return formAction(request, {
      name: `lead-${intent as string}`,
      fields: LEAD_INTENT_FIELDS[intent as LeadIntent],
      schema,
      failedMessage: FAILED,
      save: async (db, input) => {
        const result = await save(db, input, staff);
        if (!result.ok) refuse(result);
        return {
          result: { intent },
          redirectTo: `/admin/leads/${leadId}?done=${intent as string}`,
        };
      },
    });
  }

  switch (intent) {
    case "status":
      return run(statusSchema, (db, input, who) =>
        changeLeadStatus(db, who, leadId, input.status, context),
      );
    case "owner":
      return run(ownerSchema, (db, input, who) =>
        assignLeadOwner(db, who, leadId, input.ownerId || null, context),
      );
    case "next-action":
      return run(nextActionSchema, (db, input, who) =>
        setLeadNextAction(db, who, leadId, input.nextActionOn || null, context),
      );
    case "note":
      return run(noteSchema, (db, input, who) => addLeadNote(db, who, leadId, input.note, context));
  }
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const failure =
    actionData && !actionData.ok
      ? {
          ...(actionData as FormFailure),
          intent: isIntent(actionData.values.intent) ? actionData.values.intent : null,
        }
      : null;
  return (
    <LeadPage
      lead={loaderData.lead}
      timeline={loaderData.timeline}
      staff={loaderData.staff}
      done={failure ? null : loaderData.done}
      failure={failure}
    />
  );
}
