import { randomUUID } from "node:crypto";

import { type APIRequestContext, expect, test } from "@playwright/test";

import { pdf, png } from "../fixtures/documents";
import { FROM_SITE } from "./same-site";

// The briefing's document and LinkedIn endpoints as the built server answers them. The
// e2e server has no LinkedIn credentials, so "Connect LinkedIn" is off there; the sign-in
// itself is tested against the replayed provider in linkedin.server.test.ts.

const NO_LEAD =
  "Enter your company name, your name and your email on step 1 first, so we know whose document this is.";

/** Registers a company the way the form without JavaScript does; the context keeps the cookie. */
async function register(request: APIRequestContext): Promise<void> {
  const response = await request.post("/company-registration", {
    form: {
      companyType: "fintech",
      companyName: "Acme Pay",
      contactName: "Ana Souza",
      email: `ana+${randomUUID().slice(0, 8)}@acmepay.com`,
      phone: "",
      idempotencyKey: randomUUID(),
    },
  });
  expect(response.ok()).toBe(true);
  const cookies = await request.storageState();
  expect(cookies.cookies.map((cookie) => cookie.name)).toContain("ng_lead");
}

const upload = (request: APIRequestContext, name: string, bytes: Uint8Array, mimeType: string) =>
  request.post("/api/briefing/files", {
    headers: FROM_SITE,
    multipart: { file: { name, mimeType, buffer: Buffer.from(bytes) } },
  });

test("Connect LinkedIn is absent without credentials: both of its routes answer 404", async ({
  request,
}) => {
  expect((await request.get("/auth/linkedin", { maxRedirects: 0 })).status()).toBe(404);
  const callback = await request.get("/auth/linkedin/callback?code=x&state=y", {
    maxRedirects: 0,
  });
  expect(callback.status()).toBe(404);
});

test("the document endpoints take POST only, and only from a visitor with a lead", async ({
  request,
}) => {
  const get = await request.get("/api/briefing/files");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST");
  expect((await request.get(`/api/briefing/files/${randomUUID()}/delete`)).status()).toBe(405);

  const anonymous = await upload(request, "JD.pdf", await pdf(), "application/pdf");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ ok: false, error: NO_LEAD });
  const removal = await request.post(`/api/briefing/files/${randomUUID()}/delete`, {
    headers: FROM_SITE,
  });
  expect(removal.status()).toBe(401);
});

test("a lead uploads a PDF, is refused a renamed image and an oversized file, and removes the PDF", async ({
  request,
  playwright,
  baseURL,
}) => {
  await register(request);
  const bytes = await pdf();
  const stored = await upload(
    request,
    "C:\\fakepath\\Job description.pdf",
    bytes,
    "application/pdf",
  );
  expect(stored.status()).toBe(200);
  const body = await stored.json();
  expect(body).toMatchObject({
    ok: true,
    document: { name: "Job description.pdf", size: bytes.length, contentType: "application/pdf" },
  });

  const renamed = await upload(request, "brief.pdf", png(), "application/pdf");
  expect(renamed.status()).toBe(415);
  expect(await renamed.json()).toEqual({
    ok: false,
    error: "That file is not a PDF, Word (.docx) or plain-text document.",
  });
  const big = await upload(
    request,
    "big.txt",
    new Uint8Array(11 * 1024 * 1024).fill(0x61),
    "text/plain",
  );
  expect(big.status()).toBe(413);

  // Another visitor with a lead of their own cannot remove it.
  const other = await playwright.request.newContext({ baseURL });
  await register(other);
  const foreign = await other.post(`/api/briefing/files/${body.document.id}/delete`, {
    headers: FROM_SITE,
  });
  expect(foreign.status()).toBe(404);
  await other.dispose();

  const removed = await request.post(`/api/briefing/files/${body.document.id}/delete`, {
    headers: FROM_SITE,
  });
  expect(removed.status()).toBe(200);
  expect(await removed.json()).toEqual({ ok: true, removed: body.document.id });
  const again = await request.post(`/api/briefing/files/${body.document.id}/delete`, {
    headers: FROM_SITE,
  });
  expect(again.status()).toBe(404);
});
