import cluster, { type Worker } from "node:cluster";

/** The most server processes WEB_CONCURRENCY may ask for. */
export const MOST_WORKERS = 32;

/**
 * WEB_CONCURRENCY: how many server processes share the port (1, the default: this process
 * serves). Above 1 it needs DATABASE_URL: the embedded database lives inside one process.
 */
export function webConcurrency(
  env: NodeJS.ProcessEnv,
): { ok: true; workers: number } | { ok: false; message: string } {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return { ok: true, workers: 1 };
  const workers = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(workers) || workers < 1 || workers > MOST_WORKERS) {
    return {
      ok: false,
      message: `Invalid environment configuration:\n  WEB_CONCURRENCY: must be a whole number from 1 to ${MOST_WORKERS}`,
    };
  }
  if (workers > 1 && !env.DATABASE_URL?.trim()) {
    return {
      ok: false,
      message:
        "Invalid environment configuration:\n  WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database belongs to one process)",
    };
  }
  return { ok: true, workers };
}

export interface PoolOptions {
  workers: number;
  fork?: () => Worker;
  exit?: (code: number) => void;
  log?: Pick<Console, "info" | "error">;
}

/**
 * Runs `workers` copies of the server, which share the port (Node's cluster hands each new
 * connection to the next one). One process renders one page at a time, so on a machine with
 * more than one core a single process leaves the others idle.
 *
 * This process only supervises: a worker that stops after it listened (an uncaught error
 * exits 1, as the single process does for its own supervisor) is replaced. One that stops
 * before it listened met a setting or a port it cannot use, which another would meet too:
 * every worker is stopped and this process exits 1. SIGTERM and SIGINT are passed on to the
 * workers, which finish their requests as a single process does; it exits once they have,
 * 0 if each did.
 */
export function superviseWorkers(options: PoolOptions): { stop: (signal: NodeJS.Signals) => void } {
  const { workers, fork = () => cluster.fork(), exit = process.exit, log = console } = options;
  const listening = new Set<Worker>();
  const running = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const start = () => {
    const worker = fork();
    running.add(worker);
    worker.once("listening", () => listening.add(worker));
    worker.once("exit", (code, signal) => {
      running.delete(worker);
      const listened = listening.delete(worker);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (running.size === 0) exit(exitCode);
        return;
      }
      if (!listened) {
        exitCode = 1;
        log.error(`[server] a worker stopped before it listened (${signal ?? code}); stopping`);
        stop("SIGTERM");
        return;
      }
      log.error(
        `[server] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`,
      );
      start();
    });
  };

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    // A worker gone before it listened, with none other left, ends the pool here.
    if (running.size === 0) {
      exit(1);
      return;
    }
    log.info(`[server] ${signal}: stopping ${running.size} workers`);
    for (const worker of running) worker.process.kill(signal);
  }

  for (let i = 0; i < workers; i++) start();
  return { stop };
}
