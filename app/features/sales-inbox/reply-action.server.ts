import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { loadReplySignature, replySignatureFor } from "~/features/notifications/mail-copy.server";
import { env } from "~/lib/env.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";

import { previewReply, type ReplySettings, sendReply } from "./lead-replies.server";
import { LEAD_INTENT_FIELDS } from "./lead-work";
import type { Staff, WorkContext } from "./lead-work.server";
import { type ReplyPreview, replySchema } from "./reply-schema";

// The reply box's post: "preview" answers the mail as it will go out and writes nothing but
// the lead's reply token; "send" queues it and reloads the page with the confirmation.

const GONE = "This lead no longer exists.";

type ReplyResult =
  | { intent: "reply"; preview: ReplyPreview; values: { subject: string; body: string } }
  | { intent: "reply" };

export async function replyAction(
  request: Request,
  leadId: string,
  staff: Staff,
  context: WorkContext,
) {
  return formAction<typeof replySchema, ReplyResult>(request, {
    name: "lead-reply",
    fields: LEAD_INTENT_FIELDS.reply,
    schema: replySchema,
    failedMessage: "The reply was not sent. Please try again.",
    save: async (db, input) => {
      const settings: ReplySettings = {
        replyDomain: env().REPLY_DOMAIN,
        signature: replySignatureFor(await loadReplySignature(), staff.name || staff.email),
      };
      const refuseGone = () =>
        new FormRefusal(404, { formError: { code: "conflict", message: GONE } });
      if (input.step === "preview") {
        const preview = await previewReply(db, staff, leadId, input, settings);
        if (!preview) throw refuseGone();
        return {
          result: {
            intent: "reply" as const,
            preview,
            values: { subject: input.subject, body: input.body },
          },
        };
      }
      const sent = await sendReply(db, staff, leadId, input, settings, context);
      if (!sent.ok) throw refuseGone();
      kickMailWorker();
      return {
        result: { intent: "reply" as const },
        redirectTo: `/admin/leads/${leadId}?done=reply`,
      };
    },
  });
}
