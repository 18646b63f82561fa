import { Link } from "react-router";

import { Icon } from "~/components/icon";
import { useCspNonce } from "~/lib/csp-nonce";

type NotFoundPageProps = {
  pathname: string;
  title: string;
  body: string;
  homeLinkLabel: string;
};

/**
 * The 404 page. It logs the attempted path to the browser console with a tiny inline
 * script (the page ships no React), JSON-encoded so a crafted URL cannot break out.
 */
export function NotFoundPage({ pathname, title, body, homeLinkLabel }: NotFoundPageProps) {
  const logLine = JSON.stringify(pathname).replace(/</g, "\\u003c");
  // Without the response's CSP nonce the browser would refuse to run it.
  const nonce = useCspNonce();
  return (
    <div className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Error 404</p>
        <h1 className="mt-3 font-display text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-ink-600">{body}</p>
        <p className="mt-2 break-all text-sm text-ink-600">
          <span className="sr-only">Requested address: </span>
          <code className="rounded bg-ink-100 px-2 py-1 text-ink-700">{pathname}</code>
        </p>
        <Link to="/" className="btn-primary mt-8">
          <Icon name="house" className="size-4" />
          {homeLinkLabel}
        </Link>
      </div>
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{
          __html: `console.error("404 Error: User attempted to access non-existent route:", ${logLine});`,
        }}
      />
    </div>
  );
}
