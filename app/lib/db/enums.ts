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

/** What a staff member may do: sales reads and works leads; admin also exports and erases. */
export const staffRoles = ["sales", "admin"] as const;

export type StaffRole = (typeof staffRoles)[number];

export const webhookDeliveryStatuses = ["pending", "delivered", "failed"] as const;

export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
