import { getDatabase } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { pruneRateLimits } from "~/features/lead-capture/rate-limit.server";
import { logTransport, processMailQueue, smtpTransport, type MailTransport } from "./mailer.server";

// One worker per app instance; instances share the queue through the database.

let transportPromise: Promise<MailTransport> | undefined;
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;

export function mailTransportFromEnv(): Promise<MailTransport> {
  const config = env();
  transportPromise ??=
    config.SMTP_URL !== undefined
      ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : Promise.resolve(logTransport());
  return transportPromise;
}

async function tick(): Promise<void> {
  let db;
  try {
    db = await getDatabase();
  } catch {
    return; // the database is down; queued mail waits in it, nothing is lost
  }
  try {
    const transport = await mailTransportFromEnv();
    await processMailQueue(db, transport, { maxAttempts: env().MAIL_MAX_ATTEMPTS });
    const windowMs = env().RATE_LIMIT_WINDOW_SECONDS * 1000;
    await pruneRateLimits(db, new Date(Date.now() - 2 * windowMs));
  } catch (error) {
    console.error(`[mail] worker run failed: ${(error as Error).message}`);
  }
}

/** Runs the queue now (after an enqueue) without waiting for the next interval. */
export function kickMailWorker(): void {
  if (running) {
    again = true;
    return;
  }
  running = tick().finally(() => {
    running = undefined;
    if (again) {
      again = false;
      kickMailWorker();
    }
  });
}

export function startMailWorker(): void {
  if (timer) return;
  timer = setInterval(kickMailWorker, env().MAIL_WORKER_INTERVAL_SECONDS * 1000);
  timer.unref();
}
