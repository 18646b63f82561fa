import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

// DATABASE_URL is deliberately only a string here: a malformed URL must not stop the
// server (decision 005: the server keeps running and /healthz explains the fault), so it
// is parsed when the database is first opened.
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalString,
  // Unset: every link follows the origin of the request that made it (siteOrigin in
  // ~/lib/site-origin.server), so a server started on any port answers with working links.
  SITE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  DATABASE_URL: optionalString,
  SANITY_PROJECT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a Sanity project id (lower-case letters, digits, dashes)")
      .optional(),
  ),
  SANITY_DATASET: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]+$/, "must be a Sanity dataset name")
    .default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}|v\d+|vX)$/, "must look like 2025-02-19")
    .default("2025-02-19"),
  SANITY_TOKEN: optionalString,
  SANITY_USE_CDN: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  SANITY_WEBHOOK_SECRET: optionalString,
  // The Sanity studio's address, when its Presentation tool shows the site's pages in a frame
  // (decision 055): only previews may then be framed, and only by this origin.
  SANITY_STUDIO_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be the studio's http(s):// address" }).optional(),
  ),
  CONTENT_DATASET_FILE: optionalString,
  // Tests only (decision 100): a file holding an ISO time the site shows content as of, read
  // again as a test rewrites it. Refused in production, where the content clock is the clock.
  CONTENT_CLOCK_FILE: optionalString,
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // How many query answers the content cache keeps (decision 025); the least recently used go.
  CONTENT_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
  // Megabytes of rendered marketing pages the production server keeps, compressed (decision 042); 0 turns it off.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(32),
  // Lead capture (decision 008).
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default("Near Genius <hello@neargenius.com>"),
  MAIL_WORKER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  // Where the sales team is told of each new lead, briefing and booking (decision 021): one
  // address or several, comma-separated. Unset: no such mail, and the start log says so.
  SALES_NOTIFY_EMAIL: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => value.split(",").every((part) => z.email().safeParse(part.trim()).success),
        "must be an email address, or several separated by commas",
      )
      .optional(),
  ),
  // Staff replies to a lead carry Reply-To "reply+<token>@REPLY_DOMAIN" (decision 098); the
  // domain's mail is received by the provider, which posts it to /api/inbound-mail. Unset:
  // replies go out without it and answers reach the MAIL_FROM mailbox only.
  REPLY_DOMAIN: optionalString.pipe(
    z
      .string()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
        message: "must be a domain name, e.g. reply.neargenius.com",
      })
      .optional(),
  ),
  // "user:password" the mail provider's inbound webhook sends as HTTP basic auth (Postmark
  // puts it in the webhook URL). Unset: /api/inbound-mail answers 404.
  INBOUND_MAIL_AUTH: optionalString.pipe(
    z
      .string()
      .regex(/^[^:]+:.{16,}$/, {
        message: "must be user:password, the password at least 16 characters",
      })
      .optional(),
  ),
  UPLOAD_DIR: z.string().trim().min(1).default("./.data/uploads"),
  SUPABASE_URL: optionalString.pipe(z.url().optional()),
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  SUPABASE_STORAGE_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]*$/, "must be a storage bucket name")
    .default("applications"),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // The lead cookie's signing keys, comma-separated, newest first (older ones still verify,
  // so keys can be rotated). Unset: a key generated once and kept in the database (decision 013).
  SESSION_SECRET: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => value.split(",").every((key) => key.trim().length >= 32),
        "must be one or more comma-separated keys of at least 32 characters",
      )
      .optional(),
  ),
  // Briefing drafts of leads that never submit are deleted after this many days untouched.
  BRIEFING_DRAFT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // "Connect LinkedIn" on the briefing (Sign In with LinkedIn using OpenID Connect). Both set:
  // the button shows; either unset: it is absent. The issuer is LinkedIn's unless a test
  // points it at a recorded provider.
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_ISSUER: z.url().default("https://www.linkedin.com/oauth"),
  // Staff sign-in (decision 017): who may sign in to /admin, as admin, sales or recruiter
  // (comma-separated addresses, any case), and the key that signs their session cookies
  // (unset: one generated and kept in the database).
  STAFF_ADMIN_EMAILS: optionalString,
  STAFF_SALES_EMAILS: optionalString,
  STAFF_RECRUITER_EMAILS: optionalString,
  // Sign-in links one address may be sent per 15 minutes, whoever asks (end-to-end tests,
  // which sign the same people in many times, raise it).
  STAFF_SIGN_IN_LINKS_MAX: z.coerce.number().int().min(1).max(100_000).default(3),
  STAFF_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  // The bundled sample engineers (decision 075): "on" adds the ones missing at start, "off"
  // removes every sample profile and never touches real candidates.
  TALENT_SAMPLE_POOL: z.enum(["on", "off"]).default("on"),
  // Signs the tokens of editors' draft previews (decision 055). Unset: a key generated once
  // and kept in the database. Changing it ends every preview link handed out.
  PREVIEW_SECRET: optionalString.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  // A bearer token for automation that /api/v1 accepts with every scope (decision 080). A
  // short one could be guessed: refused at start rather than accepted.
  API_ADMIN_TOKEN: optionalString.pipe(
    z
      .string()
      .min(32, "must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)")
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

// What one variable cannot say alone. The object's own shape stays envSchema's, which the
// client bundle check reads for every variable's name.
const checkedEnvSchema = envSchema.superRefine((parsed, context) => {
  if (parsed.CONTENT_CLOCK_FILE && parsed.NODE_ENV === "production") {
    context.addIssue({
      code: "custom",
      path: ["CONTENT_CLOCK_FILE"],
      message:
        "moves the site's clock for tests; it is refused when NODE_ENV is production (unset it, or set NODE_ENV=test)",
    });
  }
});

/** Parses an environment; the message names every variable that is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
  );
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

/** The process environment, parsed once on first use (the server entry calls it at start). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
