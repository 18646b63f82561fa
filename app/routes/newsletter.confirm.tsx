import { data, Form, Link } from "react-router";

import { confirmSubscription, linkTokenStatus } from "~/features/newsletter/newsletter.server";
import { linkToken, postedLinkToken } from "~/features/newsletter/newsletter-schema";
import { requireDatabase } from "~/lib/db/require-database.server";
import { readFormData } from "~/lib/http/request-body.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/newsletter.confirm";

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Confirm subscription", description: "" }, noindex: true });

// Opening the link only shows the button: mail scanners fetch (GET, HEAD) every link in a
// message, and a confirmation they could click would not be the reader's (decision 026).
export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  if (!token) return { outcome: "invalid" as const };
  const status = await linkTokenStatus(await requireDatabase(), "confirm", token);
  if (status === "pending") return { outcome: "ask" as const, token };
  return {
    outcome: status === "confirmed" ? ("already-confirmed" as const) : ("invalid" as const),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // Read within the form cap; a refused body (too large, not a form) leaves the URL's token.
  const token = postedLinkToken(request, await readFormData(request).catch(() => null));
  const outcome = token ? await confirmSubscription(await requireDatabase(), token) : "invalid";
  return data({ outcome }, { status: outcome === "invalid" ? 404 : 200 });
}

const TEXT = {
  ask: [
    "Confirm your subscription",
    "Confirm that you want to receive the Near Genius newsletter.",
  ],
  confirmed: ["Subscription confirmed", "Thank you! You will receive the Near Genius newsletter."],
  "already-confirmed": ["Already confirmed", "Your subscription was already confirmed."],
  invalid: [
    "Link not valid",
    "This confirmation link is not valid any more. Subscribe again from the articles page.",
  ],
} as const;

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const [title, body] = TEXT[outcome];
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-700">{body}</p>
      {outcome === "ask" && loaderData.outcome === "ask" ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary">
            Confirm subscription
          </button>
        </Form>
      ) : (
        <Link to="/insights/articles" className="btn-secondary mt-8">
          Read our articles
        </Link>
      )}
    </section>
  );
}
