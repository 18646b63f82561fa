import { Link } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { confirmSubscription } from "~/features/newsletter/newsletter.server";
import { tokenSchema } from "~/features/newsletter/newsletter-schema";
import { requireDatabase } from "~/lib/db/require-database.server";
import { pageMeta } from "~/lib/seo";

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, { seo: { title: "Confirm subscription", description: "" }, noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  if (!token.success) return { outcome: "invalid" as const };
  const db = await requireDatabase();
  return { outcome: await confirmSubscription(db, token.data) };
}

const TEXT = {
  confirmed: ["Subscription confirmed", "Thank you! You will receive the Near Genius newsletter."],
  "already-confirmed": ["Already confirmed", "Your subscription was already confirmed."],
  invalid: [
    "Link not valid",
    "This confirmation link is not valid any more. Subscribe again from the articles page.",
  ],
} as const;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const [title, body] = TEXT[loaderData.outcome];
  return (
    <section className="container-page py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-700">{body}</p>
      <Link to="/insights/articles" className="btn-secondary mt-8">
        Read our articles
      </Link>
    </section>
  );
}
