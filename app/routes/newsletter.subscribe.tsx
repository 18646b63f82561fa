import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/newsletter.subscribe";
import { NEWSLETTER_CONSENT_TEXT } from "~/features/lead-capture/consent";
import { fieldErrors } from "~/features/lead-capture/form-errors";
import { formString, guardSubmission } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "~/features/newsletter/newsletter-schema";
import type { NewsletterActionData } from "~/features/newsletter/newsletter-signup";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { describeDatabaseError, getDatabase } from "~/lib/db/client.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { pageMeta } from "~/lib/seo";

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Newsletter", description: "" }, noindex: true });

// The box lives on the articles page; a bookmarked or refreshed address goes back there.
export function loader() {
  return redirect("/insights/articles#newsletter");
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const email = formString(formData, "email");
  const fail = (status: number, message: string, headers?: Record<string, string>) =>
    data<NewsletterActionData>({ ok: false, message, email }, { status, headers });
  let db;
  try {
    db = await getDatabase();
  } catch (error) {
    console.error(`[newsletter] database unavailable: ${describeDatabaseError(error)}`);
    return fail(503, NEWSLETTER_MESSAGES.failed);
  }
  try {
    const blocked = await guardSubmission(db, request, "newsletter", formData);
    if (blocked) return fail(blocked.status, blocked.message, blocked.headers);
    const parsed = newsletterSchema.safeParse({ email, source: formString(formData, "source") });
    if (!parsed.success)
      return fail(400, Object.values(fieldErrors(parsed.error))[0] ?? NEWSLETTER_MESSAGES.failed);
    await subscribe(
      db,
      {
        email: parsed.data.email,
        consentText: NEWSLETTER_CONSENT_TEXT,
        source: parsed.data.source,
      },
      siteOrigin(request),
    );
    kickMailWorker();
    return { ok: true, message: NEWSLETTER_MESSAGES.checkInbox } satisfies NewsletterActionData;
  } catch (error) {
    console.error(`[newsletter] subscribe failed: ${describeDatabaseError(error)}`);
    return fail(500, NEWSLETTER_MESSAGES.failed);
  }
}

/** Shown only without JavaScript, when the box posted here as a normal form. */
export default function NewsletterSubscribed({ actionData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">
        {actionData?.ok ? "Thanks for subscribing!" : "Subscription not completed"}
      </h1>
      <p role={actionData?.ok ? "status" : "alert"} className="mt-4 max-w-2xl text-lg text-ink-700">
        {actionData?.message}
      </p>
      <Link to="/insights/articles" className="btn-secondary mt-8">
        Back to articles
      </Link>
    </section>
  );
}
