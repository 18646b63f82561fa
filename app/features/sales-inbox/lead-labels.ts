import type { CompanyType, LeadSource, LeadStatus } from "~/lib/db/enums";

// How the staff pages name a lead's status, source and company type. Apart from the
// filters' schema, so that a page showing a badge or a timeline ships no zod.

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  "call-booked": "Call booked",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

export const SOURCE_LABELS: Record<LeadSource, string> = {
  registration: "Registration",
  contact: "Contact form",
  playbook: "Playbook download",
  newsletter: "Newsletter",
  application: "Job application",
  briefing: "Briefing",
  booking: "Booked call",
};

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  startup: "Startup",
  midmarket: "Mid-market",
  fintech: "Fintech",
  enterprise: "Enterprise",
  consulting: "Consulting",
  others: "Other",
};
