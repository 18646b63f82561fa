import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";

import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
} from "react-router";

import { KeptIslands } from "~/components/static-island";
import { loadBookingContent } from "~/features/booking/booking-content.server";
import { bookingReminderTask } from "~/features/booking/booking-reminders.server";
import { briefingDraftPurgeTask } from "~/features/briefing/briefing-draft-purge.server";
import { guaranteeTask } from "~/features/guarantee/guarantee-clock.server";
import { matchTimeTask } from "~/features/guarantee/guarantee-report.server";
import { interviewReminderTask } from "~/features/interviews/interview-reminders.server";
import {
  addHousekeepingTask,
  startMailWorker,
  stopMailWorker,
} from "~/features/mailer/mail-worker.server";
import { salesNotificationStatus } from "~/features/notifications/sales-notification.server";
import { overdueDigestTask } from "~/features/sales-inbox/overdue.server";
import { navEnhancementScript } from "~/features/site-shell/nav-enhancement";
import { startWebhookWorker, stopWebhookWorker } from "~/features/webhooks/webhook-worker.server";
import { contentGeneration } from "~/lib/content/content.server";
import { imageHost } from "~/lib/content/image-host.server";
import { inPreview } from "~/lib/content/preview-scope.server";
import { CspNonce, cspNonceContext } from "~/lib/csp-nonce";
import { closeDatabase, getDatabase } from "~/lib/db/client.server";
import {
  dataOutageResponse,
  documentOutageResponse,
  noteDatabaseOutage,
} from "~/lib/db/database-outage.server";
import { env, EnvError } from "~/lib/env.server";
import { inlineCriticalCss } from "~/lib/http/critical-css.server";
import { refuseDataHeldOnServer } from "~/lib/http/document-only-data.server";
import { readHandoffAhead } from "~/lib/http/handoff-ahead.server";
import { keptIslandMarkup } from "~/lib/http/kept-islands.server";
import { loadModulesAfterPaintInBytes } from "~/lib/http/modules-after-paint.server";
import { renderToBytes } from "~/lib/http/render-bytes.server";
import { describeError, log, logRequestError } from "~/lib/log.server";
import { PUBLIC_PAGE_CACHE, setPageCacheControl } from "~/lib/page-cache-headers";
import type { RouteHandle } from "~/lib/route-handle";

// Configuration is checked once, before the first request: a wrong value stops the
// server with a message naming the variable instead of failing later, per request.
try {
  env();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Open the database and apply migrations at start, not on the first visitor's request.
// A failure is not fatal: /healthz reports it and the next use retries.
getDatabase().catch((error: unknown) => {
  log.error("[db] not ready at start", { error: describeError(error) });
});

// Queued mail (decision 008) is sent in the background, retried with backoff.
startMailWorker();
// Says whether the sales team is mailed of new leads (SALES_NOTIFY_EMAIL), so an unset one is noticed.
log.info(salesNotificationStatus());
// Briefing drafts of leads that never submit are deleted after BRIEFING_DRAFT_DAYS.
addHousekeepingTask(briefingDraftPurgeTask());
// Booked calls get reminder mails 24 hours and 1 hour before they start.
addHousekeepingTask(bookingReminderTask(loadBookingContent));
// Interviews get reminder mails to both sides 24 hours and 1 hour before they start.
addHousekeepingTask(interviewReminderTask(loadBookingContent));
// The 48-hour guarantee: sales are warned 36 hours in without a shortlist, a miss is recorded at 48.
addHousekeepingTask(guaranteeTask());
addHousekeepingTask(matchTimeTask());
addHousekeepingTask(overdueDigestTask(async () => (await loadBookingContent()).rules.timeZone));
// Webhooks queued with lead events are delivered in the background, retried with backoff.
startWebhookWorker();

/**
 * Called by the production server (server.ts) once it has stopped taking requests and the
 * last one has finished: the workers stop (a batch under way completes), then the database
 * closes, so PGlite flushes its data folder and the PostgreSQL pool ends its connections cleanly.
 */
export async function stopBackgroundWork(): Promise<void> {
  await Promise.all([stopMailWorker(), stopWebhookWorker()]);
  await closeDatabase();
}

/** Called by the production server for each request: what React Router's loaders, actions and this entry receive. */
export function getLoadContext(cspNonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  return context;
}

/**
 * CSP sources for the inline script every page carries without a nonce (the navigation
 * enhancement, rendered by the root layout): its hash, for the production server's script-src.
 */
export const inlineScriptSources: readonly string[] = [
  `'sha256-${createHash("sha256").update(navEnhancementScript).digest("base64")}'`,
];

/** The studio's origin, which may frame an editor's draft preview (decision 055). */
export function previewFrameAncestors(): string[] {
  const studio = env().SANITY_STUDIO_URL;
  return studio ? [new URL(studio).origin] : [];
}

/** Where the studio's pictures come from when not from this site: Sanity's image CDN. */
export function imageSources(): string[] {
  const { baseUrl } = imageHost();
  return /^https?:\/\//.test(baseUrl) ? [new URL(baseUrl).origin] : [];
}

/**
 * What the production server's cache of rendered marketing pages needs (decision 042): its
 * size, how long a page is kept (as long as the content answers it was made from), and the
 * content generation, which moves when content changes on this or any other instance.
 */
export function pageCacheSettings() {
  const config = env();
  return {
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    ttlMs: config.CONTENT_CACHE_SECONDS * 1000,
    generation: contentGeneration,
  };
}

// The development server has no shutdown sequence of its own; closing the database on its
// stop signal still lets PGlite flush its data folder.
if (import.meta.env.DEV) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      closeDatabase().catch((error: unknown) => {
        log.error("[db] close failed", { error: describeError(error) });
      });
    });
  }
}

// React Router's own handler prints the error whole, and a drizzle error's message lists the
// query's parameters (what the visitor typed); this one logs a JSON line without them.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The 503 this entry throws for a database outage (below) comes back here; it is an answer.
  if (request.signal.aborted || error instanceof Response) return;
  // A route error response built from a thrown Error keeps that Error beside its status.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  noteDatabaseOutage(inner ?? error, context as RouterContextProvider | undefined);
  logRequestError(inner ?? error, request);
};

// A client-side navigation's data whose loader lost the database: 503, not 500.
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) =>
  dataOutageResponse(response, context as RouterContextProvider) ?? response;

export const streamTimeout = 5_000;

// The header's and footer's markup, kept between requests (not in development, where their
// components change under the running server).
const islands = import.meta.env.DEV ? null : keptIslandMarkup();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // React Router renders the page again with this 503 through the error boundary.
  const outage = documentOutageResponse(responseStatusCode, responseHeaders, loadContext);
  if (outage) throw outage;
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  setPageCacheControl(responseHeaders, responseStatusCode, handles);
  // A page any cache may share (which never hydrates) carries no nonce at all, its one inline
  // script being allowed by hash: its HTML is then the same for every visitor, and the server
  // can keep it (decision 042). Every other page's scripts carry this response's nonce.
  // A preview page is one editor's (never stored): its click-to-edit script needs the nonce.
  const shareable = responseHeaders.get("Cache-Control") === PUBLIC_PAGE_CACHE && !inPreview();
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The CSP nonce the server sent for this response, for every script the page carries.
  const nonce = shareable ? undefined : loadContext.get(cspNonceContext) || undefined;
  if (!handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true)) {
    // A page that does not hydrate waits for nothing (no Suspense, no streamed data), so it
    // is rendered whole, straight to bytes (decisions 110 and 119).
    // A shareable page is kept by the page cache: it gets its critical CSS inlined, chosen
    // again only when the markup at its address changes.
    return pageBytes(request, routerContext, nonce, responseHeaders)
      .then((page) =>
        shareable && !import.meta.env.DEV
          ? inlineCriticalCss(page, new URL(request.url).pathname)
          : page,
      )
      .then((bytes) => pageResponse(bytes, responseHeaders, responseStatusCode));
  }

  refuseDataHeldOnServer(routerContext.staticHandlerContext.loaderData);
  // A hydrating page's loader data reaches the page through Suspense: read ahead, it is there
  // when the page renders, and the page is rendered whole as well (decision 112).
  return readHandoffAhead(routerContext).then((handoff) => {
    if (handoff !== "read")
      return streamed(request, responseStatusCode, responseHeaders, routerContext, nonce);
    // A hydrated page asks for its modules once painted (decision 067). The rewrite works on
    // the page's UTF-8 bytes, which the answer needs anyway: searching React's output as a
    // string first joined its thousands of pieces, and the rewritten page was encoded again.
    return pageBytes(request, routerContext, nonce, responseHeaders).then((page) =>
      pageResponse(loadModulesAfterPaintInBytes(page), responseHeaders, responseStatusCode),
    );
  });
}

/**
 * The whole page, rendered at once as UTF-8 bytes, for a page whose data is all there. React
 * writes it as thousands of pieces, encoded in blocks (decision 119): joined into one string,
 * a page of 64 Ki characters or more with one character outside Latin-1 made V8 copy it into
 * its large-object space, which cost as much as a fifth of a funnel page's render.
 */
function pageBytes(
  request: Request,
  routerContext: EntryContext,
  nonce: string | undefined,
  responseHeaders: Headers,
): Promise<Buffer> {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return renderToBytes(
    <CspNonce value={nonce}>
      <KeptIslands value={islands}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </KeptIslands>
    </CspNonce>,
    {
      nonce,
      // Nothing on these pages should suspend; if something does, the page is not held
      // longer than a streamed one would be.
      timeoutMs: streamTimeout,
      onCaughtError: (error) =>
        log.error("[render] a Suspense boundary caught an error", { error: describeError(error) }),
    },
  );
}

/**
 * The page through React's streaming renderer, which waits for what suspends: a hydrating
 * page whose data hand-off could not be read ahead (its failure is then met, and answered,
 * where the render meets it).
 */
function streamed(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // A hydrating page's loader data streams in through Suspense, which only this renderer
    // waits for; the response still waits for the whole document (onAllReady), so the
    // modules-after-paint rewrite below sees all of it.
    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce}>
        <KeptIslands value={islands}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </KeptIslands>
      </CspNonce>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // Every response is read whole here: the render has already waited for all of it.
          // A hydrated page asks for its modules once painted (decision 067).
          buffer(body)
            .then(loadModulesAfterPaintInBytes)
            .then(
              (page) => resolve(pageResponse(page, responseHeaders, responseStatusCode)),
              reject,
            );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            log.error("[render] failed after the shell", { error: describeError(error) });
        },
      },
    );
  });
}

/**
 * The page, always as bytes: a string body is checked for lone surrogates and encoded by the
 * Fetch implementation in JavaScript, which cost more than Node's own UTF-8 encoding of it.
 */
function pageResponse(bytes: Buffer, headers: Headers, status: number): Response {
  // A Buffer's memory is always an ArrayBuffer; its type allows a shared one as well.
  return new Response(bytes as Buffer<ArrayBuffer>, { headers, status });
}
