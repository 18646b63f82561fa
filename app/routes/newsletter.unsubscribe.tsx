import { data, Form, Link } from "react-router";

import { linkTokenStatus, unsubscribe } from "~/features/newsletter/newsletter.server";
import { linkToken, postedLinkToken } from "~/features/newsletter/newsletter-schema";
import { requireDatabase } from "~/lib/db/require-database.server";
import { readFormData } from "~/lib/http/request-body.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/newsletter.unsubscribe";

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Unsubscribe", description: "" }, noindex: true });

// Opening the link in a mail only shows the button: mail scanners fetch (GET, HEAD) every
// link, and must not unsubscribe the reader (decision 026).
export async function loader({ request }: Route.LoaderArgs) {
  const token = linkToken(request);
  if (!token) return { outcome: "invalid" as const };
  const status = await linkTokenStatus(await requireDatabase(), "unsubscribe", token);
  if (status === null) return { outcome: "invalid" as const };
  return status === "unsubscribed"
    ? { outcome: "unsubscribed" as const }
    : { outcome: "ask" as const, token };
}

// The button's post (token in the form) and the RFC 8058 one-click post mail clients send
// to the List-Unsubscribe address ("List-Unsubscribe=One-Click", token in the URL).
export async function action({ request }: Route.ActionArgs) {
  // Read within the form cap; a refused body (too large, not a form) leaves the URL's token.
  const token = postedLinkToken(request, await readFormData(request).catch(() => null));
  const outcome = token ? await unsubscribe(await requireDatabase(), token) : "invalid";
  return data({ outcome }, { status: outcome === "invalid" ? 404 : 200 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.outcome;
  if (outcome === "ask" && loaderData.outcome === "ask") {
    return (
      <section className="container-page py-16">
        <h1 className="font-display text-3xl font-bold text-ink-900">Unsubscribe</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">
          Stop receiving the Near Genius newsletter at this address?
        </p>
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary">
            Unsubscribe
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">
        {outcome === "unsubscribed" ? "You are unsubscribed" : "Link not valid"}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-700">
        {outcome === "unsubscribed"
          ? "You will not receive the Near Genius newsletter any more."
          : "This unsubscribe link is not valid. If you still receive our emails, reply to one and we will remove you."}
      </p>
      <Link to="/" className="btn-secondary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
