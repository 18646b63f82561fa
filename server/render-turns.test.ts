import type { IncomingMessage } from "node:http";

import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";

import { admitOnePerTurn } from "./render-turns";

function request(destroyed = false) {
  return { socket: { destroyed } } as unknown as IncomingMessage as Request;
}

/** A scheduler whose turns the test runs one at a time. */
function manualTurns() {
  const queued: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void queued.push(run),
    runTurn() {
      const due = queued.splice(0);
      for (const run of due) run();
      return due.length;
    },
    get pending() {
      return queued.length;
    },
  };
}

describe("admitOnePerTurn", () => {
  it("lets requests in one per turn, in the order they arrived", () => {
    const turns = manualTurns();
    const admit = admitOnePerTurn(turns.schedule);
    const started: string[] = [];
    for (const name of ["a", "b", "c"]) {
      admit(request(), {} as Response, () => started.push(name));
    }
    expect(started).toEqual([]);
    turns.runTurn();
    expect(started).toEqual(["a"]);
    turns.runTurn();
    expect(started).toEqual(["a", "b"]);
    turns.runTurn();
    expect(started).toEqual(["a", "b", "c"]);
    // Nothing left: no turn is scheduled for an empty queue.
    expect(turns.pending).toBe(0);
  });

  it("does not start a request whose client left while it waited", () => {
    const turns = manualTurns();
    const admit = admitOnePerTurn(turns.schedule);
    const started: string[] = [];
    admit(request(true), {} as Response, () => started.push("gone"));
    admit(request(), {} as Response, () => started.push("here"));
    turns.runTurn();
    expect(started).toEqual(["here"]);
    expect(turns.pending).toBe(0);
  });

  it("keeps admitting after a request that throws", () => {
    const turns = manualTurns();
    const admit = admitOnePerTurn(turns.schedule);
    const started: string[] = [];
    admit(request(), {} as Response, () => {
      throw new Error("broken handler");
    });
    admit(request(), {} as Response, () => started.push("next"));
    expect(() => turns.runTurn()).toThrow("broken handler");
    turns.runTurn();
    expect(started).toEqual(["next"]);
  });

  it("gives the event loop a turn between two requests", async () => {
    const admit = admitOnePerTurn();
    const events: string[] = [];
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const done = new Promise<void>((resolve) => {
      admit(request(), {} as Response, () => {
        events.push("first");
        // A timer due while the first request works: with both requests started in one
        // turn, it would fire only after the second.
        setTimeout(() => events.push("timer"), 1);
        busy(5);
      });
      admit(request(), {} as Response, () => {
        events.push("second");
        resolve();
      });
    });
    await done;
    expect(events).toEqual(["first", "timer", "second"]);
  });
});
