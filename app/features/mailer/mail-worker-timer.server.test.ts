import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Database } from "~/lib/db/client.server";
import type * as EnvModule from "~/lib/env.server";

import { addHousekeepingTask, startMailWorker, stopMailWorker } from "./mail-worker.server";
import { processMailQueue } from "./mailer.server";

// The worker's timer with the database and the queue stood in for: what matters here is how
// the mail run and the housekeeping run share the timer, not what either does.

vi.mock("~/lib/env.server", async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  const config = { ...original.parseEnv({}), MAIL_WORKER_INTERVAL_SECONDS: 5 };
  return { ...original, env: () => config };
});
vi.mock("~/lib/db/client.server", () => ({ getDatabase: async () => ({}) as Database }));
vi.mock("~/features/lead-capture/rate-limit.server", () => ({ pruneRateLimits: async () => 0 }));
vi.mock("./mailer.server", () => ({
  processMailQueue: vi.fn(),
  mailboxTransport: () => ({ kind: "log", send: async () => {} }),
  smtpTransport: async () => ({ kind: "smtp", send: async () => {} }),
}));

const INTERVAL_MS = 5_000;

/**
 * Lets the runs an interval started finish: every stand-in answers at once, so what they
 * wait for is already resolved before the next turn of the event loop.
 */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the mail worker's timer", () => {
  let housekeepingRuns = 0;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    housekeepingRuns = 0;
    addHousekeepingTask({
      name: "reminders",
      everyMs: 0,
      run: async () => housekeepingRuns++,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs housekeeping on every interval while a slow mail server holds the mail run", async () => {
    let answer!: () => void;
    const slowServer = new Promise<void>((resolve) => (answer = resolve));
    vi.mocked(processMailQueue)
      .mockReset()
      .mockReturnValue(slowServer.then(() => ({ sent: 0, retried: 0, failed: 0 })));
    startMailWorker();
    try {
      for (let interval = 0; interval < 3; interval++) {
        vi.advanceTimersByTime(INTERVAL_MS);
        await settle();
      }
      expect(housekeepingRuns).toBe(3);
      // One mail run at a time, still waiting for the server.
      expect(processMailQueue).toHaveBeenCalledTimes(1);
    } finally {
      answer();
      await stopMailWorker();
    }
  });

  it("runs housekeeping when the mail run fails", async () => {
    const errors = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    vi.mocked(processMailQueue).mockReset().mockRejectedValue(new Error("database went away"));
    startMailWorker();
    try {
      vi.advanceTimersByTime(INTERVAL_MS);
      await settle();
      expect(housekeepingRuns).toBe(1);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/"msg":"\[mail\] worker run failed".*"error":"database went away"/),
      );
    } finally {
      await stopMailWorker();
    }
  });
});
