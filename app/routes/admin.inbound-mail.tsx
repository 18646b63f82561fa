import { eq } from "drizzle-orm";

import {
  threadSchema,
  threadUnmatched,
  unmatchedMail,
} from "~/features/sales-inbox/lead-messages.server";
import { UnmatchedMailPage } from "~/features/sales-inbox/unmatched-mail-page";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { leads } from "~/lib/db/schema";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import type { FormFailure } from "~/lib/forms/form-result";

import type { Route } from "./+types/admin.inbound-mail";

// Inbound mail no reply token matched, for admins to thread onto the right lead.

export const meta = () => staffMeta("Unmatched mail");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: "admin" });
  const db = await requireDatabase();
  const threadedId = new URL(request.url).searchParams.get("threaded");
  const mail = await unmatchedMail(db);
  let threaded: { id: string; reference: string } | null = null;
  if (threadedId && /^[0-9a-f-]{36}$/i.test(threadedId)) {
    const [lead] = await db
      .select({ id: leads.id, reference: leads.reference })
      .from(leads)
      .where(eq(leads.id, threadedId));
    threaded = lead ?? null;
  }
  return { mail, threaded };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  return formAction(request, {
    name: "inbound-mail-thread",
    fields: ["messageId", "reference"],
    schema: threadSchema,
    failedMessage: "The mail was not threaded. Please try again.",
    save: async (db, input) => {
      const result = await threadUnmatched(db, staff, input.messageId, input.reference, {
        ipAddress: staffRequestAddress(request),
      });
      if (!result.ok) {
        if (result.reason === "no_lead") {
          throw new FormRefusal(422, {
            fieldErrors: {
              reference: { code: "not_allowed", message: "No lead has this reference." },
            },
          });
        }
        throw new FormRefusal(409, {
          formError: {
            code: "conflict",
            message: "This mail was threaded already, or is no longer stored.",
          },
        });
      }
      return {
        result: { leadId: result.leadId },
        redirectTo: `/admin/inbound-mail?threaded=${result.leadId}`,
      };
    },
  });
}

export default function InboundMail({ loaderData, actionData }: Route.ComponentProps) {
  const failure =
    actionData && !actionData.ok
      ? {
          ...(actionData as FormFailure),
          messageId: actionData.values.messageId ?? null,
        }
      : null;
  return (
    <UnmatchedMailPage mail={loaderData.mail} threaded={loaderData.threaded} failure={failure} />
  );
}
