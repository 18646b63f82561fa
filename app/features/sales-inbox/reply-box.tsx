import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import type { FieldError } from "~/lib/forms/form-result";

import {
  defaultReplySubject,
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  type ReplyPreview,
} from "./reply-schema";

// The lead page's reply box: plain text, previewed as it will go out (sender, Reply-To,
// subject with the reference, signature) before it is sent. Both buttons post the same form,
// so a half-written reply survives a preview, and a refused one comes back as typed. The
// preview is the first button: Enter in the subject previews, never sends.

export interface ReplyBoxProps {
  email: string;
  reference: string;
  /** Whether answers thread back onto this lead (REPLY_DOMAIN is set). */
  threads: boolean;
  preview: ReplyPreview | null;
  values: { subject?: string; body?: string };
  errors: Record<string, FieldError>;
}

export function ReplyBox({ email, reference, threads, preview, values, errors }: ReplyBoxProps) {
  return (
    <form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="reply" />
      <p className="text-sm text-ink-700">
        To <span className="font-semibold break-all text-ink-900">{email}</span>
        {threads
          ? ". Their answer comes back to this timeline."
          : ". Answers reach the team mailbox only: set REPLY_DOMAIN to thread them here."}
      </p>
      <TextField
        name="subject"
        id="reply-subject"
        label="Subject"
        required
        maxLength={REPLY_SUBJECT_MAX}
        hint={`The reference ${reference} is added if you take it out.`}
        defaultValue={values.subject ?? defaultReplySubject(reference)}
        error={errors.subject}
      />
      <TextareaField
        name="body"
        id="reply-body"
        label="Message"
        required
        rows={8}
        maxLength={REPLY_BODY_MAX}
        hint="Plain text. Your name and the signature are added below it."
        defaultValue={values.body ?? ""}
        error={errors.body}
      />
      {preview ? (
        <section
          aria-labelledby="reply-preview-title"
          className="rounded-control border border-brand-200 bg-brand-50/50 p-3"
        >
          <h3 id="reply-preview-title" className="text-sm font-semibold text-ink-900">
            Preview: the mail as it will be sent
          </h3>
          <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="text-ink-600">From</dt>
            <dd className="break-words text-ink-900">{preview.fromName}</dd>
            <dt className="text-ink-600">To</dt>
            <dd className="break-all text-ink-900">{preview.to}</dd>
            <dt className="text-ink-600">Reply-To</dt>
            <dd className="break-all text-ink-900">{preview.replyTo ?? "The team mailbox"}</dd>
            <dt className="text-ink-600">Subject</dt>
            <dd className="break-words text-ink-900">{preview.subject}</dd>
          </dl>
          <pre className="mt-3 rounded-control border border-ink-200 bg-white p-3 font-sans text-sm whitespace-pre-wrap text-ink-900">
            {preview.text}
          </pre>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="step" value="preview" className="btn-secondary">
          Preview
        </button>
        <button type="submit" name="step" value="send" className="btn-primary">
          Send reply
        </button>
      </div>
    </form>
  );
}
