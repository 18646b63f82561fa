import { randomUUID } from "node:crypto";

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createDatabase, type DatabaseConnection } from "~/lib/db/client.server";
import {
  mailOutbox,
  staffAuditLog,
  staffSessions,
  staffUsers,
  staffVerifications,
} from "~/lib/db/schema";
import { describeOnEachDriver } from "~/lib/db/test-databases.server";

import { type AllowList, parseAllowList } from "./allow-list";
import { listAuditEntries } from "./audit-log.server";
import {
  confirmTotpEnrolment,
  disableTotp,
  passSecondFactor,
  startTotpEnrolment,
} from "./second-factor.server";
import { requestSignInLink } from "./sign-in.server";
import { signOutStaff } from "./sign-out.server";
import {
  createStaffAuth,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  type StaffAuth,
} from "./staff-auth.server";
import {
  isDataRequest,
  recordStaffAction,
  requireStaffWith,
  safeNextPath,
  type StaffMember,
} from "./staff-session.server";
import { totpCode, totpStep } from "./totp.server";

const ORIGIN = "https://staff.neargenius.test";
const SECRET = "a-test-secret-that-is-long-enough-for-better-auth";

function page(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    headers: { accept: "text/html,application/xhtml+xml", ...(cookie ? { cookie } : {}) },
  });
}

function post(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ status: "won" }),
  });
}

/** What requireStaff threw: the status, and where a redirect points. */
// Tests here sign the same people in many times; the limit of links has its own test.
const MANY_LINKS = { max: 1_000, windowSeconds: 900 };

async function refusal(work: Promise<unknown>): Promise<{ status: number; location: string }> {
  const thrown = await work.then(
    () => {
      throw new Error("expected a refusal, got a staff member");
    },
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

/** The Cookie header a browser would send back after these Set-Cookie lines. */
function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

describeOnEachDriver("staff sessions", (driver) => {
  let connection: DatabaseConnection;
  let auth: StaffAuth;
  let allowList: AllowList;
  const tag = randomUUID().slice(0, 8);
  const admin = `admin-${tag}@neargenius.test`;
  const sales = `sales-${tag}@neargenius.test`;
  const recruiter = `recruiter-${tag}@neargenius.test`;

  beforeAll(async () => {
    connection = await createDatabase({ target: await driver.fresh(), seed: false });
    allowList = parseAllowList({ admins: admin.toUpperCase(), sales, recruiters: recruiter });
    auth = createStaffAuth(connection.db, {
      origin: ORIGIN,
      secret: SECRET,
      allowList,
      secureCookies: true,
    });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const deps = (now?: Date, list: AllowList = allowList) => ({
    db: connection.db,
    auth,
    allowList: list,
    now,
  });

  const mailsTo = (email: string) =>
    connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt));

  async function linkFor(email: string, next = "/admin"): Promise<string> {
    await requestSignInLink(connection.db, new Request(`${ORIGIN}/admin/sign-in`), email, next, {
      auth,
      allowList,
      policy: MANY_LINKS,
    });
    const [mail] = await mailsTo(email);
    const link = /https:\/\/\S+magic-link\/verify\S+/.exec(mail?.textBody ?? "")?.[0];
    if (!link) throw new Error(`no sign-in link mailed to ${email}`);
    return link;
  }

  /** Follows the mailed link as a browser would; answers the redirect and the cookie set. */
  async function follow(link: string) {
    const response = await auth.handler(new Request(link, { headers: { accept: "text/html" } }));
    return {
      status: response.status,
      location: response.headers.get("location") ?? "",
      cookie: cookieFrom(response.headers),
    };
  }

  async function signIn(email: string, next = "/admin"): Promise<string> {
    const landed = await follow(await linkFor(email, next));
    expect(landed.status).toBe(302);
    expect(landed.cookie).not.toBe("");
    return landed.cookie;
  }

  it("mails a listed address a single-use link that signs in with the list's role", async () => {
    const link = await linkFor(admin, "/admin/leads/42?tab=notes");
    const [mail] = await mailsTo(admin);
    expect(mail?.subject).toBe("Your Near Genius staff sign-in link");
    expect(mail?.textBody).toContain("within 15 minutes");
    expect(link.startsWith(`${ORIGIN}/api/staff-auth/magic-link/verify?token=`)).toBe(true);

    const landed = await follow(link);
    expect(landed.status).toBe(302);
    expect(landed.location).toBe(`${ORIGIN}/admin/leads/42?tab=notes`);
    const staff = await requireStaffWith(page("/admin", landed.cookie), deps());
    expect(staff).toMatchObject({ email: admin, role: "admin" });
    const [user] = await connection.db.select().from(staffUsers).where(eq(staffUsers.email, admin));
    expect(user?.role).toBe("admin");
    const [entry] = await connection.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffEmail, admin))
      .orderBy(desc(staffAuditLog.id));
    expect(entry).toMatchObject({ action: "staff.signed-in", targetId: staff.sessionId });
  });

  it("sets the session cookie httpOnly, SameSite=Lax and Secure on an https origin", async () => {
    const response = await auth.handler(
      new Request(await linkFor(sales), { headers: { accept: "text/html" } }),
    );
    const line = response.headers.getSetCookie().find((cookie) => cookie.includes("session_token"));
    expect(line).toMatch(/^__Secure-ng_staff\.session_token=/);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Secure/);
  });

  it("queues nothing for an address that is not on the list", async () => {
    const stranger = `stranger-${tag}@neargenius.test`;
    await requestSignInLink(
      connection.db,
      new Request(`${ORIGIN}/admin/sign-in`),
      stranger,
      "/admin",
      { auth, allowList },
    );
    expect(await mailsTo(stranger)).toEqual([]);
    const pending = await connection.db.select().from(staffVerifications);
    expect(pending.some((row) => row.value.includes(stranger))).toBe(false);
  });

  it("refuses a forged link, an expired one and a link used twice", async () => {
    const forged = await follow(
      `${ORIGIN}/api/staff-auth/magic-link/verify?token=forged&callbackURL=${encodeURIComponent(`${ORIGIN}/admin`)}&errorCallbackURL=${encodeURIComponent(`${ORIGIN}/admin/sign-in`)}`,
    );
    expect(forged.status).toBe(302);
    expect(forged.location).toBe(`${ORIGIN}/admin/sign-in?error=INVALID_TOKEN`);
    expect(forged.cookie).toBe("");

    const once = await linkFor(sales);
    expect((await follow(once)).cookie).not.toBe("");
    const twice = await follow(once);
    expect(twice.location).toContain("/admin/sign-in?next=%2Fadmin&error=INVALID_TOKEN");
    expect(twice.cookie).toBe("");

    const stale = await linkFor(sales);
    // The token is stored hashed; the only pending row of this address is the one just made.
    await connection.db
      .update(staffVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffVerifications.value, JSON.stringify({ type: "magic-link", email: sales })));
    const expired = await follow(stale);
    expect(expired.location).toContain("error=INVALID_TOKEN");
    expect(expired.cookie).toBe("");
  });

  it("stores no usable token: the database holds a hash of the mailed one", async () => {
    const link = await linkFor(sales);
    const token = new URL(link).searchParams.get("token")!;
    const rows = await connection.db.select().from(staffVerifications);
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
  });

  it("redirects a page request without a session to sign-in, and answers data requests 401", async () => {
    const redirected = await refusal(requireStaffWith(page("/admin/leads/7?tab=notes"), deps()));
    expect(redirected.status).toBe(302);
    expect(redirected.location).toBe(
      `/admin/sign-in?next=${encodeURIComponent("/admin/leads/7?tab=notes")}`,
    );
    expect((await refusal(requireStaffWith(post("/admin/leads/7"), deps()))).status).toBe(401);
    expect((await refusal(requireStaffWith(page("/admin/leads.csv"), deps()))).status).toBe(401);
    const json = new Request(`${ORIGIN}/admin`, { headers: { accept: "application/json" } });
    expect((await refusal(requireStaffWith(json, deps()))).status).toBe(401);
    const forgedCookie = page("/admin", "__Secure-ng_staff.session_token=made.up");
    expect((await refusal(requireStaffWith(forgedCookie, deps()))).status).toBe(302);
  });

  it("sends one address at most three links per 15 minutes, whatever client asks", async () => {
    const now = new Date();
    const ask = (client: string, at: Date) =>
      requestSignInLink(
        connection.db,
        new Request(`${ORIGIN}/admin/sign-in`, { headers: { "x-forwarded-for": client } }),
        recruiter,
        "/admin",
        { auth, allowList, now: at },
      );
    for (let i = 0; i < 5; i++) await ask(`10.20.0.${i}`, now);
    expect(await mailsTo(recruiter)).toHaveLength(3);
    // An unlisted address is counted the same way, and still mailed nothing.
    for (let i = 0; i < 5; i++) {
      await requestSignInLink(
        connection.db,
        new Request(`${ORIGIN}/admin/sign-in`),
        "stranger@example.com",
        "/admin",
        { auth, allowList, now },
      );
    }
    expect(await mailsTo("stranger@example.com")).toHaveLength(0);
    // A quarter of an hour later the address may have a link again.
    await ask("10.20.0.9", new Date(now.getTime() + 16 * 60_000));
    expect(await mailsTo(recruiter)).toHaveLength(4);
  });

  it("answers 403 to sales on an admin-only page, and lets an admin in", async () => {
    const salesCookie = await signIn(sales);
    const refused = await refusal(
      requireStaffWith(page("/admin/audit", salesCookie), deps(), { role: "admin" }),
    );
    expect(refused.status).toBe(403);
    const adminCookie = await signIn(admin);
    const staff = await requireStaffWith(page("/admin/audit", adminCookie), deps(), {
      role: "admin",
    });
    expect(staff.role).toBe("admin");
  });

  it("lets recruiters and admins onto a recruiters' page, and answers 403 to sales", async () => {
    const talent = { roles: ["recruiter"] } as const;
    const recruiterCookie = await signIn(recruiter);
    const staff = await requireStaffWith(page("/admin/talent", recruiterCookie), deps(), talent);
    expect(staff.role).toBe("recruiter");
    const adminCookie = await signIn(admin);
    expect((await requireStaffWith(page("/admin/talent", adminCookie), deps(), talent)).role).toBe(
      "admin",
    );
    const salesCookie = await signIn(sales);
    const refused = await refusal(
      requireStaffWith(page("/admin/talent", salesCookie), deps(), talent),
    );
    expect(refused.status).toBe(403);
    // Recruiters are not admins: the admin-only pages stay closed to them.
    const adminOnly = await refusal(
      requireStaffWith(page("/admin/audit", recruiterCookie), deps(), { role: "admin" }),
    );
    expect(adminOnly.status).toBe(403);
  });

  it("takes the role from the list at each request and sign-in; off the list is signed out", async () => {
    const cookie = await signIn(sales);
    const promoted = parseAllowList({ admins: `${admin},${sales}` });
    const staff = await requireStaffWith(page("/admin", cookie), deps(undefined, promoted));
    expect(staff.role).toBe("admin");

    const removed = parseAllowList({ admins: admin });
    const refused = await refusal(
      requireStaffWith(page("/admin", cookie), deps(undefined, removed)),
    );
    expect(refused.location).toContain("reason=ended");
    const [left] = await connection.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, staff.sessionId));
    expect(left).toBeUndefined();

    // A sign-in with the list changed writes the new role to the user.
    const promotedAuth = createStaffAuth(connection.db, {
      origin: ORIGIN,
      secret: SECRET,
      allowList: promoted,
      secureCookies: true,
    });
    await requestSignInLink(
      connection.db,
      new Request(`${ORIGIN}/admin/sign-in`),
      sales,
      "/admin",
      {
        auth: promotedAuth,
        allowList: promoted,
        policy: MANY_LINKS,
      },
    );
    const [mail] = await mailsTo(sales);
    const link = /https:\/\/\S+magic-link\/verify\S+/.exec(mail!.textBody)![0];
    await promotedAuth.handler(new Request(link));
    const [user] = await connection.db.select().from(staffUsers).where(eq(staffUsers.email, sales));
    expect(user?.role).toBe("admin");
  });

  it("refuses a link followed after its address left the list", async () => {
    const link = await linkFor(sales);
    const narrowed = createStaffAuth(connection.db, {
      origin: ORIGIN,
      secret: SECRET,
      allowList: parseAllowList({ admins: admin }),
      secureCookies: true,
    });
    const response = await narrowed.handler(new Request(link));
    expect(response.headers.get("location")).toContain("/admin/sign-in");
    expect(response.headers.get("location")).toContain("error=");
    expect(cookieFrom(response.headers)).toBe("");
  });

  it("ends a session 8 hours idle or 7 days after sign-in, and keeps an active one", async () => {
    const cookie = await signIn(admin);
    const staff = await requireStaffWith(page("/admin", cookie), deps());
    const [row] = await connection.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, staff.sessionId));
    const signedIn = row!.createdAt.getTime();

    // Active every few hours for six days: still in, the idle clock moving each time.
    for (let hours = 6; hours <= 6 * 24; hours += 6) {
      const now = new Date(signedIn + hours * 3_600_000);
      await expect(requireStaffWith(page("/admin", cookie), deps(now))).resolves.toMatchObject({
        sessionId: staff.sessionId,
      });
    }
    // Past seven days since sign-in, however active.
    const late = new Date(signedIn + SESSION_ABSOLUTE_SECONDS * 1000 + 1000);
    expect(
      (await refusal(requireStaffWith(page("/admin", cookie), deps(late)))).location,
    ).toContain("reason=ended");

    const idleCookie = await signIn(admin);
    const idleStaff = await requireStaffWith(page("/admin", idleCookie), deps());
    const [idleRow] = await connection.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, idleStaff.sessionId));
    const idle = new Date(idleRow!.updatedAt.getTime() + SESSION_IDLE_SECONDS * 1000 + 1000);
    expect((await refusal(requireStaffWith(page("/admin", idleCookie), deps(idle)))).status).toBe(
      302,
    );
    // The expired session is gone, so the next request is refused without a clock trick too.
    expect((await refusal(requireStaffWith(page("/admin", idleCookie), deps()))).status).toBe(302);
  });

  it("signs out this session, or every session of the member, and audits both", async () => {
    const laptop = await signIn(sales);
    const phone = await signIn(sales);
    const tablet = await signIn(sales);
    const onLaptop = await requireStaffWith(page("/admin", laptop), deps());

    const cleared = await signOutStaff(
      post("/admin/sign-out", laptop),
      onLaptop,
      { everywhere: false },
      { db: connection.db, auth },
    );
    expect(cleared.getSetCookie().join("\n")).toMatch(/session_token=;/);
    expect((await refusal(requireStaffWith(page("/admin", laptop), deps()))).status).toBe(302);
    const onPhone = await requireStaffWith(page("/admin", phone), deps());
    await requireStaffWith(page("/admin", tablet), deps());

    await signOutStaff(
      post("/admin/sign-out", phone),
      onPhone,
      { everywhere: true },
      { db: connection.db, auth },
    );
    expect((await refusal(requireStaffWith(page("/admin", phone), deps()))).status).toBe(302);
    expect((await refusal(requireStaffWith(page("/admin", tablet), deps()))).status).toBe(302);

    const actions = (
      await connection.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.staffEmail, sales))
        .orderBy(desc(staffAuditLog.id))
    ).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(["staff.signed-out-everywhere", "staff.signed-out"]);
  });

  it("holds a session back until the second factor's code, spends each code once", async () => {
    const member = `totp-${tag}@neargenius.test`;
    const list = parseAllowList({ admins: admin, sales: `${sales},${member}` });
    const totpAuth = createStaffAuth(connection.db, {
      origin: ORIGIN,
      secret: SECRET,
      allowList: list,
      secureCookies: true,
    });
    const totpDeps = (now?: Date) => ({ db: connection.db, auth: totpAuth, allowList: list, now });
    const signInMember = async () => {
      await requestSignInLink(
        connection.db,
        new Request(`${ORIGIN}/admin/sign-in`),
        member,
        "/admin",
        {
          auth: totpAuth,
          allowList: list,
          policy: MANY_LINKS,
        },
      );
      const [mail] = await mailsTo(member);
      const link = /https:\/\/\S+magic-link\/verify\S+/.exec(mail!.textBody)![0];
      return cookieFrom((await totpAuth.handler(new Request(link))).headers);
    };
    const now = new Date();
    const step = totpStep(now);
    const factor = { db: connection.db, authSecret: SECRET, now };

    const laptop = await signInMember();
    const phone = await signInMember();
    const onLaptop = await requireStaffWith(page("/admin", laptop), totpDeps());
    const enrolment = await startTotpEnrolment(factor, onLaptop);
    expect(enrolment?.uri).toContain(`secret=${enrolment?.secret}`);
    const [stored] = await connection.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, member));
    expect(stored?.totpSecret).not.toContain(enrolment!.secret);

    expect(await confirmTotpEnrolment(factor, onLaptop, "000000")).toBe("wrong-code");
    // Not on yet: the phone's session still works.
    await requireStaffWith(page("/admin", phone), totpDeps());
    const first = totpCode(enrolment!.secret, step);
    expect(await confirmTotpEnrolment(factor, onLaptop, first)).toBe("ok");
    expect(await startTotpEnrolment(factor, onLaptop)).toBeNull();

    // The enrolling session passed; the phone's now owes a code.
    await requireStaffWith(page("/admin", laptop), totpDeps());
    const held = await refusal(requireStaffWith(page("/admin/audit", phone), totpDeps()));
    expect(held.location).toBe(`/admin/sign-in/code?next=${encodeURIComponent("/admin/audit")}`);
    expect(
      (await refusal(requireStaffWith(post("/admin/leads/1", phone), totpDeps()))).status,
    ).toBe(401);

    const onPhone = { id: onLaptop.id, email: member, sessionId: "" };
    const fresh = await signInMember();
    const pending = await refusal(requireStaffWith(page("/admin", fresh), totpDeps()));
    expect(pending.location).toContain("/admin/sign-in/code");
    const [freshRow] = await connection.db
      .select()
      .from(staffSessions)
      .orderBy(desc(staffSessions.createdAt))
      .limit(1);
    onPhone.sessionId = freshRow!.id;
    // The enrolment's code is spent; the next step's code (the app a little ahead) is not.
    expect(await passSecondFactor(factor, onPhone, first)).toBe("wrong-code");
    expect(await passSecondFactor(factor, onPhone, totpCode(enrolment!.secret, step + 1))).toBe(
      "ok",
    );
    await requireStaffWith(page("/admin", fresh), totpDeps());

    // Five wrong codes per session in five minutes, then even the right one waits.
    const another = await signInMember();
    const [anotherRow] = await connection.db
      .select()
      .from(staffSessions)
      .orderBy(desc(staffSessions.createdAt))
      .limit(1);
    const guessing = { ...onPhone, sessionId: anotherRow!.id };
    const later = { ...factor, now: new Date(now.getTime() + 30_000) };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await passSecondFactor(later, guessing, "123456")).toBe("wrong-code");
    }
    expect(await passSecondFactor(later, guessing, totpCode(enrolment!.secret, step + 2))).toBe(
      "too-many-attempts",
    );
    await refusal(requireStaffWith(page("/admin", another), totpDeps()));

    // Off only with a current code; then a new sign-in owes nothing.
    const muchLater = { ...factor, now: new Date(now.getTime() + 120_000) };
    expect(await disableTotp(muchLater, onLaptop, "000000")).toBe("wrong-code");
    expect(await disableTotp(muchLater, onLaptop, totpCode(enrolment!.secret, step + 4))).toBe(
      "ok",
    );
    await requireStaffWith(page("/admin", await signInMember()), totpDeps());

    const actions = (
      await connection.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.staffEmail, member))
        .orderBy(desc(staffAuditLog.id))
    ).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "staff.two-factor-enabled",
        "staff.two-factor-passed",
        "staff.two-factor-refused",
        "staff.two-factor-disabled",
      ]),
    );
  });

  it("appends audit lines and pages through them newest first", async () => {
    const member: Pick<StaffMember, "id" | "email"> = { id: "gone", email: `audit-${tag}@x.test` };
    const [user] = await connection.db
      .insert(staffUsers)
      .values({ id: `u-${tag}`, name: "Auditor", email: member.email })
      .returning();
    for (let index = 0; index < 5; index += 1) {
      await recordStaffAction(
        connection.db,
        { id: user!.id, email: member.email },
        "lead.status-changed",
        { type: "lead", id: `lead-${index}` },
        { to: "won" },
        "203.0.113.9",
      );
    }
    const first = await listAuditEntries(connection.db, { pageSize: 3 });
    expect(first.entries.map((entry) => entry.target)).toEqual([
      "lead lead-4",
      "lead lead-3",
      "lead lead-2",
    ]);
    expect(first.entries[0]).toMatchObject({
      staffEmail: member.email,
      action: "lead.status-changed",
      details: '{"to":"won"}',
      ipAddress: "203.0.113.9",
    });
    const second = await listAuditEntries(connection.db, {
      pageSize: 3,
      before: first.olderBefore,
    });
    expect(second.entries.map((entry) => entry.target).slice(0, 2)).toEqual([
      "lead lead-1",
      "lead lead-0",
    ]);
  });
});

it("tells data requests from page requests", () => {
  expect(isDataRequest(page("/admin"))).toBe(false);
  expect(isDataRequest(post("/admin"))).toBe(true);
  expect(isDataRequest(page("/admin/leads.csv"))).toBe(true);
  expect(isDataRequest(page("/admin/people/export.json"))).toBe(true);
  expect(isDataRequest(new Request(`${ORIGIN}/admin`))).toBe(true);
});

it("only sends people back to a path inside the staff area", () => {
  expect(safeNextPath("/admin/leads/1?tab=notes")).toBe("/admin/leads/1?tab=notes");
  expect(safeNextPath("https://evil.test/admin")).toBe("/admin");
  expect(safeNextPath("//evil.test/admin")).toBe("/admin");
  expect(safeNextPath("/contact")).toBe("/admin");
  expect(safeNextPath("/admin\\@evil.test")).toBe("/admin");
  expect(safeNextPath(null)).toBe("/admin");
});
