// What the site's image address answers, as a CDN or a crawler sees it.
import { readdirSync } from "node:fs";

import { expect, test } from "@playwright/test";

const files = readdirSync("studio/seed/images");
const photo = files.find((name) => name.endsWith(".jpg"))!;
const drawing = files.find((name) => name.endsWith(".svg"))!;
const base = "/media/images/bundled/production";

test("a picture is resized, negotiated by Accept and kept for a year", async ({ request }) => {
  const url = `${base}/${photo}?w=480&h=270&q=70&auto=format`;
  for (const [accept, type] of [
    ["image/avif,image/webp,*/*", "image/avif"],
    ["image/webp,*/*", "image/webp"],
    ["*/*", "image/jpeg"],
  ] as const) {
    const response = await request.get(url, { headers: { Accept: accept } });
    expect(response.status(), accept).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect(response.headers()["vary"]).toMatch(/Accept(,|$)/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  // An explicit format is the same for everyone.
  const png = await request.get(`${base}/${photo}?w=320&fm=png`);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(png.headers()["vary"] ?? "").not.toMatch(/Accept(,|$)/);
});

test("a drawing is sent whole and may not run anything when opened on its own", async ({
  request,
}) => {
  const response = await request.get(`${base}/${drawing}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(response.headers()["content-security-policy"]).toContain("sandbox");
  expect(await response.text()).toMatch(/^<svg /);
});

test("what cannot be honoured is refused, and what is not there is not found", async ({
  request,
}) => {
  for (const query of ["w=99999", "rect=0,0,99999,1", "fm=gif", "q=0"]) {
    const response = await request.get(`${base}/${photo}?${query}`);
    expect(response.status(), query).toBe(400);
  }
  for (const path of [
    `${base}/${"0".repeat(40)}-1600x900.jpg`,
    `${base}/..%2F..%2Fpackage.json`,
    `/media/images/another-project/production/${photo}`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
