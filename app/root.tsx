import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { type ReactNode, useEffect, useLayoutEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";

import { DocumentLinks } from "~/components/page-link";
import { identityOf, StaticIsland } from "~/components/static-island";
import { loadConsentTexts } from "~/features/lead-capture/consent-texts.server";
import { PreviewBanner, PreviewBannerSpacer } from "~/features/preview/preview-banner";
import { previewMiddleware } from "~/features/preview/preview-session.server";
import { navEnhancementScript } from "~/features/site-shell/nav-enhancement";
import { NotFoundPage } from "~/features/site-shell/not-found-page";
import { ServiceUnavailablePage } from "~/features/site-shell/service-unavailable-page";
import { SiteFooter } from "~/features/site-shell/site-footer";
import { SiteHeader } from "~/features/site-shell/site-header";
import type { SiteShell } from "~/features/site-shell/site-shell";
import { loadSiteShell } from "~/features/site-shell/site-shell.server";
import { isStaffPath } from "~/features/staff-auth/staff-meta";
import { StaffSignedOutPage } from "~/features/staff-auth/staff-shell";
import { Toaster } from "~/features/toast/toaster";
import { imageHost } from "~/lib/content/image-host.server";
import { inPreview, previewAsOf } from "~/lib/content/preview-scope.server";
import { VISUAL_EDITING_ENTRY } from "~/lib/content/visual-editing";
import { useCspNonce } from "~/lib/csp-nonce";
import { resourceOutageResponse } from "~/lib/db/database-outage.server";
import { env } from "~/lib/env.server";
import { replayClicksBeforeHydration } from "~/lib/forms/pre-hydration-clicks";
import { replayInputChangedBeforeHydration } from "~/lib/forms/pre-hydration-input";
import { documentOnly, heldForDocument } from "~/lib/http/document-only-data.server";
import { describeError, log, requestIdFor, runWithRequestId } from "~/lib/log.server";
import { runWithRequestOrigin } from "~/lib/request-origin.server";
import { isStaffArea, wantsHydration } from "~/lib/route-handle";
import { rootMeta, siteSummary } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet right after the head's meta tags, ahead of
  // the pages' dozens of module preloads; as a plain link it came after all of them, and the
  // one file that blocks the first paint queued behind scripts that do not.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  // The same hashed file app.css's @font-face names: asked for with the HTML, not after the CSS.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // Browsers that take no SVG icon use the ICO; iOS the touch icon; Android the manifest's.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// Describes error pages (not found, unavailable) and keeps them out of search indexes.
export const meta = (args: Route.MetaArgs) => rootMeta(args);

// Every loader and action runs knowing the site address of its request, for emailed links
// made far from the route (the sales team's notification of a new lead), and under a
// request id that each of its log lines carries and the answer names (X-Request-Id).
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const requestId = requestIdFor(request, env().TRUST_PROXY_HOPS);
    const response = await runWithRequestId(requestId, () => next());
    if (response instanceof Response && !response.headers.has("X-Request-Id")) {
      response.headers.set("X-Request-Id", requestId);
    }
    return response;
  },
  ({ request }, next) => runWithRequestOrigin(siteOrigin(request), next),
  // An editor holding a preview token sees drafts on every page (decision 055).
  previewMiddleware,
  // A resource route whose query lost the database (noted by the entry's handleError): 503.
  // Pages and their data get theirs from the entry.
  async ({ context }, next) => {
    const response = await next();
    return response instanceof Response
      ? (resourceOutageResponse(response, context) ?? response)
      : response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const shell = await loadSiteShell();
    const siteUrl = siteOrigin(request);
    // A reading page's document never sends this to the browser (decision 116), and a page
    // that hydrates sends it without the shell (decision 121).
    return documentOnly(
      context,
      heldForDocument(
        request,
        {
          site: siteSummary(shell, siteUrl),
          // The consent and privacy sentences every form shows (and stores with what it sends).
          consent: await loadConsentTexts(),
          year: new Date().getFullYear(),
          siteUrl,
          // Whether this page shows drafts: the preview banner says so.
          preview: inPreview(),
          // The time the preview shows the site as of (decision 100); null: now.
          previewAsOf: previewAsOf()?.toISOString() ?? null,
          // Where the studio's pictures are served from (CmsImage builds their addresses).
          imageHost: imageHost(),
        },
        // The header's and footer's content: the browser takes both over as the server drew
        // them, and needs the shell only to draw them for another page.
        { shell },
      ),
    );
  } catch (error) {
    log.error("[content] site shell unavailable", { error: describeError(error) });
    throw data({ reason: "content" }, { status: 503 });
  }
}

// Whether the browser holds the shell: a document that hydrated came without it, so the first
// client-side navigation asks for the root's data again, with the shell, to draw the header
// and footer of the page it goes to.
let shellInBrowser = false;

export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !shellInBrowser || defaultShouldRevalidate;
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): what the page shows
 * from then on is complete, which end-to-end tests wait for instead of guessing a delay.
 * What the visitor changed in a form, and the buttons they clicked, before then are handed to
 * React as it takes over.
 */
function HydrationMark() {
  useLayoutEffect(() => {
    replayInputChangedBeforeHydration();
  }, []);
  useEffect(() => {
    void replayClicksBeforeHydration().then(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const hydrate = wantsHydration(matches);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  // The production server's Content-Security-Policy runs only scripts with this nonce (and
  // the navigation script below, by its hash).
  const nonce = useCspNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1640" />
        <Meta />
        <Links />
        {rootData ? (
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: rootData.site.organizationJsonLd }}
          />
        ) : null}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-brand-800 shadow-menu focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {rootData?.preview ? (
          <PreviewBanner pathname={location.pathname} asOf={rootData.previewAsOf} />
        ) : null}
        <DocumentLinks value={!hydrate || import.meta.env.SSR}>{children}</DocumentLinks>
        {rootData?.preview ? <PreviewBannerSpacer /> : null}
        {/* Click-to-edit frames around the drafts' texts (decision 104), in a preview only. */}
        {rootData?.preview ? (
          <script type="module" nonce={nonce} src={VISUAL_EDITING_ENTRY} />
        ) : null}
        {/* Allowed by its hash in the CSP, not this response's nonce: a marketing page is then
            the same bytes for every visitor, and the server can keep it rendered. */}
        <script dangerouslySetInnerHTML={{ __html: navEnhancementScript }} />
        {/* In the browser the page hydrated, and stays React's after a client-side move to a
            reading page: scroll restoration still brings the next page in at its top. */}
        {hydrate || !import.meta.env.SSR ? (
          <>
            <HydrationMark />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

function Chrome({
  shell,
  year,
  preview,
  children,
}: {
  /** Missing in the browser until a navigation brought it: the islands keep the server's. */
  shell: SiteShell | undefined;
  year: number;
  preview: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  const drawn = shell ? identityOf(shell) : 0;
  const header = `${location.pathname}|${drawn}`;
  const footer = `${drawn}|${year}`;
  return (
    <>
      {/* The header and footer work without a script: hydrating them was wasted work. They
          are drawn again for another page or for the shell data a revalidation brings. The
          server keeps their markup by the same keys: the shell is one object until the
          content changes. A preview's shell is new on every request, so it is not kept. */}
      <StaticIsland name="site-header" key={header} keep={preview ? undefined : header}>
        {shell ? <SiteHeader shell={shell} pathname={location.pathname} /> : null}
      </StaticIsland>
      <main id="main" tabIndex={-1} className="flex-1 pt-header outline-none">
        {children}
      </main>
      <StaticIsland name="site-footer" key={footer} keep={preview ? undefined : footer}>
        {shell ? <SiteFooter shell={shell} year={year} /> : null}
      </StaticIsland>
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const hasShell = loaderData.shell !== undefined;
  useEffect(() => {
    if (hasShell) shellInBrowser = true;
  }, [hasShell]);
  // Staff pages (routes/admin.tsx) draw their own layout, without the site's header and footer.
  const chrome = isStaffArea(matches) ? (
    <Outlet />
  ) : (
    <Chrome shell={loaderData.shell} year={loaderData.year} preview={loaderData.preview}>
      <Outlet />
    </Chrome>
  );
  // Toasts need React in the browser, so only hydrated pages (those with forms) get them.
  return wantsHydration(matches) ? <Toaster>{chrome}</Toaster> : chrome;
}

/**
 * What an error answer says is unavailable. A page's own answer carries it as data; a data
 * request answered 503 during a database outage reaches the browser's router as its text.
 */
function outageReason(data: unknown): string | undefined {
  if (typeof data === "string") {
    try {
      return outageReason(JSON.parse(data));
    } catch {
      return undefined;
    }
  }
  const reason = (data as { reason?: unknown } | null)?.reason;
  return typeof reason === "string" ? reason : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();

  // A staff page whose session ended while it was open: the staff area's own way back in.
  if (isRouteErrorResponse(error) && error.status === 401 && isStaffPath(location.pathname)) {
    return <StaffSignedOutPage next={location.pathname + location.search} />;
  }

  let page: ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404 && rootData) {
    page = <NotFoundPage pathname={location.pathname} {...rootData.site.notFound} />;
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    page = (
      <NotFoundPage
        pathname={location.pathname}
        title="Oops! Page not found"
        body="The page you are looking for does not exist."
        homeLinkLabel="Return to Home"
      />
    );
  } else {
    if (!isRouteErrorResponse(error)) console.error(error);
    page = (
      <ServiceUnavailablePage
        retryHref={location.pathname + location.search}
        status={isRouteErrorResponse(error) ? error.status : 500}
        reason={isRouteErrorResponse(error) ? outageReason(error.data) : undefined}
      />
    );
  }

  return rootData ? (
    <Chrome shell={rootData.shell} year={rootData.year} preview={rootData.preview}>
      {page}
    </Chrome>
  ) : (
    <main id="main" className="flex-1">
      {page}
    </main>
  );
}
