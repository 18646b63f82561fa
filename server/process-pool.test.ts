import type { Worker } from "node:cluster";
import { EventEmitter } from "node:events";

import { describe, expect, it, vi } from "vitest";

import { superviseWorkers, webConcurrency } from "./process-pool.ts";

describe("webConcurrency", () => {
  it.each([
    [{}, 1],
    [{ WEB_CONCURRENCY: "" }, 1],
    [{ WEB_CONCURRENCY: "1" }, 1],
    [{ WEB_CONCURRENCY: " 4 ", DATABASE_URL: "postgres://db/site" }, 4],
  ])("%j serves with %i processes", (env, workers) => {
    expect(webConcurrency(env)).toEqual({ ok: true, workers });
  });

  it.each(["0", "-2", "2.5", "two", "33"])("refuses %s, naming the variable", (value) => {
    const result = webConcurrency({ WEB_CONCURRENCY: value, DATABASE_URL: "postgres://db/site" });
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("WEB_CONCURRENCY: must be a whole number from 1 to 32"),
    });
  });

  it("refuses more than one process on the embedded database", () => {
    expect(webConcurrency({ WEB_CONCURRENCY: "2" })).toEqual({
      ok: false,
      message: expect.stringContaining("WEB_CONCURRENCY: above 1 needs DATABASE_URL"),
    });
  });
});

/** A worker process as the supervisor sees it: events, a pid, and a kill that exits it. */
class FakeWorker extends EventEmitter {
  static count = 0;
  readonly signals: string[] = [];
  readonly process = {
    pid: ++FakeWorker.count,
    kill: (signal: string) => {
      this.signals.push(signal);
      return true;
    },
  };
  listen() {
    this.emit("listening");
  }
  die(code: number | null, signal: string | null = null) {
    this.emit("exit", code, signal);
  }
}

function pool(workers: number) {
  const forked: FakeWorker[] = [];
  const exit = vi.fn();
  const log = { info: vi.fn(), error: vi.fn() };
  const fork = () => {
    const worker = new FakeWorker();
    forked.push(worker);
    return worker as unknown as Worker;
  };
  const { stop } = superviseWorkers({ workers, fork, exit, log });
  return { forked, exit, log, stop };
}

describe("superviseWorkers", () => {
  it("starts the workers asked for", () => {
    expect(pool(3).forked).toHaveLength(3);
  });

  it("replaces a worker that stops after it listened, and keeps running", () => {
    const { forked, exit, log } = pool(2);
    for (const worker of forked) worker.listen();
    forked[0]!.die(null, "SIGKILL");
    expect(forked).toHaveLength(3);
    expect(exit).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("starting another"));
  });

  it("stops every worker and exits 1 when one stops before it listened", () => {
    const { forked, exit } = pool(2);
    forked[1]!.listen();
    forked[0]!.die(1);
    expect(forked).toHaveLength(2);
    expect(forked[1]!.signals).toEqual(["SIGTERM"]);
    expect(exit).not.toHaveBeenCalled();
    forked[1]!.die(0);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it("passes a stop on to each worker once, and exits 0 when all finished cleanly", () => {
    const { forked, exit, stop } = pool(2);
    for (const worker of forked) worker.listen();
    // A worker replaced earlier does not make the final stop a failure.
    forked[0]!.die(null, "SIGKILL");
    forked[2]!.listen();
    stop("SIGTERM");
    stop("SIGTERM");
    expect(forked[1]!.signals).toEqual(["SIGTERM"]);
    expect(forked[2]!.signals).toEqual(["SIGTERM"]);
    forked[1]!.die(0);
    expect(exit).not.toHaveBeenCalled();
    forked[2]!.die(0);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("exits 1 when a worker fails while stopping", () => {
    const { forked, exit, stop } = pool(2);
    for (const worker of forked) worker.listen();
    stop("SIGINT");
    forked[0]!.die(1);
    forked[1]!.die(0);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});
