import type { AddressInfo } from "node:net";

import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";

import { loggablePath, logSlowAnswers } from "./slow-answers";

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function serve(thresholdMs: number, handler: RequestHandler) {
  const warnings: { message: string; fields: Record<string, unknown> }[] = [];
  const app = express();
  app.use(logSlowAnswers(thresholdMs, (message, fields) => warnings.push({ message, fields })));
  app.use(handler);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  closers.push(() => server.closeAllConnections());
  closers.push(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, warnings };
}

/** Resolves once `check` holds: the log is written when the connection closes. */
async function eventually(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((go) => setTimeout(go, 5));
}

describe("slow and abandoned answers", () => {
  it("logs an answer slower than the threshold, by path without the query", async () => {
    const { url, warnings } = await serve(20, (_req, res) => {
      setTimeout(() => res.status(202).send("late"), 60);
    });
    expect(await (await fetch(`${url}/contact/book-call/manage?token=secret`)).text()).toBe("late");
    await eventually(() => warnings.length > 0);
    expect(warnings).toEqual([
      {
        message: "[request] slow answer",
        fields: {
          method: "GET",
          path: "/contact/book-call/manage",
          status: 202,
          ms: expect.any(Number),
        },
      },
    ]);
    expect(warnings[0]!.fields.ms as number).toBeGreaterThanOrEqual(20);
  });

  it("logs nothing for an answer within the threshold", async () => {
    const { url, warnings } = await serve(10_000, (_req, res) => res.send("quick"));
    await (await fetch(`${url}/quick`)).text();
    await new Promise((go) => setTimeout(go, 20));
    expect(warnings).toEqual([]);
  });

  it("logs a request whose client gave up before any answer came", async () => {
    // An answer that never comes: what a stuck queue or lock looks like from outside.
    const { url, warnings } = await serve(10_000, () => {});
    const gaveUp = new AbortController();
    const asked = fetch(`${url}/media/images/logo.svg?w=1`, { signal: gaveUp.signal }).catch(
      (error: unknown) => error,
    );
    await new Promise((go) => setTimeout(go, 30));
    gaveUp.abort();
    await asked;
    await eventually(() => warnings.length > 0);
    expect(warnings).toEqual([
      {
        message: "[request] the client left before the answer was complete",
        fields: { method: "GET", path: "/media/images/logo.svg", ms: expect.any(Number) },
      },
    ]);
  });
});

describe("the path a warning names", () => {
  it("keeps routes and file names, and drops queries and private tokens", () => {
    expect(loggablePath("/contact?email=a@b.co")).toBe("/contact");
    expect(loggablePath("/resume/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA")).toBe("/resume/…");
    expect(loggablePath("/contact/book-call/manage/k3J9_xQ2-abcdefghijklmnop/invite.ics")).toBe(
      "/contact/book-call/manage/…/invite.ics",
    );
    expect(
      loggablePath(
        "/media/images/bundled/production/51c8a63400bba9d30fe2e168f0799802119dd26d-274x48.svg",
      ),
    ).toBe("/media/images/bundled/production/51c8a63400bba9d30fe2e168f0799802119dd26d-274x48.svg");
    expect(loggablePath("/assets/entry.client-DeaOTCaw.js")).toBe(
      "/assets/entry.client-DeaOTCaw.js",
    );
    expect(loggablePath("/solutions/fintechs")).toBe("/solutions/fintechs");
  });
});
