import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { env, EnvError } from "~/lib/env.server";
import { closeDatabase, getDatabase } from "~/lib/db/client.server";
import { addHousekeepingTask, startMailWorker } from "~/features/mailer/mail-worker.server";
import { salesNotificationStatus } from "~/features/notifications/sales-notification.server";
import { briefingDraftPurgeTask } from "~/features/briefing/briefings.server";
import { loadBookingContent } from "~/features/booking/booking-content.server";
import { bookingReminderTask } from "~/features/booking/bookings.server";
import { startWebhookWorker } from "~/features/webhooks/webhook-worker.server";

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
  console.error(`[db] not ready at start: ${(error as Error).message}`);
});

// Queued mail (decision 008) is sent in the background, retried with backoff.
startMailWorker();
// Says whether the sales team is mailed of new leads (SALES_NOTIFY_EMAIL), so an unset one is noticed.
console.info(salesNotificationStatus());
// Briefing drafts of leads that never submit are deleted after BRIEFING_DRAFT_DAYS.
addHousekeepingTask(briefingDraftPurgeTask());
// Booked calls get reminder mails 24 hours and 1 hour before they start.
addHousekeepingTask(bookingReminderTask(loadBookingContent));
// Webhooks queued with lead events are delivered in the background, retried with backoff.
startWebhookWorker();

// react-router-serve stops accepting connections on these signals; closing the database
// as well lets PGlite flush its data folder and postgres.js end its connections cleanly.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    closeDatabase().catch((error: unknown) => {
      console.error(`[db] close failed: ${(error as Error).message}`);
    });
  });
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // Most pages ship no JavaScript, and streamed Suspense boundaries need scripts to
    // resolve, so every response waits for the whole document.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
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
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
