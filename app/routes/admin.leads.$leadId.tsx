import { data, redirect } from "react-router";
import type { z } from "zod";

import { readDraft } from "~/features/briefing/briefing-draft";
import { briefingSummary } from "~/features/briefing/briefing-summary";
import { guaranteeBadge, guaranteeMissed } from "~/features/guarantee/guarantee";
import { leadGuarantee, waiveGuarantee } from "~/features/guarantee/guarantee-clock.server";
import { waiveGuaranteeSchema } from "~/features/guarantee/guarantee-schema";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { pastCallsOf, recordCallOutcome } from "~/features/sales-inbox/call-outcome.server";
import { duplicatesOf } from "~/features/sales-inbox/duplicates.server";
import { loadLeadDetail } from "~/features/sales-inbox/lead-detail.server";
import { survivorOf } from "~/features/sales-inbox/lead-merge.server";
import { LeadPage } from "~/features/sales-inbox/lead-page";
import {
  callOutcomeSchema,
  isLeadDone,
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
import { replyAction } from "~/features/sales-inbox/reply-action.server";
import type { ReplyPreview } from "~/features/sales-inbox/reply-schema";
import { buildTimeline } from "~/features/sales-inbox/timeline";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import {
  requireStaff,
  type StaffMember,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import { talentPoolSchema } from "~/features/talent/candidate-from-application";
import {
  addApplicationToTalentPool,
  talentPoolApplications,
} from "~/features/talent/candidate-from-application.server";
import type { Database } from "~/lib/db/client.server";
import type { StaffRole } from "~/lib/db/enums";
import { requireDatabase } from "~/lib/db/require-database.server";
import { env } from "~/lib/env.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import type { FormFailure } from "~/lib/forms/form-result";
import { siteOrigin } from "~/lib/site-origin.server";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import type { Route } from "./+types/admin.leads.$leadId";

// One lead's page: its details, job applications, 48-hour guarantee and timeline, and the
// forms that change its status, owner, next action date and notes, that add an application
// to the talent pool (recruiters and admins) and that waive the guarantee (admins). Each form posts here; a saved change redirects back with
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

/** Who may add an application to the talent pool; admins always may. */
const TALENT_POOL_ROLES: readonly StaffRole[] = ["recruiter"];

export async function loader({ request, params }: Route.LoaderArgs) {
  const reader = await requireStaff(request);
  const db = await requireDatabase();
  const now = new Date();
  const [detail, staff, clock] = await Promise.all([
    loadLeadDetail(db, params.leadId, briefingSections),
    listStaff(db),
    leadGuarantee(db, params.leadId),
  ]);
  if (!detail) {
    // A lead merged into another lives on in its survivor: old links and bookmarks land there.
    const survivor = await survivorOf(db, params.leadId);
    if (survivor) throw redirect(`/admin/leads/${survivor}`);
    throw data({ reason: "not_found" }, { status: 404 });
  }
  const { lead } = detail;
  const { applications, positions } = await talentPoolApplications(db, lead.id);
  const done = new URL(request.url).searchParams.get("done");
  const [pastCalls, duplicates] = await Promise.all([
    pastCallsOf(db, lead.id, now),
    duplicatesOf(db, lead.id),
  ]);
  return {
    lead: {
      ...lead,
      createdAt: lead.createdAt.toISOString(),
      lastActivityAt: lead.lastActivityAt.toISOString(),
    },
    timeline: buildTimeline(detail.events, detail.context),
    staff: staff.map(({ id, name, email }) => ({ id, name, email })),
    applications,
    positions,
    canAddToTalentPool: reader.role === "admin" || TALENT_POOL_ROLES.includes(reader.role),
    guarantee: clock
      ? {
          briefingId: clock.briefingId,
          reference: clock.reference,
          startedAt: clock.startedAt.toISOString(),
          dueAt: clock.dueAt.toISOString(),
          stoppedAt: clock.stoppedAt?.toISOString() ?? null,
          waivedAt: clock.waivedAt?.toISOString() ?? null,
          waiveReason: clock.waiveReason,
          waivedByName: clock.waivedByName,
          badge: guaranteeBadge(clock, now),
          missed: guaranteeMissed(clock, now),
        }
      : null,
    canWaiveGuarantee: reader.role === "admin",
    pastCalls,
    duplicates,
    repliesThread: Boolean(env().REPLY_DOMAIN),
    done: isLeadDone(done) ? done : null,
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
    case "reply":
      return replyAction(request, leadId, staff, context);
    case "talent-pool":
      return addToTalentPool(request, leadId, context);
    case "guarantee-waive":
      return waive(request, leadId, context);
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
    case "call-outcome":
      return formAction(request, {
        name: "lead-call-outcome",
        fields: LEAD_INTENT_FIELDS["call-outcome"],
        schema: callOutcomeSchema,
        failedMessage: FAILED,
        save: async (db, input) => {
          const result = await recordCallOutcome(db, staff, leadId, input, context);
          if (!result.ok) {
            throw new FormRefusal(409, {
              formError: { code: "conflict", message: CALL_REFUSALS[result.reason] },
            });
          }
          return {
            result: { intent: "call-outcome" },
            redirectTo: `/admin/leads/${leadId}?done=call-outcome`,
          };
        },
      });
  }
}

const CALL_REFUSALS = {
  not_found: "This call is no longer on this lead.",
  not_yet: "This call has not started yet: record what happened once it has.",
  already_recorded: "What happened at this call was already recorded.",
  cancelled: "This call was cancelled by the visitor.",
} as const;

const CLOCK_GONE = "This briefing's guarantee clock is no longer on this lead.";

async function waive(request: Request, leadId: string, context: { ipAddress: string | null }) {
  // Waiving gives up what the client was promised: admins only.
  const staff = await requireStaff(request, { role: "admin" });
  return formAction(request, {
    name: "lead-guarantee-waive",
    fields: LEAD_INTENT_FIELDS["guarantee-waive"],
    schema: waiveGuaranteeSchema,
    failedMessage: FAILED,
    save: async (db, input) => {
      const result = await waiveGuarantee(db, {
        leadId,
        briefingId: input.briefingId,
        staffUserId: staff.id,
        reason: input.reason,
        now: new Date(),
        ipAddress: context.ipAddress,
      });
      if (!result.ok) {
        throw new FormRefusal(409, {
          formError: {
            code: "conflict",
            message:
              result.reason === "already_waived"
                ? "This guarantee was already waived."
                : result.reason === "not_allowed"
                  ? "Only admins can waive the guarantee."
                  : CLOCK_GONE,
          },
        });
      }
      return {
        result: { intent: "guarantee-waive" },
        redirectTo: `/admin/leads/${leadId}?done=guarantee-waive`,
      };
    },
  });
}

const APPLICATION_GONE = "This application is no longer on this lead.";

async function addToTalentPool(
  request: Request,
  leadId: string,
  context: { ipAddress: string | null },
) {
  // Sales reads the applications but does not recruit.
  const staff = await requireStaff(request, { roles: TALENT_POOL_ROLES });
  return formAction(request, {
    name: "lead-talent-pool",
    fields: LEAD_INTENT_FIELDS["talent-pool"],
    schema: talentPoolSchema,
    failedMessage: FAILED,
    save: async (db, input) => {
      const result = await addApplicationToTalentPool(
        db,
        await fileStorageFromEnv(),
        { ...input, leadId },
        { staff, siteOrigin: siteOrigin(request), ipAddress: context.ipAddress },
      );
      if (!result.ok) {
        if (result.reason === "unknown_role") {
          throw new FormRefusal(422, {
            fieldErrors: {
              role: { code: "not_allowed", message: "Choose the roles from the list." },
            },
          });
        }
        throw new FormRefusal(404, {
          formError: { code: "conflict", message: APPLICATION_GONE },
        });
      }
      if (result.created) kickMailWorker();
      const done = result.created ? "talent-pool" : "talent-pool-existing";
      return {
        result: { intent: "talent-pool", candidateId: result.candidateId },
        redirectTo: `/admin/leads/${leadId}?done=${done}`,
      };
    },
  });
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
      applications={loaderData.applications}
      positions={loaderData.positions}
      canAddToTalentPool={loaderData.canAddToTalentPool}
      guarantee={loaderData.guarantee}
      canWaiveGuarantee={loaderData.canWaiveGuarantee}
      pastCalls={loaderData.pastCalls}
      duplicates={loaderData.duplicates}
      reply={{
        threads: loaderData.repliesThread,
        preview:
          actionData?.ok && "preview" in actionData ? (actionData.preview as ReplyPreview) : null,
        values:
          actionData?.ok && "values" in actionData
            ? (actionData.values as { subject: string; body: string })
            : {},
      }}
      done={failure ? null : loaderData.done}
      failure={failure}
    />
  );
}
