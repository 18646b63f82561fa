import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { handleContentWebhook, signatureLedgerIn } from "./content-webhook.server";

// A signed publish notice caught on the way was good for five minutes: replayed, it emptied
// every instance's cache each time. A signature is acted on once, across instances.

const secret = "a-long-shared-secret";
const payload = JSON.stringify({ _id: "siteSettings", _type: "siteSettings" });
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

const post = (signature: string) =>
  new Request("http://a.internal/api/content-webhook", {
    method: "POST",
    body: payload,
    headers: { [SIGNATURE_HEADER_NAME]: signature },
  });

describeOnEachDriver("a replayed content webhook", (driver) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it("is acted on once; the replays within the five minutes are refused with 409", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const invalidate = vi.fn(async () => {});
    const seen = signatureLedgerIn(async () => connection.db);
    const signature = await encodeSignatureHeader(payload, NOW, secret);
    const options = { now: () => NOW + 60_000, invalidate, seen };
    expect((await handleContentWebhook(post(signature), secret, options)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const replay = await handleContentWebhook(post(signature), secret, options);
      expect(replay.status).toBe(409);
    }
    expect(invalidate).toHaveBeenCalledTimes(1);
    // A new publish, signed anew, is acted on.
    const next = await encodeSignatureHeader(payload, NOW + 1_000, secret);
    expect((await handleContentWebhook(post(next), secret, options)).status).toBe(200);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("lets exactly one of two instances handed the same call at once act on it", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const signature = await encodeSignatureHeader(payload, NOW + 2_000, secret);
    const invalidate = vi.fn(async () => {});
    const instance = () => ({
      now: () => NOW + 60_000,
      invalidate,
      seen: signatureLedgerIn(async () => connection.db),
    });
    const answers = await Promise.all(
      [instance(), instance(), instance()].map((options) =>
        handleContentWebhook(post(signature), secret, options),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("takes the signature back when the call could not be acted on, so its retry is", async () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const signature = await encodeSignatureHeader(payload, NOW + 3_000, secret);
    const seen = signatureLedgerIn(async () => connection.db);
    const failing = {
      now: () => NOW + 60_000,
      invalidate: () => Promise.reject(new Error("database down")),
      seen,
    };
    expect((await handleContentWebhook(post(signature), secret, failing)).status).toBe(503);
    const working = { now: () => NOW + 90_000, invalidate: async () => {}, seen };
    expect((await handleContentWebhook(post(signature), secret, working)).status).toBe(200);
  });
});
