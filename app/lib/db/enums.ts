// The value lists behind the database's enum types, in a module that imports nothing: the
// browser needs them for selects and zod schemas, and importing them from schema.ts pulled
// every table definition and drizzle's pg-core into the client bundle (decision 011).
// schema.ts builds its pgEnums from these lists, so the two cannot drift.

export const seniorityLevels = [
  "junior",
  "mid",
  "senior",
  "lead",
  "architect",
  "specialist",
] as const;

export type Seniority = (typeof seniorityLevels)[number];

export const companyTypes = [
  "startup",
  "midmarket",
  "fintech",
  "enterprise",
  "consulting",
  "others",
] as const;

export type CompanyType = (typeof companyTypes)[number];

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const mailStatuses = ["pending", "sent", "logged", "failed"] as const;

export type MailStatus = (typeof mailStatuses)[number];

export const bookingStatuses = ["confirmed", "cancelled"] as const;

export type BookingStatus = (typeof bookingStatuses)[number];

/** Where a lead stands in the sales pipeline; the inbox shows them in this order. */
/** The first door a prospect came through. */
export const leadSources = [
  "registration",
  "contact",
  "playbook",
  "newsletter",
  "application",
  "briefing",
  "booking",
] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadStatuses = [
  "new",
  "contacted",
  "qualified",
  "call-booked",
  "proposal",
  "won",
  "lost",
] as const;

export type LeadStatus = (typeof leadStatuses)[number];

/** The statuses that close a lead: nobody chases it, and it counts toward nobody's cap. */
export const closedLeadStatuses = ["won", "lost"] as const satisfies readonly LeadStatus[];

/**
 * What a staff member may do: sales reads and works leads and reads the talent pool;
 * recruiters also keep the talent pool; admin may do everything, including exports and
 * erasure.
 */
export const staffRoles = ["sales", "recruiter", "admin"] as const;

export type StaffRole = (typeof staffRoles)[number];

export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;

export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

// The talent pool. A candidate's seniority is on the briefing's scale, which a client speaks;
// the calculator's lead, architect and specialist all count as expert there.
export const candidateSeniorities = ["junior", "mid", "senior", "expert"] as const;

export type CandidateSeniority = (typeof candidateSeniorities)[number];

/** The Common European Framework's levels, lowest first, so order compares levels. */
export const cefrLevels = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;

export type CefrLevel = (typeof cefrLevels)[number];

/** How we know a candidate has a skill: tested by us, seen in checked work, or their word. */
export const skillEvidenceKinds = ["assessed", "verified", "self-reported"] as const;

export type SkillEvidence = (typeof skillEvidenceKinds)[number];

export const engagementKinds = ["full-time", "part-time"] as const;

export type Engagement = (typeof engagementKinds)[number];

export const candidateStatuses = ["available", "interviewing", "placed", "inactive"] as const;

export type CandidateStatus = (typeof candidateStatuses)[number];

/**
 * The vetting steps; each defines its result's scale: a score out of 10 (coding, system
 * design), a CEFR level (English), pass or fail (culture and communication, references).
 */
export const vettingKinds = [
  "coding-assessment",
  "system-design",
  "english-interview",
  "culture-communication",
  "reference-check",
] as const;

export type VettingKind = (typeof vettingKinds)[number];

/** A shortlist is drafted by a recruiter, sent to the client, and replaced by a later version. */
export const shortlistStatuses = ["draft", "sent", "replaced"] as const;

export type ShortlistStatus = (typeof shortlistStatuses)[number];

/** What the client said of a shortlisted engineer. */
export const shortlistDecisions = ["selected", "declined"] as const;

/** Which way a mail between the sales team and a lead went. */
export const leadMessageDirections = ["outbound", "inbound"] as const;

export type LeadMessageDirection = (typeof leadMessageDirections)[number];
