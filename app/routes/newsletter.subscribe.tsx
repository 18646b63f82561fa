import { Link, redirect } from "react-router";
import type { Route } from "./+types/newsletter.subscribe";
import { NEWSLETTER_CONSENT_TEXT } from "~/features/lead-capture/consent";
import { leadFormAction } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import {
  NEWSLETTER_FIELDS,
  NEWSLETTER_MESSAGES,
  newsletterSchema,
} from "~/features/newsletter/newsletter-schema";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { subscribe } from "~/features/newsletter/newsletter.server";
import { submitWithFallback } from "~/lib/forms/client-action";
import { pageMeta } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin.server";

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Newsletter", description: "" }, noindex: true });

const DONE = "subscribed";

// The box lives on the articles page; a bookmarked or refreshed address goes back there,
// except the confirmation a plain (no-JavaScript) subscription is redirected to.
export function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get(DONE) === "1") return { subscribed: true };
  throw redirect("/insights/articles#newsletter");
}

export function action({ request }: Route.ActionArgs) {
  return leadFormAction(request, {
    name: "newsletter",
    fields: NEWSLETTER_FIELDS,
    schema: newsletterSchema,
    failedMessage: NEWSLETTER_MESSAGES.failed,
    save: async (db, input) => {
      await subscribe(
        db,
        { email: input.email, consentText: NEWSLETTER_CONSENT_TEXT, source: input.source },
        siteOrigin(request),
      );
      kickMailWorker();
      return {
        result: { message: NEWSLETTER_MESSAGES.checkInbox },
        redirectTo: `/newsletter/subscribe?${DONE}=1`,
      };
    },
  });
}

export function clientAction(args: Route.ClientActionArgs) {
  return submitWithFallback(args, {
    name: "newsletter",
    fields: NEWSLETTER_FIELDS,
    failedMessage: NEWSLETTER_MESSAGES.failed,
  });
}

/** Shown only without JavaScript: the confirmation, or the box again with what went wrong. */
export default function NewsletterSubscribed({ actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">
        {failure ? "Subscription not completed" : "Thanks for subscribing!"}
      </h1>
      {failure ? (
        <div id="newsletter" className="mt-6 max-w-2xl">
          <NewsletterSignup source={failure.values.source || "newsletter-page"} failure={failure} />
        </div>
      ) : (
        <p role="status" className="mt-4 max-w-2xl text-lg text-ink-700">
          {NEWSLETTER_MESSAGES.checkInbox}
        </p>
      )}
      <Link to="/insights/articles" className="btn-secondary mt-8">
        Back to articles
      </Link>
    </section>
  );
}
