import { Link } from "react-router";

import { readLeadId } from "~/features/lead/lead-session.server";
import { agreedConsent } from "~/features/lead-capture/consent-texts.server";
import { leadFormAction } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { subscribe } from "~/features/newsletter/newsletter.server";
import {
  NEWSLETTER_FIELDS,
  NEWSLETTER_MESSAGES,
  newsletterSchema,
} from "~/features/newsletter/newsletter-schema";
import { NewsletterSignup } from "~/features/newsletter/newsletter-signup";
import { leadFormRoute } from "~/lib/forms/lead-form-route";
import { pageMeta } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/newsletter.subscribe";

// A utility page: titled like every page, kept out of search indexes.
const form = leadFormRoute({
  name: "newsletter",
  fields: NEWSLETTER_FIELDS,
  failedMessage: NEWSLETTER_MESSAGES.failed,
});

export const headers = form.headers;

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Newsletter", description: "" }, noindex: true });

const DONE = "subscribed";

// The box lives on the articles page; this page answers its plain (no-JavaScript) posts.
// It also renders the loader after a post, so it cannot redirect a bare visit away: it
// shows the box on its own instead.
export function loader({ request }: Route.LoaderArgs) {
  return { subscribed: new URL(request.url).searchParams.get(DONE) === "1" };
}

export function action({ request }: Route.ActionArgs) {
  return leadFormAction(request, {
    ...form.definition,
    schema: newsletterSchema,
    save: async (db, input) => {
      const consent = await agreedConsent(db, "newsletter", input.consentVersion, "email");
      await subscribe(
        db,
        { email: input.email, consent, source: input.source },
        siteOrigin(request),
        { leadId: await readLeadId(request) },
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
  return form.clientAction(args);
}

/** The confirmation after a plain post, or the box (again, with what went wrong). */
export default function NewsletterSubscribed({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const subscribed = !failure && loaderData.subscribed;
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">
        {subscribed
          ? "Thanks for subscribing!"
          : failure
            ? "Subscription not completed"
            : "Subscribe to our newsletter"}
      </h1>
      {subscribed ? (
        <p role="status" className="mt-4 max-w-2xl text-lg text-ink-700">
          {NEWSLETTER_MESSAGES.checkInbox}
        </p>
      ) : (
        <div id="newsletter" className="mt-6 max-w-2xl">
          <NewsletterSignup
            source={failure?.values.source || "newsletter-page"}
            failure={failure}
          />
        </div>
      )}
      <Link to="/insights/articles" className="btn-secondary mt-8">
        Back to articles
      </Link>
    </section>
  );
}
