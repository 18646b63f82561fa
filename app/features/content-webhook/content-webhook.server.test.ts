import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterEach, describe, expect, it, vi } from "vitest";

import { fetchContent, setContentSourceForTests } from "~/lib/content/content.server";
import type { ContentSource } from "~/lib/content/content-source.server";
import { generatedBody, generatedPost, OVERSHOOT_BYTES } from "~/lib/http/generated-body";

import {
  type ContentWebhookOptions,
  handleContentWebhook as handleWith,
  type SignatureLedger,
  WEBHOOK_MAX_BYTES,
} from "./content-webhook.server";

const secret = "a-long-shared-secret";
const payload = JSON.stringify({ _id: "siteSettings", _type: "siteSettings" });

let answer = "before";
const source: ContentSource = {
  kind: "dataset",
  canPreview: false,
  description: "test",
  fetch: async <Result>() => answer as Result,
};

function post(body: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/content-webhook", { method: "POST", body, headers });
}

/** A ledger in this process, for the tests that are not about replays. */
function memoryLedger(): SignatureLedger {
  const seen = new Set<string>();
  return {
    record: async (signature) => !seen.has(signature) && Boolean(seen.add(signature)),
    forget: async (signature) => void seen.delete(signature),
  };
}

const handleContentWebhook = (
  request: Request,
  secret: string | undefined,
  options: Partial<ContentWebhookOptions> = {},
) => handleWith(request, secret, { seen: memoryLedger(), ...options });

afterEach(() => {
  setContentSourceForTests(undefined);
  vi.restoreAllMocks();
});

describe("content webhook", () => {
  async function cachedThenChanged() {
    setContentSourceForTests(source);
    answer = "before";
    await fetchContent("*[0]");
    answer = "after";
  }

  it("clears the cache for a correctly signed call", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await cachedThenChanged();
    const signature = await encodeSignatureHeader(payload, Date.now(), secret);
    const response = await handleContentWebhook(
      post(payload, { [SIGNATURE_HEADER_NAME]: signature }),
      secret,
    );
    expect(response.status).toBe(200);
    await expect(fetchContent("*[0]")).resolves.toBe("after");
  });

  it("refuses an unsigned call with 401 and keeps the cache", async () => {
    await cachedThenChanged();
    const response = await handleContentWebhook(post(payload), secret);
    expect(response.status).toBe(401);
    await expect(fetchContent("*[0]")).resolves.toBe("before");
  });

  it("refuses a call signed with another secret or for another body", async () => {
    await cachedThenChanged();
    const wrongSecret = await encodeSignatureHeader(payload, Date.now(), "another-secret");
    expect(
      (await handleContentWebhook(post(payload, { [SIGNATURE_HEADER_NAME]: wrongSecret }), secret))
        .status,
    ).toBe(401);
    const otherBody = await encodeSignatureHeader("{}", Date.now(), secret);
    expect(
      (await handleContentWebhook(post(payload, { [SIGNATURE_HEADER_NAME]: otherBody }), secret))
        .status,
    ).toBe(401);
    expect(
      (await handleContentWebhook(post(payload, { [SIGNATURE_HEADER_NAME]: "garbage" }), secret))
        .status,
    ).toBe(401);
    await expect(fetchContent("*[0]")).resolves.toBe("before");
  });

  it("refuses a correctly signed call whose signature is older than five minutes", async () => {
    await cachedThenChanged();
    const signedAt = Date.UTC(2026, 0, 1, 12, 0, 0);
    const signature = await encodeSignatureHeader(payload, signedAt, secret);
    const replayed = await handleContentWebhook(
      post(payload, { [SIGNATURE_HEADER_NAME]: signature }),
      secret,
      { now: () => signedAt + 5 * 60_000 + 1 },
    );
    expect(replayed.status).toBe(401);
    await expect(fetchContent("*[0]")).resolves.toBe("before");
  });

  it("accepts a signature made up to five minutes ago, and refuses one from the future", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const signedAt = Date.UTC(2026, 0, 1, 12, 0, 0);
    const signature = await encodeSignatureHeader(payload, signedAt, secret);
    const future = await handleContentWebhook(
      post(payload, { [SIGNATURE_HEADER_NAME]: signature }),
      secret,
      { now: () => signedAt - 60_000 },
    );
    expect(future.status).toBe(401);
    const late = await handleContentWebhook(
      post(payload, { [SIGNATURE_HEADER_NAME]: signature }),
      secret,
      { now: () => signedAt + 5 * 60_000 },
    );
    expect(late.status).toBe(200);
  });

  it("answers 503 when no secret is configured", async () => {
    const response = await handleContentWebhook(post(payload), undefined);
    expect(response.status).toBe(503);
  });

  it("refuses a 200 MB body with 413 after at most its cap and a chunk or two", async () => {
    const body = generatedBody(200 * 1024 * 1024, { prefix: "{" });
    const request = generatedPost("http://localhost/api/content-webhook", body, "application/json");
    request.headers.set(SIGNATURE_HEADER_NAME, "t=1,v1=abc");
    const response = await handleContentWebhook(request, secret);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(WEBHOOK_MAX_BYTES + OVERSHOOT_BYTES);
  });
});
