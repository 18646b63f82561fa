import { getDatabase, type Database } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { pruneRateLimits } from "~/features/lead-capture/rate-limit.server";
import { logTransport, processMailQueue, smtpTransport, type MailTransport } from "./mailer.server";

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
          console.error(`[housekeeping] ${task.name} failed: ${(error as Error).message}`);
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
    await housekeeping.runDue(db, new Date());
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

/** Stops the timer and resolves once a run under way has finished (graceful shutdown). */
export async function stopMailWorker(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  again = false;
  await running;
}
