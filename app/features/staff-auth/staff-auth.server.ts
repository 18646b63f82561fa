import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { eq } from "drizzle-orm";

import { clientAddress } from "~/features/lead-capture/rate-limit.server";
import { enqueueMail } from "~/features/mailer/mailer.server";
import { storedSecret } from "~/lib/db/app-secret.server";
import type { Database } from "~/lib/db/client.server";
import {
  staffAccounts,
  staffAuditLog,
  staffSessions,
  staffUsers,
  staffVerifications,
} from "~/lib/db/schema";
import { env } from "~/lib/env.server";

import { type AllowList, parseAllowList, roleFor } from "./allow-list";

// Staff sign in with better-auth (decision 017): magic links only, sessions in the database,
// no self sign-up beyond the allow-list. Visitors never sign in; these tables are staff's.

/** Where better-auth's own endpoints answer; only the magic link's landing is routed there. */
export const STAFF_AUTH_BASE_PATH = "/api/staff-auth";
/** A magic link works once, within this many seconds of being mailed. */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
/** A session ends this long after sign-in whatever happens (the cookie's lifetime too). */
export const SESSION_ABSOLUTE_SECONDS = 7 * 86_400;
/** …and after this long without a request. */
export const SESSION_IDLE_SECONDS = 8 * 3600;
/** Activity moves the idle clock at most this often, so a page view is not always a write. */
export const SESSION_TOUCH_SECONDS = 5 * 60;

const SECRET_NAME = "staff-auth";
const COOKIE_PREFIX = "ng_staff";

export interface StaffAuthSettings {
  /** The site's origin (siteOrigin of the request), without a trailing slash. */
  origin: string;
  secret: string;
  allowList: AllowList;
  /** Secure cookies (with the __Secure- prefix); on whenever the origin is https. */
  secureCookies: boolean;
}

export function allowListFromEnv(): AllowList {
  const config = env();
  return parseAllowList({
    admins: config.STAFF_ADMIN_EMAILS,
    sales: config.STAFF_SALES_EMAILS,
    recruiters: config.STAFF_RECRUITER_EMAILS,
  });
}

/** STAFF_AUTH_SECRET when configured; else a key generated once and kept in the database. */
export async function staffAuthSecret(
  db: Database,
  configured: string | undefined = env().STAFF_AUTH_SECRET,
): Promise<string> {
  return configured ?? (await storedSecret(db, SECRET_NAME));
}

/**
 * Secure cookies over https, and in production on any address but this machine's own (where
 * browsers keep Secure cookies of plain http://localhost too, but a proxy-less http site
 * elsewhere would leak the session on the wire).
 */
export function wantsSecureCookies(origin: string, production = env().NODE_ENV === "production") {
  const url = new URL(origin);
  if (url.protocol === "https:") return true;
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return production && !loopback;
}

/** The client's address as the rate limit reads it, or null when no trusted proxy names it. */
export function auditAddress(request: Request): string | null {
  const address = clientAddress(request, env().TRUST_PROXY_HOPS);
  return address === "direct" || address === "unknown" ? null : address;
}

export function signInMail(url: string): { subject: string; text: string } {
  const minutes = MAGIC_LINK_TTL_SECONDS / 60;
  return {
    subject: "Your Near Genius staff sign-in link",
    text: [
      "Hello,",
      "",
      "Use this link to sign in to the Near Genius sales inbox:",
      "",
      url,
      "",
      `It works once, within ${minutes} minutes. If you did not ask to sign in, ignore this`,
      "mail: nobody can use the link without access to your mailbox.",
      "",
      "Near Genius",
    ].join("\n"),
  };
}

export function createStaffAuth(db: Database, settings: StaffAuthSettings) {
  const { allowList } = settings;
  return betterAuth({
    appName: "Near Genius staff",
    baseURL: settings.origin,
    basePath: STAFF_AUTH_BASE_PATH,
    secret: settings.secret,
    trustedOrigins: [settings.origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { staffUsers, staffSessions, staffAccounts, staffVerifications },
    }),
    user: {
      modelName: "staffUsers",
      // Never settable by a request: it is copied from the allow-list at each sign-in.
      additionalFields: { role: { type: "string", input: false, defaultValue: "sales" } },
    },
    session: {
      modelName: "staffSessions",
      expiresIn: SESSION_ABSOLUTE_SECONDS,
      // The idle timeout is requireStaff's; better-auth's refresh would push the absolute end out.
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    account: { modelName: "staffAccounts" },
    verification: { modelName: "staffVerifications" },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: settings.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // better-auth would take the address from forwarded headers, which anyone can forge
      // without a trusted proxy; the audit log records it the way the rate limit reads it
      // (the socket's, or the trusted proxy's entry: clientAddress in lead-capture).
      ipAddress: { disableIpTracking: true },
    },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    logger: { level: "error" },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const role = roleFor(allowList, user.email);
            if (!role) return false;
            return { data: { ...user, role, name: user.name || user.email.split("@")[0] } };
          },
        },
      },
      session: {
        create: {
          // The last gate: an address taken off the list between the mail and the click gets
          // no session; one still on it gets the role the list gives it today.
          async before(session) {
            const [user] = await db
              .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId));
            const role = user ? roleFor(allowList, user.email) : null;
            if (!user || !role) return false;
            if (user.role !== role) {
              await db
                .update(staffUsers)
                .set({ role, updatedAt: new Date() })
                .where(eq(staffUsers.id, user.id));
            }
          },
          async after(session, context) {
            const [user] = await db
              .select({ id: staffUsers.id, email: staffUsers.email })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId));
            if (!user) return;
            await db.insert(staffAuditLog).values({
              staffUserId: user.id,
              staffEmail: user.email,
              action: "staff.signed-in",
              targetType: "staff-session",
              targetId: session.id,
              ipAddress: context?.request ? auditAddress(context.request) : null,
            });
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        // A copy of the outbox or the database does not hold a working link.
        storeToken: "hashed",
        async sendMagicLink({ email, url }) {
          // The sign-in page asks only for listed addresses; this covers a direct call.
          if (!roleFor(allowList, email)) return;
          await enqueueMail(db, { to: email, ...signInMail(url) });
        },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

// One instance per database and origin: without SITE_URL the site answers on whatever
// origin a request names, and better-auth checks origins and writes links for one. The
// number of origins kept is bounded, so a stream of made-up Host headers cannot grow it.
const MAX_ORIGINS = 8;
const instances = new WeakMap<Database, Map<string, Promise<StaffAuth>>>();

export function staffAuthFor(db: Database, origin: string): Promise<StaffAuth> {
  let byOrigin = instances.get(db);
  if (!byOrigin) {
    byOrigin = new Map();
    instances.set(db, byOrigin);
  }
  const cached = byOrigin.get(origin);
  if (cached) return cached;
  const created = (async () =>
    createStaffAuth(db, {
      origin,
      secret: await staffAuthSecret(db),
      allowList: allowListFromEnv(),
      secureCookies: wantsSecureCookies(origin),
    }))();
  if (byOrigin.size >= MAX_ORIGINS) byOrigin.clear();
  byOrigin.set(origin, created);
  // A failed first attempt (database down) must not be remembered.
  created.catch(() => byOrigin.delete(origin));
  return created;
}
