import { z } from "~/lib/forms/zod";

// A staff member's reply to a lead, written on the lead's page: the page and the server read
// the same limits and messages.

export const REPLY_SUBJECT_MAX = 150;
export const REPLY_BODY_MAX = 10_000;

/** "preview" shows the mail as it will go out; "send" queues it. */
export const REPLY_STEPS = ["preview", "send"] as const;

export const replySchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { message: "Write a subject." })
    .max(REPLY_SUBJECT_MAX, {
      message: `A subject can be up to ${REPLY_SUBJECT_MAX} characters.`,
    })
    .refine((value) => !/[\r\n]/.test(value), { message: "Keep the subject on one line." }),
  body: z
    .string()
    .trim()
    .min(1, { message: "Write the reply before sending it." })
    .max(REPLY_BODY_MAX, {
      message: `A reply can be up to ${REPLY_BODY_MAX.toLocaleString("en-US")} characters.`,
    }),
  step: z.enum(REPLY_STEPS, { message: "Choose Preview or Send." }),
});

export type ReplyInput = z.output<typeof replySchema>;

/** The subject the box starts with: the lead's reference, which threads the answers too. */
export function defaultReplySubject(reference: string): string {
  return `Your enquiry with Near Genius (${reference})`;
}

/** The subject as sent: the lead's reference is added when the writer left it out. */
export function subjectWithReference(subject: string, reference: string): string {
  const trimmed = subject.trim();
  return trimmed.includes(reference) ? trimmed : `${trimmed} (${reference})`;
}

/** What the preview shows: the mail exactly as the queue will send it. */
export interface ReplyPreview {
  fromName: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}
