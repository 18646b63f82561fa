import { readFileSync } from "node:fs";

import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { CV_MAX_BYTES } from "~/features/careers/application-schema";
import { fetchContent } from "~/lib/content/content.server";
import { careersQuery } from "~/lib/content/queries";
import type { CareersQueryResult } from "~/lib/content/sanity.types";
import type * as ClientModule from "~/lib/db/client.server";
import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";
import { generatedBody, generatedPost, OVERSHOOT_BYTES } from "~/lib/http/generated-body";
import { FORM_MAX_BYTES, MULTIPART_ALLOWANCE } from "~/lib/http/request-body.server";

// Every action in the route manifest, posted a body of a type no action takes: each must
// refuse it as the client's mistake (4xx), never fail with a 500, whatever it checks first.

const database = vi.hoisted(() => {
  // Configured, so the webhook gets as far as its body instead of answering "not set up".
  process.env.SANITY_WEBHOOK_SECRET = "a-long-shared-secret";
  return { get: vi.fn() };
});
vi.mock("~/features/mailer/mail-worker.server", () => ({ kickMailWorker: () => {} }));
vi.mock("~/lib/db/client.server", async (original) => ({
  ...(await original<typeof ClientModule>()),
  getDatabase: database.get,
}));

const manifest = readFileSync(new URL("../routes.ts", import.meta.url), "utf8");
const routeFiles = [
  ...new Set([...manifest.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((m) => m[1]!)),
];
const modules = import.meta.glob<{
  action?: (args: unknown) => Promise<unknown>;
  default?: unknown;
}>("./*.{ts,tsx}");

type Action = (args: unknown) => Promise<unknown>;

const errors: string[] = [];
async function statusOf(action: Action, request: Request): Promise<number> {
  // Sent as this site's own pages send it, so each action gets as far as its body.
  if (!request.headers.has("origin")) request.headers.set("origin", new URL(request.url).origin);
  const params = new Proxy({}, { get: () => "x" });
  try {
    const answer = (await action({ request, params, context: new Map() })) as
      Response | { init?: ResponseInit | null } | undefined;
    if (answer instanceof Response) return answer.status;
    return answer?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: ResponseInit | null } | null)?.init;
    if (init) return init.status ?? 200;
    errors.push(String(thrown).slice(0, 160));
    return 500;
  }
}

const actions: [string, Action][] = [];
const pagesByFile = new Map<string, boolean>();
for (const file of routeFiles) {
  const module = await modules[`./${file.slice("routes/".length)}`]!();
  if (module.action) actions.push([file, module.action]);
  pagesByFile.set(file, "default" in module);
}

describeOnEachDriver("every route action", async (driver) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh({ seed: true }), seed: false });
  });
  afterAll(async () => {
    await connection?.close();
  });

  beforeEach(() => {
    database.get.mockImplementation(async () => connection.db);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const actionOf = (file: string) => actions.find(([name]) => name === file)![1];

  it("finds the actions in the manifest", () => {
    expect(actions.length).toBeGreaterThan(10);
  });

  for (const type of ["text/plain", "application/xml"]) {
    it.each(actions)(`%s answers a ${type} body with a 4xx, never a 500`, async (_, action) => {
      const request = new Request("http://localhost/x", {
        method: "POST",
        body: "<a>b</a>",
        headers: { "content-type": type },
      });
      errors.length = 0;
      const status = await statusOf(action, request);
      expect({ status: status >= 400 && status < 500 ? "4xx" : status, errors }).toEqual({
        status: "4xx",
        errors: [],
      });
    });
  }

  // Resource routes (no page) are not covered by React Router's own check of the sender.
  // Signed requests, and the API's (a bearer token, which a browser never attaches by
  // itself), carry their own proof and may come from anywhere.
  const SIGNED = [
    "routes/api.content-webhook.ts",
    "routes/api.staff-auth.ts",
    "routes/api.inbound-mail.ts",
  ];
  const isSigned = (file: string) => SIGNED.includes(file) || file.startsWith("routes/api.v1.");
  const pageless = actions.filter(([file]) => !isSigned(file) && !pagesByFile.get(file));

  it("finds the actions of addresses that have no page", () => {
    expect(pageless.map(([file]) => file)).toEqual(
      expect.arrayContaining(["routes/api.lead.team.ts", "routes/admin.sign-out.tsx"]),
    );
  });

  it.each(pageless)(
    "%s refuses a post from another site or from no page at all",
    async (_, action) => {
      const senders: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "null", "sec-fetch-site": "cross-site" },
      ];
      for (const headers of senders) {
        const request = new Request("http://localhost/x", {
          method: "POST",
          body: new URLSearchParams({ intent: "x" }),
          headers,
        });
        expect(await statusOf(action, request), JSON.stringify(headers)).toBe(403);
      }
      const sameSite = new Request("http://localhost/x", {
        method: "POST",
        body: new URLSearchParams({ intent: "x" }),
        headers: { "sec-fetch-site": "same-origin", origin: "null" },
      });
      expect(await statusOf(action, sameSite)).not.toBe(403);
    },
  );

  // A NUL cannot be stored in PostgreSQL text or jsonb: whatever field carries it, on any
  // action and in any of the encodings the actions read, the answer is the client's 4xx.
  const NUL_FIELDS = [
    "name",
    "email",
    "company",
    "phone",
    "message",
    "consentVersion",
    "consent",
    "source",
    "idempotencyKey",
    "intent",
    "token",
    "code",
    "url",
    "description",
    "deliveryId",
    "endpointId",
    "status",
    "note",
    "q",
    "roles",
    "estimate",
    "search",
    "profileUrl",
    "startsAt",
    "timeZone",
    "slug",
    "documentId",
    "companyName",
    "contactName",
  ];
  // JSON writes the NUL as the escape \u0000, which parses back to a NUL.
  const nulDraft = JSON.stringify({
    companyInfo: { name: "Acme\u0000", contactName: "Ana", email: "ana@acme.example" },
  });
  const nulBodies: [string, () => Request][] = [
    [
      "a urlencoded form",
      () =>
        new Request("http://localhost/x", {
          method: "POST",
          body: new URLSearchParams([
            ...NUL_FIELDS.map((name) => [name, `a\u0000b`]),
            ["draft", nulDraft],
          ]),
        }),
    ],
    [
      "a multipart form",
      () => {
        const form = new FormData();
        for (const name of NUL_FIELDS) form.set(name, "a\u0000b");
        form.set("draft", nulDraft);
        form.set("cv", new File(["%PDF-1.7"], "cv\u0000.pdf", { type: "application/pdf" }));
        return new Request("http://localhost/x", { method: "POST", body: form });
      },
    ],
    [
      "a JSON body",
      () =>
        new Request("http://localhost/x", {
          method: "POST",
          body: `{"intent":"save","draft":${nulDraft}}`,
          headers: { "content-type": "application/json" },
        }),
    ],
  ];
  for (const [kind, make] of nulBodies) {
    it.each(actions)(
      `%s answers ${kind} holding a NUL with a 4xx, never a 500`,
      async (_, action) => {
        errors.length = 0;
        const status = await statusOf(action, make());
        expect({ status: status >= 400 && status < 500 ? "4xx" : status, errors }).toEqual({
          status: "4xx",
          errors: [],
        });
      },
    );
  }

  it("a newsletter sign-up that is valid but for a NUL in its consent version is a 400", async () => {
    const body = new URLSearchParams({
      email: "ana@acme.example",
      source: "footer",
      consentVersion: "v1\u0000",
    });
    const request = new Request("http://localhost/newsletter/subscribe", { method: "POST", body });
    errors.length = 0;
    expect({
      status: await statusOf(actionOf("routes/newsletter.subscribe.tsx"), request),
      errors,
    }).toEqual({
      status: 400,
      errors: [],
    });
  });

  it("a briefing draft whose company name holds a NUL is a 400", async () => {
    const draft = {
      companyInfo: {
        name: "Acme\u0000 Pagamentos",
        contactName: "Ana Souza",
        email: "ana@acme.example",
      },
    };
    const request = new Request("http://localhost/api/briefing/draft", {
      method: "POST",
      body: JSON.stringify({ intent: "save", draft }),
      headers: { "content-type": "application/json" },
    });
    errors.length = 0;
    expect({
      status: await statusOf(actionOf("routes/api.briefing.draft.ts"), request),
      errors,
    }).toEqual({
      status: 400,
      errors: [],
    });
  });

  // The largest cap any action has: a briefing document (10 MB) and its multipart envelope.
  const LARGEST_CAP = 10 * 1024 * 1024 + MULTIPART_ALLOWANCE;

  it.each(actions)("%s stops reading a 200 MB body near its cap", async (_, action) => {
    const body = generatedBody(200 * 1024 * 1024, { prefix: "token=" });
    const request = generatedPost("http://localhost/x", body, "application/x-www-form-urlencoded");
    await statusOf(action, request);
    expect(body.pulled()).toBeLessThanOrEqual(LARGEST_CAP + OVERSHOOT_BYTES);
  });

  const MB = 1024 * 1024;

  it("a 200 MB post to /contact is refused with 413 after at most the form cap and a chunk or two", async () => {
    const body = generatedBody(200 * MB, { prefix: "name=Ana&message=" });
    const request = generatedPost(
      "http://localhost/contact",
      body,
      "application/x-www-form-urlencoded",
    );
    expect(await statusOf(actionOf("routes/contact.tsx"), request)).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(FORM_MAX_BYTES + OVERSHOOT_BYTES);
  });

  it("a 50 MB CV is refused with 413 after about 5 MB, however long it claims to be", async () => {
    const { positions } = await fetchContent<CareersQueryResult>(careersQuery);
    const slug = positions[0]!.slug!;
    const boundary = "b0undary";
    for (const claimed of [undefined, 1000]) {
      const body = generatedBody(50 * MB, {
        prefix: `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
        suffix: `\r\n--${boundary}--\r\n`,
      });
      const request = generatedPost(
        `http://localhost/about/careers/${slug}/apply`,
        body,
        `multipart/form-data; boundary=${boundary}`,
        claimed,
      );
      const action = actionOf("routes/careers.apply.tsx");
      const status = await action({ request, params: { slug }, context: new Map() }).then(
        () => 200,
        (thrown: unknown) => (thrown instanceof Response ? thrown.status : 500),
      );
      expect(status).toBe(413);
      expect(body.pulled()).toBeLessThanOrEqual(
        CV_MAX_BYTES + MULTIPART_ALLOWANCE + OVERSHOOT_BYTES,
      );
    }
  });
});
