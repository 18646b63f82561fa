import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import {
  bookingStatuses,
  candidateSeniorities,
  candidateStatuses,
  cefrLevels,
  companyTypes,
  engagementKinds,
  type LeadMessageDirection,
  leadSources,
  leadStatuses,
  mailStatuses,
  newsletterStatuses,
  seniorityLevels,
  shortlistDecisions,
  shortlistStatuses,
  type SkillEvidence,
  skillEvidenceKinds,
  staffRoles,
  vettingKinds,
  webhookDeliveryStatuses,
} from "./enums";

// The enums' value lists live in ./enums, which the browser may import; re-exported here so
// server code keeps one import for the database shape.
export {
  bookingStatuses,
  companyTypes,
  leadSources,
  leadStatuses,
  mailStatuses,
  newsletterStatuses,
  seniorityLevels,
  staffRoles,
  webhookDeliveryStatuses,
  type BookingStatus,
  type LeadSource,
  type LeadStatus,
  type StaffRole,
  type WebhookDeliveryStatus,
  type CompanyType,
  type MailStatus,
  type NewsletterStatus,
  type Seniority,
} from "./enums";

// The single source of truth for the database shape. The SQL in supabase/migrations is
// generated from this file (drizzle-kit generate) and schema-drift.test.ts fails when the two
// disagree, so change this file first and generate a new migration after.
//
// Every table enables row-level security without policies: on Supabase the public schema is
// also served by its REST API to the anon and authenticated roles, and RLS with no policy
// shuts that door. The app connects as the tables' owner, which RLS does not restrict.

export const seniority = pgEnum("seniority", seniorityLevels);

/** Role categories ("Development", "Design", ...), in a table named role_skill. */
export const roleSkill = pgTable("role_skill", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull().unique(),
  /** A lucide icon name in kebab case ("code", "palette"), resolved by the UI. */
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
}).enableRLS();

export const skills = pgTable("skills", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull().unique(),
  /** A lucide icon name in kebab case; null when no icon fits (the UI shows a generic one). */
  icon: text("icon"),
}).enableRLS();

export const jobPositions = pgTable(
  "job_positions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stable public key: the rate table's role key ("frontend") and the briefing's role id. */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    // Restrict, not cascade: deleting a category must not silently delete its positions.
    roleSkillId: uuid("role_skill_id")
      .notNull()
      .references(() => roleSkill.id, { onDelete: "restrict" }),
    /**
     * What role search matches: name, category, skill names and description, lower-cased
     * and without accents. Written by database triggers (migration role_search) whenever a
     * position, its skills or their names change, never by the app.
     */
    searchText: text("search_text").notNull().default(""),
    /** The same without the description: what typo-tolerant matching compares (short text). */
    searchTerms: text("search_terms").notNull().default(""),
    /** The name alone, folded the same way: what ranking compares, without folding per row. */
    searchName: text("search_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index("job_positions_role_skill_id_idx").on(table.roleSkillId),
    // Trigram index: substring and typo-tolerant search without a scan (decision 036).
    index("job_positions_search_text_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    index("job_positions_search_terms_trgm_idx").using("gin", table.searchTerms.op("gin_trgm_ops")),
  ],
).enableRLS();

export const jobPositionSkills = pgTable(
  "job_position_skills",
  {
    jobPositionId: uuid("job_position_id")
      .notNull()
      .references(() => jobPositions.id, { onDelete: "cascade" }),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.jobPositionId, table.skillId] }),
    // The primary key serves lookups by position; deleting a skill needs this one.
    index("job_position_skills_skill_id_idx").on(table.skillId),
  ],
).enableRLS();

export const positionRates = pgTable(
  "position_rates",
  {
    jobPositionId: uuid("job_position_id")
      .notNull()
      .references(() => jobPositions.id, { onDelete: "cascade" }),
    seniority: seniority("seniority").notNull(),
    // Exact decimal in the database (no float rounding in sums there); cents are enough for
    // an hourly rate, and JavaScript numbers represent every numeric(10,2) value exactly
    // enough for display and the calculator's arithmetic.
    hourlyRateUsd: numeric("hourly_rate_usd", {
      precision: 10,
      scale: 2,
      mode: "number",
    }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jobPositionId, table.seniority] }),
    check("position_rates_hourly_rate_usd_positive", sql`${table.hourlyRateUsd} > 0`),
  ],
).enableRLS();

export const roleSkillRelations = relations(roleSkill, ({ many }) => ({
  jobPositions: many(jobPositions),
}));

export const skillsRelations = relations(skills, ({ many }) => ({
  jobPositionSkills: many(jobPositionSkills),
}));

export const jobPositionsRelations = relations(jobPositions, ({ one, many }) => ({
  roleSkill: one(roleSkill, { fields: [jobPositions.roleSkillId], references: [roleSkill.id] }),
  skills: many(jobPositionSkills),
  rates: many(positionRates),
}));

export const jobPositionSkillsRelations = relations(jobPositionSkills, ({ one }) => ({
  jobPosition: one(jobPositions, {
    fields: [jobPositionSkills.jobPositionId],
    references: [jobPositions.id],
  }),
  skill: one(skills, { fields: [jobPositionSkills.skillId], references: [skills.id] }),
}));

export const positionRatesRelations = relations(positionRates, ({ one }) => ({
  jobPosition: one(jobPositions, {
    fields: [positionRates.jobPositionId],
    references: [jobPositions.id],
  }),
}));

export type RoleSkill = typeof roleSkill.$inferSelect;
export type Skill = typeof skills.$inferSelect;
export type JobPosition = typeof jobPositions.$inferSelect;
export type PositionRate = typeof positionRates.$inferSelect;

// ---------------------------------------------------------------------------------------
// Lead capture (decision 008). Every form table carries the idempotency key of the form
// render that produced the row: a unique index turns a double click or a retried request
// into the same row instead of a second one.

export const companyType = pgEnum("company_type", companyTypes);

// ---------------------------------------------------------------------------------------
// The lead (decision 013): one prospect, one row. Registration creates it; every later step
// (roles, estimate, briefing, booking, messages) is stored against it and appends an event to
// its timeline in the same transaction.

export const leadSource = pgEnum("lead_source", leadSources);

export const leadStatus = pgEnum("lead_status", leadStatuses);

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The short reference quoted to the visitor and to sales ("NG-7K3F-9QXM"). */
    reference: text("reference").notNull().unique(),
    email: text("email").notNull(),
    contactName: text("contact_name"),
    companyName: text("company_name"),
    /** E.164; null when the visitor gave none. */
    phone: text("phone"),
    companyType: companyType("company_type"),
    /** The first door the prospect came through. */
    source: leadSource("source").notNull(),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    referrer: text("referrer"),
    /** Position ids the visitor chose, in the order chosen. */
    roleIds: jsonb("role_ids")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The current team estimate in the share link's compact form (decision 009). */
    estimate: text("estimate"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    // The sales inbox's working fields: changed by staff only, each change also on the timeline.
    status: leadStatus("status").notNull().default("new"),
    /** The staff member who owns the follow-up; null while nobody has taken it. */
    ownerId: text("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The day the owner means to act next ("2026-12-01"). */
    nextActionOn: date("next_action_on"),
    /**
     * When anything about the lead last changed: its row, or an event on its timeline. Kept by
     * database triggers (migration leads_updated_at) from the database's clock, so a CRM
     * syncing with updated_since misses no writer's change.
     */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The inbox's full-text search over who the lead is. 'simple' (no stemming) because the
     * words are names, companies and addresses, not prose; kept by the database itself so no
     * writer can forget it.
     */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(reference, '') || ' ' || coalesce(email, '') || ' ' || coalesce(contact_name, '') || ' ' || coalesce(company_name, '') || ' ' || replace(replace(coalesce(email, ''), '@', ' '), '.', ' '))`,
    ),
  },
  (table) => [
    // Addresses are matched without regard to case (a lead typed as "Zoe@X.example" is the
    // same person as "zoe@x.example"), so the index is on the lower-cased address.
    index("leads_email_lower_idx").on(sql`lower(${table.email})`),
    index("leads_last_activity_at_idx").on(table.lastActivityAt),
    index("leads_created_at_idx").on(table.createdAt),
    index("leads_status_created_at_idx").on(table.status, table.createdAt),
    index("leads_owner_id_idx").on(table.ownerId),
    index("leads_updated_at_idx").on(table.updatedAt, table.id),
    // Possible duplicates (decision 096) are looked up by phone and by the address's domain.
    index("leads_phone_idx").on(table.phone),
    index("leads_email_domain_idx").on(sql`split_part(lower(${table.email}), '@', 2)`),
    index("leads_search_idx").using("gin", table.search),
  ],
).enableRLS();

/** The lead's timeline: append-only; the sales inbox, notifications and webhooks read it. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("lead_events_lead_id_idx").on(table.leadId, table.id)],
).enableRLS();

/** Private links that reopen a lead on another device; only a hash of the token is kept. */
export const leadResumeTokens = pgTable(
  "lead_resume_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("lead_resume_tokens_lead_id_idx").on(table.leadId)],
).enableRLS();

/**
 * Secrets the app generates for itself when none is configured (the lead cookie's signing
 * key), kept in the database so that every instance sharing it signs alike.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/**
 * A counter per in-process cache that several instances keep (decision 025): the instance told
 * about a change bumps it, and every instance clears its own copy when it sees a new number.
 */
export const cacheVersions = pgTable("cache_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/**
 * The overdue digest each staff member was sent, one row per day (decision 093): the insert
 * claims the day, so instances running the digest together send it once.
 */
export const staffDigests = pgTable(
  "staff_digests",
  {
    staffUserId: text("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The sales team's day the digest was for. */
    day: date("day").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffUserId, table.day] })],
).enableRLS();

/**
 * Figures the site measures itself, which a claim in the CMS can name (decision 089): the
 * latest value of each, written by the task that measures it. No row means not enough data
 * yet, and the claim shows the figure typed in the CMS.
 */
export const measuredFigures = pgTable("measured_figures", {
  measure: text("measure").primaryKey(),
  value: text("value").notNull(),
  /** How many cases the figure was measured over. */
  basis: integer("basis").notNull(),
  measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
}).enableRLS();

/** An order: a company registration at the start of the funnel. */
export const orders = pgTable("orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The lead this submission belongs to; erasing the lead erases it (decision 013). */
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  companyName: text("company_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  /** E.164 ("+14155552671"); null when the visitor gave none. */
  phone: text("phone"),
  companyType: companyType("company_type").notNull(),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  referrer: text("referrer"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/** Messages from the form on /contact. */
export const contacts = pgTable("contacts", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The lead this submission belongs to; erasing the lead erases it (decision 013). */
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** "NG-M-2026-0042": quoted to the visitor and to sales; null on rows from before it existed. */
  reference: text("reference").unique(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  company: text("company"),
  message: text("message").notNull(),
  /** The visitor's IANA time zone as the browser reported it ("America/Sao_Paulo"). */
  timezone: text("timezone"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/**
 * Every wording of a consent sentence anyone agreed to, kept for good (decision 058): the CMS
 * holds only the current one, so each stored consent points here at the version shown. The
 * digest is the SHA-256 of the text, which the form carries so a text reworded while the page
 * was open is never recorded as agreed to.
 */
export const consentVersions = pgTable(
  "consent_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which consent: "newsletter", "playbookMarketing" or "application". */
    kind: text("kind").notNull(),
    digest: text("digest").notNull(),
    text: text("text").notNull(),
    /** When someone first agreed to this wording. */
    firstAgreedAt: timestamp("first_agreed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("consent_versions_kind_digest_key").on(table.kind, table.digest)],
).enableRLS();

export const newsletterStatus = pgEnum("newsletter_status", newsletterStatuses);

/** Double opt-in newsletter list: one row per address. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The lead this submission belongs to; erasing the lead erases it (decision 013). */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    status: newsletterStatus("status").notNull().default("pending"),
    /** Random secrets; the links in emails carry them, never the row id or the address. */
    confirmToken: text("confirm_token").notNull().unique(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    consentText: text("consent_text").notNull(),
    /** The version of the wording agreed to; null on rows from before versions were kept. */
    consentVersionId: uuid("consent_version_id"),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Named here: the generated name would pass PostgreSQL's 63-character limit.
    foreignKey({
      name: "newsletter_subscribers_consent_version_fk",
      columns: [table.consentVersionId],
      foreignColumns: [consentVersions.id],
    }),
  ],
).enableRLS();

/** Careers "Apply": the CV itself lives in file storage under cv_storage_key. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The lead this submission belongs to; erasing the lead erases it (decision 013). */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** "NG-A-2026-0042": quoted to the applicant; null on rows from before it existed. */
    reference: text("reference").unique(),
    /** The CMS career position's slug. */
    positionSlug: text("position_slug").notNull(),
    positionTitle: text("position_title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    profileUrl: text("profile_url").notNull(),
    note: text("note"),
    cvStorageKey: text("cv_storage_key").notNull(),
    cvFileName: text("cv_file_name").notNull(),
    cvSizeBytes: integer("cv_size_bytes").notNull(),
    consentText: text("consent_text").notNull(),
    /** The version of the wording agreed to; null on rows from before versions were kept. */
    consentVersionId: uuid("consent_version_id").references(() => consentVersions.id),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_applications_position_slug_idx").on(table.positionSlug)],
).enableRLS();

/** A playbook handed out for an email address; the token opens the PDF download. */
export const playbookDownloads = pgTable("playbook_downloads", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The lead this submission belongs to; erasing the lead erases it (decision 013). */
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** "NG-P-2026-0042": quoted in the confirmation; null on rows from before it existed. */
  reference: text("reference").unique(),
  playbookSlug: text("playbook_slug").notNull(),
  email: text("email").notNull(),
  downloadToken: text("download_token").notNull().unique(),
  marketingConsent: boolean("marketing_consent").notNull().default(false),
  /** The consent sentence shown, stored only when the box was ticked. */
  consentText: text("consent_text"),
  /** The version of the wording agreed to, when the box was ticked (and versions were kept). */
  consentVersionId: uuid("consent_version_id").references(() => consentVersions.id),
  consentedAt: timestamp("consented_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

// ---------------------------------------------------------------------------------------
// The briefing (decision 015): a draft saved as the visitor goes, and the submitted briefing.

/** The wizard's draft, one per lead, kept until it is submitted or expires unused. */
export const briefingDrafts = pgTable(
  "briefing_drafts",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The browser's draft id; a submitted briefing carries the same id. */
    draftId: uuid("draft_id").notNull(),
    /** The draft as the wizard holds it (briefing-draft.ts). */
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("briefing_drafts_updated_at_idx").on(table.updatedAt)],
).enableRLS();

/** A submitted briefing: the answers as validated on submit, and its own reference. */
export const briefings = pgTable(
  "briefings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "NG-B-2026-0042": quoted to the visitor and to sales. */
    reference: text("reference").notNull().unique(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The draft it was submitted from: a second submit of one draft stores nothing new. */
    draftId: uuid("draft_id").notNull().unique(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    /** The estimate the server computed from the answers, whole U.S. dollars a month. */
    estimatedMonthlyUsd: integer("estimated_monthly_usd"),
    timeZone: text("time_zone"),
    /**
     * The match preview shown when the briefing was submitted, kept as it was: the pool
     * changes, and the confirmation page and the sales team must see what the client saw.
     */
    matchPreview: jsonb("match_preview").$type<Record<string, unknown>>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("briefings_lead_id_idx").on(table.leadId, table.submittedAt)],
).enableRLS();

/** A document uploaded for a briefing; the bytes live in file storage under storage_key. */
export const briefingFiles = pgTable(
  "briefing_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("briefing_files_lead_id_idx").on(table.leadId)],
).enableRLS();

/** Per-year counters behind human-readable references ("NG-B-2026-0042"). */
export const referenceCounters = pgTable(
  "reference_counters",
  {
    scope: text("scope").notNull(),
    year: integer("year").notNull(),
    value: integer("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.year] })],
).enableRLS();

// ---------------------------------------------------------------------------------------
// Calls booked with an expert (decision 016). Double booking is refused by the database, not
// by a check-then-insert: the migration adds an exclusion constraint (btree_gist) so that two
// confirmed calls of one expert can never overlap over [blocked_from, blocked_until), the call
// plus the buffer kept free after it. A cancelled call keeps its row and frees its time.

export const bookingStatus = pgEnum("booking_status", bookingStatuses);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "NG-C-2026-0042": quoted to the visitor and to sales. */
    reference: text("reference").notNull().unique(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: bookingStatus("status").notNull().default("confirmed"),
    /** The CMS key of the expert the call is assigned to, and their name when it was booked. */
    expertId: text("expert_id").notNull(),
    expertName: text("expert_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedFrom: timestamp("blocked_from", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    role: text("role").notNull(),
    projectType: text("project_type").notNull(),
    budget: text("budget"),
    timeline: text("timeline"),
    description: text("description"),
    /** The zone the visitor saw the times in; mails write their times in it. */
    visitorTimeZone: text("visitor_time_zone").notNull(),
    /** The site address the call was booked on: reminders sent later link back to it. */
    siteOrigin: text("site_origin").notNull(),
    /** Where the call is held: the expert's own room, or one made for this call (decision 097). */
    meetingUrl: text("meeting_url"),
    /** The calendar invite's SEQUENCE: bumped by every reschedule and the cancel. */
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the private manage link's token; the token itself is only in the mail. */
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    /** The form render that booked it: a retried submit finds this row instead of booking twice. */
    idempotencyKey: uuid("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    reminderDaySentAt: timestamp("reminder_day_sent_at", { withTimezone: true }),
    reminderHourSentAt: timestamp("reminder_hour_sent_at", { withTimezone: true }),
    /**
     * What happened, recorded by staff once the call's time has come (decision 094): held,
     * no-show (the visitor gets a re-book mail) or cancelled by us. Recorded once.
     */
    outcome: text("outcome").$type<"held" | "no_show" | "cancelled_by_us">(),
    outcomeNote: text("outcome_note"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    outcomeBy: text("outcome_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (table) => [
    index("bookings_starts_at_idx").on(table.status, table.startsAt),
    index("bookings_email_idx").on(table.email),
    index("bookings_lead_id_idx").on(table.leadId),
    check("bookings_span_check", sql`${table.startsAt} < ${table.endsAt}`),
  ],
).enableRLS();

export const mailStatus = pgEnum("mail_status", mailStatuses);

/**
 * The mail queue and, without SMTP_URL, the outbox itself. A worker claims due rows
 * (locked_until), sends them and reschedules failures with backoff.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers (List-Unsubscribe and the like). */
    headers: text("headers"),
    /** The sender's display name when it is not the site's (a staff member's reply). */
    fromName: text("from_name"),
    /** Where answers go when not to the sender (a lead's reply address). */
    replyTo: text("reply_to"),
    /** Files sent with the message (a briefing's PDF), base64 in JSON; [] for most mail. */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
).enableRLS();

/** Fixed-window request counters per form and client address, shared by all instances. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStart] }),
    index("rate_limit_hits_window_start_idx").on(table.windowStart),
  ],
).enableRLS();

// ---------------------------------------------------------------------------------------
// Staff and the sales inbox. The four staff_* tables are better-auth's user, session, account
// and verification models under names that say whose they are (visitors never sign in); the
// library reads and writes them through its Drizzle adapter, so their columns follow its schema.

export const staffRole = pgEnum("staff_role", staffRoles);

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Taken from the allow-list at every sign-in, so removing an address there demotes at once. */
  role: staffRole("role").notNull().default("sales"),
  /**
   * The optional second factor (decision 017): the TOTP key, encrypted with the staff auth
   * secret; set when enrolment starts, in force once `totp_enabled_at` is set (after a first
   * code proved the authenticator has it).
   */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  /** Whether new leads are given to this salesperson by round robin (decision 095). */
  takesNewLeads: boolean("takes_new_leads").notNull().default(false),
  /** The round robin's turn this person last had: the lowest (or none) goes next. */
  lastAssignedTurn: bigint("last_assigned_turn", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

/**
 * The sales team's settings an admin changes, one row (decision 095): the open leads a
 * salesperson may hold before the round robin passes them over (null: no cap).
 */
export const salesSettings = pgTable(
  "sales_settings",
  {
    id: integer("id").primaryKey().default(1),
    openLeadCap: integer("open_lead_cap"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("sales_settings_one_row", sql`${table.id} = 1`),
    check(
      "sales_settings_cap_check",
      sql`${table.openLeadCap} is null or ${table.openLeadCap} > 0`,
    ),
  ],
).enableRLS();

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    /** The session's token as better-auth stores it; the cookie carries it signed. */
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** When this session passed the second factor; null while a code is still owed. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_sessions_user_id_idx").on(table.userId)],
).enableRLS();

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_accounts_user_id_idx").on(table.userId)],
).enableRLS();

/** Pending magic links (better-auth's verification model): a hash-like token and its expiry. */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_verifications_identifier_idx").on(table.identifier)],
).enableRLS();

/**
 * Every staff action that reads personal data in bulk or changes something (status, owner,
 * note, export, erasure, webhook endpoint): who, what, on which record, when. Append-only;
 * the staff member's email is copied so the line stays readable after their account goes.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: text("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_audit_log_occurred_at_idx").on(table.occurredAt)],
).enableRLS();

/**
 * A person's data erased on request (right to erasure): the proof that it was done, without
 * keeping what was erased. The address is kept only as a keyed hash, so a later request for
 * the same address can be matched to this record and nothing else can be read from it.
 */
export const erasureRecords = pgTable("erasure_records", {
  id: uuid("id").primaryKey().defaultRandom(),
  emailHash: text("email_hash").notNull(),
  requestedBy: text("requested_by").notNull(),
  /** How many rows of each kind were deleted or anonymised, and how many files removed. */
  summary: jsonb("summary").$type<Record<string, number>>().notNull().default({}),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

// ---------------------------------------------------------------------------------------
// Outbound webhooks (Standard Webhooks). A message is written in the same transaction as the
// event it reports; a delivery per subscribed endpoint is retried with backoff by a worker.
// The message id is the webhook-id header, so a receiver can drop a redelivered duplicate.

export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  description: text("description"),
  /** The signing secret ("whsec_" + base64), shown to the admin who adds the endpoint. */
  secret: text("secret").notNull(),
  /** Event types sent to this endpoint; empty means every type. */
  eventTypes: jsonb("event_types")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  enabled: boolean("enabled").notNull().default(true),
  /**
   * "thin": ids, references and times only; "full": the lead record as GET /api/v1/leads/:id
   * gives it beside them (decision 092).
   */
  payloadKind: text("payload_kind").$type<"thin" | "full">().notNull().default("thin"),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}).enableRLS();

export const webhookMessages = pgTable(
  "webhook_messages",
  {
    /** "msg_" + a random id: sent as webhook-id, the same on every retry and redelivery. */
    id: text("id").primaryKey(),
    eventType: text("event_type").notNull(),
    /** The thin payload as sent: { type, timestamp, data: { ids and a few fields } }. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_messages_created_at_idx").on(table.createdAt)],
).enableRLS();

export const webhookDeliveryStatus = pgEnum("webhook_delivery_status", webhookDeliveryStatuses);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: text("message_id")
      .notNull()
      .references(() => webhookMessages.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: webhookDeliveryStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /**
     * A full payload as first sent, so every retry and redelivery sends the same body; null for
     * a thin one, which is the message's.
     */
    body: jsonb("body").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("webhook_deliveries_message_endpoint_key").on(table.messageId, table.endpointId),
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_endpoint_id_idx").on(table.endpointId, table.createdAt),
  ],
).enableRLS();

/** One row per HTTP attempt: the delivery log the inbox shows beside the redeliver button. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (table) => [index("webhook_attempts_delivery_id_idx").on(table.deliveryId, table.id)],
).enableRLS();

// ---------------------------------------------------------------------------------------
// The talent pool: the vetted engineers a client sees before they hire. A candidate's
// identity stays in the staff area; what a client may see is the handle ("Mariana S."),
// and only once the candidate consented to be shown. Sample profiles (sample = true) are
// generated, labelled wherever they appear, and removed by TALENT_SAMPLE_POOL=off.

export const candidateSeniority = pgEnum("candidate_seniority", candidateSeniorities);
export const cefrLevel = pgEnum("cefr_level", cefrLevels);
export const skillEvidence = pgEnum("skill_evidence", skillEvidenceKinds);
export const engagement = pgEnum("engagement", engagementKinds);
export const candidateStatus = pgEnum("candidate_status", candidateStatuses);
export const vettingKind = pgEnum("vetting_kind", vettingKinds);

export const candidates = pgTable(
  "candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The recruiting system's id; an import with the same one updates the candidate. */
    externalId: text("external_id").unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** What a client sees instead of the name: first name and last initial. */
    handle: text("handle")
      .notNull()
      .generatedAlwaysAs(sql`first_name || ' ' || left(last_name, 1) || '.'`),
    email: text("email").notNull(),
    /** E.164. */
    phone: text("phone"),
    linkedinUrl: text("linkedin_url"),
    /** A photo is shown only when the candidate agreed to it; otherwise never, sample or not. */
    photoConsent: boolean("photo_consent").notNull().default(false),
    /** Catalog position slugs (the briefing's role ids among them), the main one first. */
    roleIds: text("role_ids").array().notNull(),
    seniority: candidateSeniority("seniority").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    /** Industries the candidate knows ("Payments", "Logistics"), as the recruiter wrote them. */
    domains: text("domains")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    englishLevel: cefrLevel("english_level").notNull(),
    /** How the English level was established ("English interview", "self-reported"). */
    englishAssessedBy: text("english_assessed_by").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    /** IANA zone of the working hours below. */
    timeZone: text("time_zone").notNull(),
    /** Working hours in the candidate's zone, as minutes after midnight (09:00 is 540). */
    workStartMinutes: integer("work_start_minutes").notNull(),
    workEndMinutes: integer("work_end_minutes").notNull(),
    availableFrom: date("available_from").notNull(),
    engagement: engagement("engagement").notNull(),
    /** The client's hourly rate in whole dollars. */
    hourlyRateUsd: integer("hourly_rate_usd").notNull(),
    /** Consent to be shown to prospective clients; without it the profile stays in the staff area. */
    consentToShow: boolean("consent_to_show").notNull().default(false),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    /** The version of the consent text agreed to. */
    consentVersion: text("consent_version"),
    status: candidateStatus("status").notNull().default("available"),
    sample: boolean("sample").notNull().default(false),
    /** The careers application the candidate came from; one candidate per application. */
    jobApplicationId: uuid("job_application_id")
      .unique()
      .references(() => jobApplications.id, { onDelete: "set null" }),
    /** The CV, kept through the file storage interface under the candidate's own key. */
    cvFileKey: text("cv_file_key"),
    cvFileName: text("cv_file_name"),
    /**
     * What the staff search matches: the name's words and every skill's name, normalised form
     * and catalog slug, folded. Written by database triggers (migration talent_work) from the
     * candidate and its skills, so every writer (import, form, seed, SQL console) keeps it.
     */
    searchText: text("search_text").notNull().default(""),
    /**
     * Each skill's key as the matcher compares skills: the catalog slug, or the normalised text
     * of a skill the vocabulary does not know. Written by the same triggers as the search text
     * (migration match_skill_keys), so a must-have is a test on the candidate's own row
     * instead of a join over every candidate's skills.
     */
    skillKeys: text("skill_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The best evidence the candidate has for each skill key (assessed, then verified, then
     * self-reported), kept by the same triggers (migration match_skill_evidence): the matcher
     * ranks thousands of candidates by the most they can score from it without reading their
     * skills.
     */
    skillEvidence: jsonb("skill_evidence")
      .$type<Record<string, SkillEvidence>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Trigram index: the search's word prefixes are LIKE patterns it answers without a scan.
    index("candidates_search_text_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    index("candidates_email_lower_idx").on(sql`lower(${table.email})`),
    index("candidates_status_idx").on(table.status),
    // The staff list's order, so a page of the pool is read from the index, not sorted.
    index("candidates_created_at_id_idx").on(table.createdAt.desc(), table.id.desc()),
    index("candidates_role_ids_idx").using("gin", table.roleIds),
    // The overlap filter works out each distinct zone and working hours once; this index
    // lists those combinations without reading the table.
    index("candidates_working_hours_idx").on(
      table.timeZone,
      table.workStartMinutes,
      table.workEndMinutes,
    ),
    check("candidates_years_check", sql`${table.yearsExperience} between 0 and 60`),
    check("candidates_rate_check", sql`${table.hourlyRateUsd} > 0`),
    check(
      "candidates_hours_check",
      sql`${table.workStartMinutes} between 0 and 1439 and ${table.workEndMinutes} between 1 and 1440 and ${table.workStartMinutes} <> ${table.workEndMinutes}`,
    ),
    check("candidates_roles_check", sql`cardinality(${table.roleIds}) > 0`),
    check(
      "candidates_consent_check",
      sql`not ${table.consentToShow} or (${table.consentedAt} is not null and ${table.consentVersion} is not null)`,
    ),
  ],
).enableRLS();

export const candidateSkills = pgTable(
  "candidate_skills",
  {
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /** The vocabulary's name for the skill, or the name as typed when it is not in it. */
    name: text("name").notNull(),
    /** The catalog skill's slug when the vocabulary knows the skill. */
    skillSlug: text("skill_slug"),
    /** Lower case without spaces or punctuation: how an unknown skill is still matched. */
    normalized: text("normalized").notNull(),
    years: numeric("years", { precision: 4, scale: 1, mode: "number" }).notNull(),
    evidence: skillEvidence("evidence").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.normalized] }),
    index("candidate_skills_slug_idx").on(table.skillSlug),
    index("candidate_skills_normalized_idx").on(table.normalized),
    check("candidate_skills_years_check", sql`${table.years} >= 0 and ${table.years} <= 60`),
  ],
).enableRLS();

export const candidateVettings = pgTable(
  "candidate_vettings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    kind: vettingKind("kind").notNull(),
    /** Out of 10, for the coding assessment and the system design interview. */
    score: numeric("score", { precision: 3, scale: 1, mode: "number" }),
    /** For the English interview. */
    cefr: cefrLevel("cefr"),
    /** For culture and communication, and the reference check. */
    passed: boolean("passed"),
    assessedOn: date("assessed_on").notNull(),
    /** The staff member who assessed, by name and role ("Ana Lima, engineering lead"). */
    assessor: text("assessor").notNull(),
    notes: text("notes"),
    /** A report or recording, kept through the file storage interface. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("candidate_vettings_candidate_idx").on(table.candidateId, table.assessedOn),
    // Each kind has its scale: a result on another one is a mistake, not a value.
    check(
      "candidate_vettings_result_check",
      sql`case
        when ${table.kind} in ('coding-assessment', 'system-design')
          then ${table.score} is not null and ${table.score} between 0 and 10 and ${table.cefr} is null and ${table.passed} is null
        when ${table.kind} = 'english-interview'
          then ${table.cefr} is not null and ${table.score} is null and ${table.passed} is null
        else ${table.passed} is not null and ${table.score} is null and ${table.cefr} is null
      end`,
    ),
  ],
).enableRLS();

export const candidateProjects = pgTable(
  "candidate_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    /** Industry or domain ("payments", "logistics"). */
    domain: text("domain").notNull(),
    stack: text("stack").array().notNull(),
    /** The candidate's role on the project. */
    role: text("role").notNull(),
    durationMonths: integer("duration_months").notNull(),
    /** What came of it, in a sentence. */
    outcome: text("outcome").notNull(),
    /** Shown only when the client agreed to be named. */
    clientName: text("client_name"),
    clientConsented: boolean("client_consented").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    index("candidate_projects_candidate_idx").on(table.candidateId, table.sortOrder),
    check("candidate_projects_duration_check", sql`${table.durationMonths} > 0`),
    check(
      "candidate_projects_client_check",
      sql`${table.clientName} is null or ${table.clientConsented}`,
    ),
  ],
).enableRLS();

/**
 * A candidate's own timeline: created, edited, imported, vetting added, status changed. Who
 * did it is copied as text (a staff address, "api-token:<name>"), so the line outlives the
 * account; the staff audit log gets its own line for the same change.
 */
export const candidateEvents = pgTable(
  "candidate_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    actor: text("actor").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("candidate_events_candidate_idx").on(table.candidateId, table.id)],
).enableRLS();

/**
 * Bearer tokens for the HTTP API. Only a hash of the token is kept; the prefix is what the
 * admin page shows so a person can tell two tokens apart.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    tokenPrefix: text("token_prefix").notNull(),
    scopes: text("scopes").array().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [check("api_tokens_scopes_check", sql`cardinality(${table.scopes}) > 0`)],
).enableRLS();

export type Order = typeof orders.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type JobApplication = typeof jobApplications.$inferSelect;
export type PlaybookDownload = typeof playbookDownloads.$inferSelect;
export type MailMessage = typeof mailOutbox.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
export type BriefingDraftRow = typeof briefingDrafts.$inferSelect;
export type Briefing = typeof briefings.$inferSelect;
export type BriefingFile = typeof briefingFiles.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type StaffUser = typeof staffUsers.$inferSelect;
export type StaffAuditEntry = typeof staffAuditLog.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookMessage = typeof webhookMessages.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
export type ErasureRecord = typeof erasureRecords.$inferSelect;
export type Candidate = typeof candidates.$inferSelect;
export type CandidateSkill = typeof candidateSkills.$inferSelect;
export type CandidateVetting = typeof candidateVettings.$inferSelect;
export type CandidateProject = typeof candidateProjects.$inferSelect;
export type CandidateEvent = typeof candidateEvents.$inferSelect;
export type ApiToken = typeof apiTokens.$inferSelect;

/**
 * The engineers a lead was shown in match previews, per role and day, so that a lead sees at
 * most a fixed number of distinct profiles per role a day: the pool cannot be read out by
 * changing a briefing's requirements over and over. Showing the same engineer again is free.
 */
export const matchPreviewViews = pgTable(
  "match_preview_views",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    roleId: text("role_id").notNull(),
    /** The UTC day of the showing. */
    day: date("day").notNull(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    shownAt: timestamp("shown_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.roleId, table.day, table.candidateId] }),
    index("match_preview_views_candidate_idx").on(table.candidateId),
  ],
).enableRLS();

export const shortlistStatus = pgEnum("shortlist_status", shortlistStatuses);
export const shortlistDecision = pgEnum("shortlist_decision", shortlistDecisions);

/**
 * The engineers proposed to a lead for its briefing's roles. A lead has at most one draft; a
 * send numbers it (1, 2, ...) and marks the version before it replaced, so the client always
 * reads the latest and an old link says it was replaced.
 */
export const shortlists = pgTable(
  "shortlists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    briefingId: uuid("briefing_id").references(() => briefings.id, { onDelete: "set null" }),
    /** Null while a draft; the send gives it the lead's next number. */
    version: integer("version"),
    status: shortlistStatus("status").notNull().default("draft"),
    createdBy: text("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentBy: text("sent_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (table) => [
    unique("shortlists_lead_version_unique").on(table.leadId, table.version),
    uniqueIndex("shortlists_one_draft_idx")
      .on(table.leadId)
      .where(sql`${table.status} = 'draft'`),
    check(
      "shortlists_sent_check",
      sql`(${table.status} = 'draft') = (${table.version} is null and ${table.sentAt} is null)`,
    ),
  ],
).enableRLS();

/** One engineer of a shortlist for one role, with the recruiter's note and the client's answer. */
export const shortlistEntries = pgTable(
  "shortlist_entries",
  {
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    roleId: text("role_id").notNull(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    note: text("note").notNull().default(""),
    /** Why a recruiter added someone the matcher did not rank; null for a ranked pick. */
    outsideReason: text("outside_reason"),
    decision: shortlistDecision("decision"),
    declineReason: text("decline_reason"),
    declineNote: text("decline_note"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.shortlistId, table.roleId, table.candidateId] }),
    index("shortlist_entries_candidate_idx").on(table.candidateId),
  ],
).enableRLS();

export type Shortlist = typeof shortlists.$inferSelect;
export type ShortlistEntry = typeof shortlistEntries.$inferSelect;

/**
 * An interview the client booked with a shortlisted engineer. As with calls, the database
 * refuses the overlap, not a check-then-insert: the migration adds exclusion constraints so
 * one engineer's confirmed interviews, and one client's, never overlap over
 * [starts_at, blocked_until), the interview plus the pause kept after it. A cancelled
 * interview keeps its row and frees its time.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "NG-I-2026-0042": quoted to the client, the engineer and the team. */
    reference: text("reference").notNull().unique(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    shortlistId: uuid("shortlist_id").references(() => shortlists.id, { onDelete: "set null" }),
    roleId: text("role_id").notNull(),
    /** The role's title when booked, as the mails and the timeline name it. */
    roleTitle: text("role_title").notNull(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    status: bookingStatus("status").notNull().default("confirmed"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    /** The zone the client picked the time in; their mails write times in it. */
    clientTimeZone: text("client_time_zone").notNull(),
    /** The client allowed the engineer to learn the company's name. */
    companyNameShared: boolean("company_name_shared").notNull().default(false),
    /** The site address it was booked on: reminders sent later link back to it. */
    siteOrigin: text("site_origin").notNull(),
    /** The calendar invites' SEQUENCE: bumped by every reschedule and the cancel. */
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the private manage link's token; the token itself is only in mails. */
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    reminderDaySentAt: timestamp("reminder_day_sent_at", { withTimezone: true }),
    reminderHourSentAt: timestamp("reminder_hour_sent_at", { withTimezone: true }),
  },
  (table) => [
    index("interviews_lead_id_idx").on(table.leadId, table.startsAt),
    index("interviews_candidate_id_idx").on(table.candidateId, table.startsAt),
    index("interviews_starts_at_idx").on(table.status, table.startsAt),
    // A retried booking finds the interview it already made instead of making a second one.
    uniqueIndex("interviews_one_per_candidate_idx")
      .on(table.leadId, table.roleId, table.candidateId)
      .where(sql`${table.status} = 'confirmed'`),
    check("interviews_span_check", sql`${table.startsAt} < ${table.endsAt}`),
    check("interviews_blocked_check", sql`${table.endsAt} <= ${table.blockedUntil}`),
  ],
).enableRLS();

export type Interview = typeof interviews.$inferSelect;

/**
 * The 48-hour guarantee of a submitted briefing: the clock starts at submission (the
 * briefing's submitted_at) and stops at the first interview booked. One row per briefing,
 * written at submission, so the inbox reads every open clock from one small table and the
 * housekeeping claims each notice with one UPDATE.
 */
export const guaranteeClocks = pgTable(
  "guarantee_clocks",
  {
    briefingId: uuid("briefing_id")
      .primaryKey()
      .references(() => briefings.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** When the first interview was booked. */
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    /** When sales were told that no shortlist had gone out 36 hours in. */
    salesNoticeAt: timestamp("sales_notice_at", { withTimezone: true }),
    missedAt: timestamp("missed_at", { withTimezone: true }),
    waivedAt: timestamp("waived_at", { withTimezone: true }),
    waivedBy: text("waived_by").references(() => staffUsers.id, { onDelete: "set null" }),
    waiveReason: text("waive_reason"),
  },
  (table) => [
    index("guarantee_clocks_lead_id_idx").on(table.leadId, table.startedAt),
    index("guarantee_clocks_open_idx")
      .on(table.dueAt)
      .where(sql`${table.stoppedAt} is null`),
    check("guarantee_clocks_due_check", sql`${table.startedAt} < ${table.dueAt}`),
    check(
      "guarantee_clocks_waive_check",
      sql`(${table.waivedAt} is null) = (${table.waiveReason} is null)`,
    ),
  ],
).enableRLS();

export type GuaranteeClock = typeof guaranteeClocks.$inferSelect;

// ---------------------------------------------------------------------------------------
// Mail between the sales team and a lead (decision 098). Staff write from the lead's page;
// the visitor's answer comes back through the mail provider's inbound webhook, addressed to
// the lead's reply token. An inbound mail whose token names no lead is kept with no lead
// (the unmatched list), never dropped.

/** The per-lead part of the Reply-To address ("reply+<token>@REPLY_DOMAIN"). */
export const leadReplyTokens = pgTable(
  "lead_reply_tokens",
  {
    token: text("token").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_reply_tokens_lead_id_idx").on(table.leadId)],
).enableRLS();

export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for an inbound mail no token matched, until an admin threads it onto a lead. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    direction: text("direction").$type<LeadMessageDirection>().notNull(),
    /** Who wrote an outbound message. */
    staffUserId: text("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    fromName: text("from_name"),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    /** The provider's id of an inbound mail: a retried webhook finds the row it wrote. */
    providerMessageId: text("provider_message_id").unique(),
    /** The token an inbound mail was addressed to, kept for the unmatched list. */
    token: text("token"),
    /** Attachments of an inbound mail that were not kept, and why. */
    refusedAttachments: jsonb("refused_attachments")
      .$type<{ name: string; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_messages_lead_id_idx").on(table.leadId, table.createdAt),
    index("lead_messages_unmatched_idx")
      .on(table.createdAt)
      .where(sql`${table.leadId} is null`),
    check("lead_messages_direction_check", sql`${table.direction} in ('outbound', 'inbound')`),
  ],
).enableRLS();

export type LeadMessage = typeof leadMessages.$inferSelect;

/** Files that came with an inbound mail, stored like briefing documents. */
export const leadMessageFiles = pgTable(
  "lead_message_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => leadMessages.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_message_files_message_id_idx").on(table.messageId)],
).enableRLS();

/**
 * Leads merged into another (decision 099): the merged lead's row is gone, its rows moved to
 * the survivor; this keeps its id (an old link or a visitor's cookie still finds the survivor)
 * and its reference and address (search still finds it).
 */
export const leadMerges = pgTable(
  "lead_merges",
  {
    mergedLeadId: uuid("merged_lead_id").primaryKey(),
    mergedReference: text("merged_reference").notNull().unique(),
    mergedEmail: text("merged_email").notNull(),
    survivorLeadId: uuid("survivor_lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    mergedBy: text("merged_by").references(() => staffUsers.id, { onDelete: "set null" }),
    mergedAt: timestamp("merged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_merges_survivor_idx").on(table.survivorLeadId)],
).enableRLS();
