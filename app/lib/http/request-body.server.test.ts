import { describe, expect, it } from "vitest";

import { generatedBody, generatedPost, OVERSHOOT_BYTES } from "./generated-body";
import { FORM_MAX_BYTES, readBodyBytes, readBodyText, readFormData } from "./request-body.server";

const URL = "http://x/form";
const FORM = "application/x-www-form-urlencoded";
const MB = 1024 * 1024;

async function refusalOf(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("readFormData", () => {
  it("refuses a 200 MB form with 413 after reading no more than the cap and a chunk or two", async () => {
    const body = generatedBody(200 * MB, { prefix: "message=" });
    const answer = await refusalOf(readFormData(generatedPost(URL, body, FORM)));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(FORM_MAX_BYTES + OVERSHOOT_BYTES);
  });

  it("refuses a declared length over the cap before reading anything", async () => {
    const body = generatedBody(200 * MB, { prefix: "message=" });
    const answer = await refusalOf(readFormData(generatedPost(URL, body, FORM, 200 * MB)));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBe(0);
  });

  it("counts the bytes, not the declared length, when the length lies", async () => {
    const body = generatedBody(200 * MB, { prefix: "message=" });
    const answer = await refusalOf(readFormData(generatedPost(URL, body, FORM, 100)));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(FORM_MAX_BYTES + OVERSHOOT_BYTES);
  });

  it("refuses a multipart upload past its own cap after about that many bytes", async () => {
    const cap = 5 * MB + 64 * 1024;
    const boundary = "b0undary";
    const body = generatedBody(50 * MB, {
      prefix: `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
      suffix: `\r\n--${boundary}--\r\n`,
    });
    const request = generatedPost(URL, body, `multipart/form-data; boundary=${boundary}`);
    const answer = await refusalOf(readFormData(request, { maxBytes: cap }));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(cap + OVERSHOOT_BYTES);
  });

  it("reads a form within the cap, urlencoded and multipart", async () => {
    const urlencoded = new Request(URL, { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect((await readFormData(urlencoded)).get("a")).toBe("1");
    const multipart = new FormData();
    multipart.set("b", "2");
    multipart.set("f", new File(["hello"], "f.txt"));
    const form = await readFormData(new Request(URL, { method: "POST", body: multipart }));
    expect(form.get("b")).toBe("2");
    expect(await (form.get("f") as File).text()).toBe("hello");
  });

  it.each(["text/plain", "application/xml", "application/json"])(
    "answers 415 for %s, never reading the body",
    async (type) => {
      const body = generatedBody(1024, { prefix: "a=1&" });
      const answer = await refusalOf(readFormData(generatedPost(URL, body, type)));
      expect(answer.status).toBe(415);
      expect(body.pulled()).toBe(0);
    },
  );

  it("answers 415 for a body without a Content-Type", async () => {
    const body = generatedBody(10);
    const request = new Request(URL, {
      method: "POST",
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    request.headers.delete("content-type");
    expect((await refusalOf(readFormData(request))).status).toBe(415);
  });

  it("answers 400 for a multipart body that does not parse", async () => {
    const request = new Request(URL, {
      method: "POST",
      body: "not multipart at all",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect((await refusalOf(readFormData(request))).status).toBe(400);
  });

  it("reads a bodyless post as an empty form", async () => {
    const form = await readFormData(new Request(URL, { method: "POST" }));
    expect([...form.keys()]).toEqual([]);
  });
});

describe("readBodyText", () => {
  it("refuses a 200 MB body past a 1 MB cap after at most the cap and a chunk or two", async () => {
    const body = generatedBody(200 * MB);
    const answer = await refusalOf(readBodyText(generatedPost(URL, body, "application/json"), MB));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(MB + OVERSHOOT_BYTES);
  });

  it("returns a body within the cap whole", async () => {
    const request = new Request(URL, { method: "POST", body: "é".repeat(10) });
    expect(await readBodyText(request, 20)).toBe("é".repeat(10));
    await expect(
      readBodyBytes(new Request(URL, { method: "POST", body: "x".repeat(21) }), 20),
    ).rejects.toBeInstanceOf(Response);
  });
});
