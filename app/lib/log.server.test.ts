import { DrizzleQueryError } from "drizzle-orm/errors";
import { data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import {
  describeError,
  log,
  type LogLevel,
  logRequestError,
  requestIdFor,
  runWithRequestId,
  setLogSinkForTests,
} from "./log.server";

function capture(): Array<{ line: string; level: LogLevel }> {
  const lines: Array<{ line: string; level: LogLevel }> = [];
  setLogSinkForTests((line, level) => lines.push({ line, level }));
  return lines;
}

afterEach(() => setLogSinkForTests(undefined));

describe("log", () => {
  it("writes one JSON object per line with time, level, message and fields", () => {
    const lines = capture();
    log.warn("[mail] send failed", { outboxId: "m-1", attempt: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe("warn");
    expect(JSON.parse(lines[0]!.line)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: "warn",
      msg: "[mail] send failed",
      outboxId: "m-1",
      attempt: 2,
    });
  });

  it("keeps a value with CR or LF on its own line, so it cannot forge another entry", () => {
    const lines = capture();
    const forged = 'Ana\r\n{"time":"2026-01-01T00:00:00Z","level":"info","msg":"admin signed in"}';
    log.error(`[contact] save failed for ${forged}`, { name: forged });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).not.toMatch(/[\r\n]/);
    const entry = JSON.parse(lines[0]!.line) as { msg: string; name: string };
    expect(entry.name).toBe(forged);
    expect(entry.msg).toContain(forged);
  });

  it("names the request each line belongs to", () => {
    const lines = capture();
    runWithRequestId("req-42", () => log.info("inside"));
    log.info("outside");
    expect(JSON.parse(lines[0]!.line)).toMatchObject({ msg: "inside", requestId: "req-42" });
    expect(JSON.parse(lines[1]!.line)).not.toHaveProperty("requestId");
  });

  it("describes an Error field by its message, not as an empty object", () => {
    const lines = capture();
    log.error("failed", { error: new Error("boom") });
    expect(JSON.parse(lines[0]!.line)).toMatchObject({ error: "boom" });
  });
});

describe("requestIdFor", () => {
  const withId = (id: string) => new Request("http://x/", { headers: { "x-request-id": id } });

  it("takes X-Request-Id only behind a trusted proxy, and only in a safe shape", () => {
    expect(requestIdFor(withId("edge-abc.123"), 1)).toBe("edge-abc.123");
    expect(requestIdFor(withId("edge-abc.123"), 0)).not.toBe("edge-abc.123");
    expect(requestIdFor(withId("bad id <script>"), 1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("describeError", () => {
  it("drops drizzle's query parameters and keeps the database's cause", () => {
    const cause = Object.assign(new Error('relation "contacts" does not exist'), { code: "42P01" });
    const error = new DrizzleQueryError(
      'insert into "contacts" ("name", "email", "message") values ($1, $2, $3)',
      ["Zelda", "zelda@example.com", "secret plans"],
      cause,
    );
    const text = describeError(error);
    expect(text).toBe('database query failed: relation "contacts" does not exist (42P01)');
  });

  it("drops the input PostgreSQL quotes back in its message", () => {
    const error = Object.assign(
      new Error('invalid input syntax for type uuid: "zelda@example.com"'),
      { code: "22P02" },
    );
    expect(describeError(error)).toBe('invalid input syntax for type uuid: "…" (22P02)');
  });

  it("names a thrown answer by its status only, never by the data it carries", () => {
    const thrown = data({ reason: "database", email: "zelda@example.com" }, { status: 503 });
    expect(describeError(thrown)).toBe("answered 503");
    expect(describeError(new Response("zelda@example.com", { status: 404 }))).toBe("answered 404");
    expect(describeError("plain")).toBe("plain");
  });

  it("joins the causes of an AggregateError", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), {
      code: "ECONNREFUSED",
    });
    expect(describeError(new AggregateError([refused, refused]))).toBe(
      "connect ECONNREFUSED ::1:5432",
    );
  });
});

describe("logRequestError", () => {
  it("logs an unhandled database error of a request with its frames but without the query's values", () => {
    const lines = capture();
    const cause = Object.assign(new Error("value too long for type character varying(200)"), {
      code: "22001",
    });
    const error = new DrizzleQueryError(
      'insert into "leads" ("contact_name", "email") values ($1, $2)',
      ["Zelda\r\nQuintanilha", "zelda@private.example"],
      cause,
    );
    logRequestError(error, new Request("http://x/company-registration?ref=1", { method: "POST" }));
    expect(lines).toHaveLength(1);
    const line = lines[0]!.line;
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).not.toContain("Zelda");
    expect(line).not.toContain("zelda@private.example");
    expect(JSON.parse(line)).toMatchObject({
      level: "error",
      msg: "[request] unhandled error",
      method: "POST",
      path: "/company-registration",
      error: "database query failed: value too long for type character varying(200) (22001)",
      stack: expect.stringContaining("at "),
    });
  });
});
