import { Icon } from "~/components/icon";

type ServiceUnavailablePageProps = {
  status: number;
  /** Which dependency failed: "database", "content" or unknown. */
  reason?: string;
  /** The address to load again. */
  retryHref: string;
};

// This page must render when the CMS itself is down, so its copy cannot come from
// the content layer; it is the one place with hard-coded prose.
export function ServiceUnavailablePage({ status, reason, retryHref }: ServiceUnavailablePageProps) {
  const what =
    reason === "database"
      ? "We can't reach our database right now."
      : reason === "content"
        ? "We can't load this page's content right now."
        : "Something went wrong on our side.";
  return (
    <div className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-danger-700">
          Error {status}
        </p>
        <h1 className="mt-3 font-display text-4xl font-bold tracking-tight text-ink-900">
          This page is temporarily unavailable
        </h1>
        <p className="mt-4 text-lg text-ink-600">{what} Please try again in a minute.</p>
        <a href={retryHref} className="btn-primary mt-8">
          <Icon name="refresh-cw" className="size-4" />
          Try again
        </a>
      </div>
    </div>
  );
}
