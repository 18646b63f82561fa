import path from "node:path";

import { pruneRateLimits } from "~/features/lead-capture/rate-limit.server";
import { type Database, getDatabase } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { describeError, log } from "~/lib/log.server";

import {
  mailboxTransport,
  type MailTransport,
  processMailQueue,
  smtpTransport,
} from "./mailer.server";

// One worker per app instance; instances share the queue through the database.

/**
 * Periodic clean-up that rides on the worker's timer (expired briefing drafts, say). The
 * mailer knows no journey, so a journey hands its task in with addHousekeepingTask; each
 * task runs on the first tick and then at most once per `everyMs`, and must be safe to run
 * on several instances at once (a DELETE of what is due is).
 */
export interface HousekeepingTask {
  name: string;
  everyMs: number;
  run: (db: Database, now: Date) => Promise<unknown>;
}

export function createHousekeeping() {
  const tasks = new Map<string, { task: HousekeepingTask; lastRunAt?: number }>();
  return {
    /** Adds a task, or replaces the one of the same name (a module reloaded in development). */
    add(task: HousekeepingTask): void {
      tasks.set(task.name, { task });
    },
    /** Runs the tasks that are due; one failing does not stop the others. Returns those run. */
    async runDue(db: Database, now: Date): Promise<string[]> {
      const ran: string[] = [];
      for (const entry of tasks.values()) {
        const { task, lastRunAt } = entry;
        if (lastRunAt !== undefined && now.getTime() - lastRunAt < task.everyMs) continue;
        // Stamped before running: a failing task waits its interval instead of retrying on
        // every tick of a worker that runs every few seconds.
        entry.lastRunAt = now.getTime();
        ran.push(task.name);
        try {
          await task.run(db, now);
        } catch (error) {
          log.error(`[housekeeping] ${task.name} failed`, { error: describeError(error) });
        }
      }
      return ran;
    },
  };
}

const housekeeping = createHousekeeping();

export function addHousekeepingTask(task: HousekeepingTask): void {
  housekeeping.add(task);
}

let transportPromise: Promise<MailTransport> | undefined;
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;

export function mailTransportFromEnv(): Promise<MailTransport> {
  const config = env();
  transportPromise ??=
    config.SMTP_URL !== undefined
      ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : Promise.resolve(mailboxTransport(path.join(config.DATA_DIR, "mail"), config.MAIL_FROM));
  return transportPromise;
}

async function databaseIfUp(): Promise<Database | undefined> {
  try {
    return await getDatabase();
  } catch {
    return undefined; // the database is down; queued mail waits in it, nothing is lost
  }
}

async function sendDueMail(): Promise<void> {
  const db = await databaseIfUp();
  if (!db) return;
  try {
    const transport = await mailTransportFromEnv();
    await processMailQueue(db, transport, { maxAttempts: env().MAIL_MAX_ATTEMPTS });
  } catch (error) {
    log.error("[mail] worker run failed", { error: describeError(error) });
  }
}

async function tidy(): Promise<void> {
  const db = await databaseIfUp();
  if (!db) return;
  try {
    const windowMs = env().RATE_LIMIT_WINDOW_SECONDS * 1000;
    await pruneRateLimits(db, new Date(Date.now() - 2 * windowMs));
  } catch (error) {
    log.error("[mail] pruning rate limits failed", { error: describeError(error) });
  }
  await housekeeping.runDue(db, new Date());
}

// Housekeeping has its own run beside the mail's: a slow or failing mail server must not
// hold back booking reminders and clean-ups until its sends time out.
let tidying: Promise<void> | undefined;

function kickHousekeeping(): void {
  tidying ??= tidy().finally(() => {
    tidying = undefined;
  });
}

/** Runs the queue now (after an enqueue) without waiting for the next interval. */
export function kickMailWorker(): void {
  if (running) {
    again = true;
    return;
  }
  running = sendDueMail().finally(() => {
    running = undefined;
    if (again) {
      again = false;
      kickMailWorker();
    }
  });
}

export function startMailWorker(): void {
  if (timer) return;
  timer = setInterval(() => {
    kickMailWorker();
    kickHousekeeping();
  }, env().MAIL_WORKER_INTERVAL_SECONDS * 1000);
  timer.unref();
}

/** Stops the timer and resolves once a run under way has finished (graceful shutdown). */
export async function stopMailWorker(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  again = false;
  await Promise.all([running, tidying]);
}
