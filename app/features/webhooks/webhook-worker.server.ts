import { getDatabase } from "~/lib/db/client.server";
import { describeError, log } from "~/lib/log.server";

import { processWebhookDeliveries } from "./delivery.server";

// One worker per app instance, on its own timer rather than the mail worker's: an attempt may
// wait up to its timeout for a slow receiver, and mail should not wait with it. Instances
// share the deliveries through the database (see processWebhookDeliveries).

const INTERVAL_MS = 5_000;

let timer: NodeJS.Timeout | undefined;
let running = false;
let current: Promise<void> | undefined;

async function tick(): Promise<void> {
  if (running) return; // the previous batch is still waiting on a slow receiver
  running = true;
  try {
    const db = await getDatabase().catch(() => undefined);
    // The database is down: deliveries wait in it, nothing is lost.
    if (db) await processWebhookDeliveries(db);
  } catch (error) {
    log.error("[webhooks] worker run failed", { error: describeError(error) });
  } finally {
    running = false;
  }
}

export function startWebhookWorker(): void {
  if (timer) return;
  timer = setInterval(() => {
    // A tick while a batch is still running returns at once; keep the one under way.
    if (!running) current = tick();
  }, INTERVAL_MS);
  timer.unref();
}

/** Stops the timer and resolves once a batch under way has finished (graceful shutdown). */
export async function stopWebhookWorker(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await current;
}
