// Why two leads may be one (decision 096), as the lead page says it.

export type DuplicateReason = "email" | "phone" | "company";

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  email: "Same email",
  phone: "Same phone",
  company: "Same email domain, similar company name",
};
