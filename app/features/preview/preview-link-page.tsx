import { Link } from "react-router";

export type PreviewLinkState = "expired" | "active" | "none";

const COPY: Record<PreviewLinkState, { title: string; body: string }> = {
  expired: {
    title: "This preview link does not work any more",
    body: "Preview links last 24 hours, and a changed signing key ends them sooner. Ask the person who sent it for a new one.",
  },
  active: {
    title: "You are previewing drafts",
    body: "Every page of the site shows its unpublished drafts until you leave the preview or it expires.",
  },
  none: {
    title: "Draft preview",
    body: "Unpublished drafts are shown to editors through a preview link from the Near Genius staff area.",
  },
};

/** What /preview answers when it is not redirecting into a preview. */
export function PreviewLinkPage({ state }: { state: PreviewLinkState }) {
  const { title, body } = COPY[state];
  return (
    <div className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-ink-600">{body}</p>
        <Link to="/" className="btn-primary mt-8">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
