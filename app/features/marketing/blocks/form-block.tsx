import { ContactForm } from "~/features/contact/contact-form";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { PlaybookDownloadForm } from "~/features/playbooks/playbook-download-form";

import type { BlockOf } from "./page-block";

/**
 * One of the site's own forms on a page. It posts to the form's own address, which checks,
 * stores and answers it exactly as there (with a reference, and the form again with what
 * was typed when something is refused), so the page itself needs no JavaScript. The contact
 * and playbook forms carry a key that makes a repeated send count once: `formKey`, made for
 * this visitor (the page is then kept by no shared cache). Without it they are not drawn.
 */
export function FormBlock({
  block,
  formKey,
}: {
  block: BlockOf<"formBlock">;
  formKey: string | null;
}) {
  const id = `block-${block._key}`;
  const form =
    block.form === "newsletter" ? (
      <NewsletterSignup source="page" id={`${id}-newsletter`} />
    ) : block.form === "contact" && formKey ? (
      <ContactForm idempotencyKey={formKey} result={undefined} action="/contact" />
    ) : block.form === "playbook" && formKey && block.playbook?.slug ? (
      <PlaybookDownloadForm
        idempotencyKey={formKey}
        action={`/insights/articles/${block.playbook.slug}/download`}
      />
    ) : null;
  if (!form) return null;
  return (
    <section aria-labelledby={id} className="container-page py-16">
      <div className="mx-auto max-w-2xl rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-10">
        <h2
          id={id}
          className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
        >
          {block.heading}
        </h2>
        {block.text ? <p className="mt-3 text-lg text-ink-600">{block.text}</p> : null}
        <div className="mt-6">{form}</div>
      </div>
    </section>
  );
}
