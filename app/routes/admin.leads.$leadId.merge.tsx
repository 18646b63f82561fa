import { eq, sql } from "drizzle-orm";
import { data } from "react-router";

import { isLeadId, loadLead } from "~/features/sales-inbox/lead-detail.server";
import {
  mergeLeads,
  type MergeRefusal,
  mergeSchema,
  referencesOf,
} from "~/features/sales-inbox/lead-merge.server";
import { MergePage, type MergeSide } from "~/features/sales-inbox/merge-page";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import type { Database } from "~/lib/db/client.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { leadEvents } from "~/lib/db/schema";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import type { FormFailure } from "~/lib/forms/form-result";

import type { Route } from "./+types/admin.leads.$leadId.merge";

// Merging a lead with a possible duplicate (decision 099): sales and admins; recruiters work
// the talent pool, not the pipeline.

export const meta = () => staffMeta("Merge two leads");

const MERGERS = ["sales"] as const;

async function side(db: Database, leadId: string): Promise<MergeSide | null> {
  const lead = await loadLead(db, leadId);
  if (!lead) return null;
  const [[events], references] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId)),
    referencesOf(db, leadId),
  ]);
  return {
    id: lead.id,
    reference: lead.reference,
    name: lead.companyName || lead.contactName || lead.email,
    email: lead.email,
    contactName: lead.contactName,
    status: lead.status,
    ownerName: lead.ownerName,
    createdAt: lead.createdAt.toISOString(),
    lastActivityAt: lead.lastActivityAt.toISOString(),
    events: events?.count ?? 0,
    references,
  };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { roles: MERGERS });
  const otherId = new URL(request.url).searchParams.get("with") ?? "";
  if (!isLeadId(otherId) || otherId === params.leadId) {
    throw data({ reason: "not_found" }, { status: 404 });
  }
  const db = await requireDatabase();
  const [current, other] = await Promise.all([side(db, params.leadId), side(db, otherId)]);
  if (!current || !other) throw data({ reason: "not_found" }, { status: 404 });
  return { current, other };
}

const REFUSALS: Record<Exclude<MergeRefusal, "wrong_confirmation">, string> = {
  not_found: "One of the two leads no longer exists: it may have been merged already.",
  same_lead: "Choose two different leads.",
  both_shortlist_drafts:
    "Both leads have a shortlist being drafted. Send or empty one of them first, then merge.",
  same_interview:
    "Both leads have booked the same engineer for the same role. Cancel one interview first.",
};

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, { roles: MERGERS });
  const otherId = new URL(request.url).searchParams.get("with") ?? "";
  return formAction(request, {
    name: "lead-merge",
    fields: ["survivorId", "confirmation"],
    schema: mergeSchema,
    failedMessage: "The leads were not merged. Please try again.",
    save: async (db, input) => {
      const pair = [params.leadId, otherId];
      if (!pair.includes(input.survivorId)) {
        throw new FormRefusal(422, {
          fieldErrors: {
            survivorId: { code: "not_allowed", message: "Choose one of the two leads to keep." },
          },
        });
      }
      const mergedId = pair.find((id) => id !== input.survivorId)!;
      const result = await mergeLeads(
        db,
        staff,
        { survivorId: input.survivorId, mergedId, confirmation: input.confirmation },
        { ipAddress: staffRequestAddress(request) },
      );
      if (!result.ok) {
        if (result.reason === "wrong_confirmation") {
          const merged = await loadLead(db, mergedId);
          throw new FormRefusal(422, {
            fieldErrors: {
              confirmation: {
                code: "invalid",
                message: `Type ${merged?.reference ?? "the reference"}, the reference of the lead that goes away.`,
              },
            },
          });
        }
        throw new FormRefusal(409, {
          formError: { code: "conflict", message: REFUSALS[result.reason] },
        });
      }
      return {
        result: { survivorId: result.survivorId },
        redirectTo: `/admin/leads/${result.survivorId}?done=merged`,
      };
    },
  });
}

export default function MergeLeads({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? (actionData as FormFailure) : null;
  return (
    <MergePage
      current={loaderData.current}
      other={loaderData.other}
      values={failure?.values ?? {}}
      fieldErrors={failure?.fieldErrors ?? {}}
      formError={failure?.formError}
    />
  );
}
