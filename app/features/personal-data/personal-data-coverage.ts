// Every table in the schema, and what a person's export and erasure do with it. The test
// beside it fails when a table is added without a line here, and when a table that holds an
// address or points to a lead is listed as anything but "person": a new form cannot store
// visitors' data that an erasure request would miss.

export type TableCoverage =
  /** Rows about a visitor: person-export.server.ts and person-erasure.server.ts cover them. */
  | { kind: "person"; how: string }
  /** Staff's own records: not a visitor's data; the staff sign-in manages them. */
  | { kind: "staff"; why: string }
  /** Holds nothing about a person. */
  | { kind: "none"; why: string };

export const TABLE_COVERAGE: Record<string, TableCoverage> = {
  leads: { kind: "person", how: "by email; its rows below go with it" },
  lead_events: {
    kind: "person",
    how: "by lead; other leads' entries that name the address are redacted",
  },
  lead_resume_tokens: { kind: "person", how: "by lead; exported without the token hash" },
  lead_reply_tokens: {
    kind: "person",
    how: "by lead; erased with the lead, not exported (a routing key of ours, not their data)",
  },
  lead_messages: {
    kind: "person",
    how: "by lead, or mail from or to the address (unmatched mail too); the files are deleted too",
  },
  lead_message_files: {
    kind: "person",
    how: "by message; exported as names and sizes, the stored file deleted on erasure",
  },
  lead_merges: {
    kind: "person",
    how: "by the merged lead's address or the survivor lead; exported and erased",
  },
  orders: { kind: "person", how: "by email or lead" },
  contacts: { kind: "person", how: "by email or lead" },
  newsletter_subscribers: { kind: "person", how: "by email or lead; exported without tokens" },
  job_applications: { kind: "person", how: "by email or lead; the CV file is deleted too" },
  playbook_downloads: { kind: "person", how: "by email or lead; exported without the token" },
  briefing_drafts: { kind: "person", how: "by lead" },
  briefings: { kind: "person", how: "by lead" },
  briefing_files: { kind: "person", how: "by lead; the stored file is deleted too" },
  shortlists: {
    kind: "person",
    how: "by lead, with its entries; erased with the lead (an engineer's entries with the candidate)",
  },
  shortlist_entries: {
    kind: "person",
    how: "by shortlist; the client's answers are exported with the lead's shortlists",
  },
  interviews: {
    kind: "person",
    how: "by lead, exported without the engineer's identity or the manage token hash; erased with the lead or the candidate",
  },
  guarantee_clocks: { kind: "person", how: "by lead, exported with the lead; erased with it" },
  match_preview_views: {
    kind: "person",
    how: "by lead, exported as roles and days without the engineers shown; erased with the lead or the candidate",
  },
  bookings: { kind: "person", how: "by email or lead; exported without the manage token hash" },
  mail_outbox: {
    kind: "person",
    how: "mail to the address or naming it, pending or sent",
  },
  webhook_messages: { kind: "person", how: "by lead, or a payload naming the address" },
  erasure_records: { kind: "person", how: "by the address's keyed hash; kept as the proof" },
  staff_audit_log: {
    kind: "person",
    how: "staff's record, not exported; an address in its lines is redacted on erasure",
  },
  candidates: {
    kind: "person",
    how: "by email; the CV and vetting files are deleted too; exported without storage keys",
  },
  candidate_events: {
    kind: "person",
    how: "by candidate; exported and erased with the profile",
  },
  candidate_skills: { kind: "person", how: "by candidate; exported and erased with the profile" },
  candidate_vettings: {
    kind: "person",
    how: "by candidate; exported without the file's storage key, erased with the profile",
  },
  candidate_projects: {
    kind: "person",
    how: "by candidate; exported and erased with the profile",
  },
  staff_users: { kind: "staff", why: "staff accounts, from the allow-list" },
  staff_sessions: { kind: "staff", why: "staff sign-in sessions" },
  staff_accounts: { kind: "staff", why: "staff sign-in accounts" },
  staff_verifications: {
    kind: "staff",
    why: "pending magic links, to staff addresses only",
  },
  role_skill: { kind: "none", why: "the role catalogue" },
  skills: { kind: "none", why: "the skill catalogue" },
  job_positions: { kind: "none", why: "the position catalogue" },
  job_position_skills: { kind: "none", why: "the position catalogue" },
  position_rates: { kind: "none", why: "the rate table" },
  app_secrets: { kind: "none", why: "the app's own keys" },
  reference_counters: { kind: "none", why: "per-year counters" },
  cache_versions: { kind: "none", why: "a counter per shared cache" },
  measured_figures: { kind: "none", why: "site-wide figures measured over many briefings" },
  staff_digests: { kind: "staff", why: "which day each staff member was sent the overdue digest" },
  sales_settings: { kind: "none", why: "the sales team's open-lead cap" },
  consent_versions: {
    kind: "none",
    why: "the wordings of consent sentences; a person's consent points at one",
  },
  rate_limit_hits: {
    kind: "none",
    why: "counters per form and client address, kept one window; no address or name",
  },
  api_tokens: {
    kind: "none",
    why: "hashes of the API's tokens, named and scoped by admins",
  },
  webhook_endpoints: { kind: "none", why: "receivers' URLs and secrets, set by staff" },
  webhook_deliveries: {
    kind: "person",
    how: "a full payload's body repeats the lead record: deleted with its message on erasure, and not exported (the lead itself is)",
  },
  webhook_attempts: { kind: "none", why: "status codes and timings; goes with its delivery" },
};
