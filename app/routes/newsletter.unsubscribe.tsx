import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter.unsubscribe";
import { tokenSchema } from "~/features/newsletter/newsletter-schema";
import { unsubscribe } from "~/features/newsletter/newsletter.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { pageMeta } from "~/lib/seo";

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Unsubscribe", description: "" }, noindex: true });

async function run(request: Request) {
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  if (!token.success) return "invalid" as const;
  return unsubscribe(await requireDatabase(), token.data);
}

// The link in every mail: one click unsubscribes (decision 008).
export async function loader({ request }: Route.LoaderArgs) {
  return { outcome: await run(request) };
}

// RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the same URL.
export async function action({ request }: Route.ActionArgs) {
  const outcome = await run(request);
  return data({ outcome }, { status: outcome === "invalid" ? 404 : 200 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? loaderData.outcome;
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
