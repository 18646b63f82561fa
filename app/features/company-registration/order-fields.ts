import { companyTypes } from "~/lib/db/enums";
import { type FieldError, hasMissing } from "~/lib/forms/form-result";

// What the registration form needs in the browser, apart from the schema
// (order-schema.ts): the form imports this module, so its page loads neither zod nor the
// phone number metadata the server's checks use.

// The six company types, in the order the cards show them: the database
// enum's own list. The first five are the audiences of /solutions: their cards' names and
// subtitles come from those documents in the CMS (registration-content.server.ts); "Others"
// is no audience, so its card is here.
export const COMPANY_TYPE_VALUES = companyTypes;

/** One company-type card of the registration form. */
export interface CompanyTypeCard {
  value: CompanyType;
  title: string;
  subtitle: string;
}

export const OTHERS_CARD: CompanyTypeCard = {
  value: "others",
  title: "Others",
  subtitle: "Not listed or prefer not to say",
};

export const MESSAGES = {
  noType: "Please select your company type",
  missing: "Please fill in all required fields",
  failed: "Failed to create order. Please try again.",
  successTitle: "Success!",
  success: "Your order has been created successfully",
} as const;

/** The fields the form posts that the visitor fills in. */
export type OrderField =
  | "companyType"
  | "companyName"
  | "contactName"
  | "email"
  | "phone"
  | "idempotencyKey"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "referrer";

export const REQUIRED_FIELDS = ["companyType", "companyName", "contactName", "email"] as const;

/** What the visitor must fill before 'Continue to Team Selection' is enabled. */
export function requiredFilled(values: Partial<Record<OrderField, string>>): boolean {
  return REQUIRED_FIELDS.every((field) => (values[field] ?? "").trim() !== "");
}

/** The toast for a set of field errors, by reason code (MESSAGES: the product's fixed wording). */
export function toastForErrors(errors: Record<string, FieldError>): string {
  if (errors.companyType) return MESSAGES.noType;
  if (hasMissing(errors, REQUIRED_FIELDS)) return MESSAGES.missing;
  return Object.values(errors)[0]?.message ?? MESSAGES.failed;
}

export type CompanyType = (typeof COMPANY_TYPE_VALUES)[number];

/** A company type from a link (`?type=fintech`); anything unknown is no preselection. */
export function companyTypeParam(value: string | null): CompanyType | "" {
  return COMPANY_TYPE_VALUES.find((type) => type === value) ?? "";
}
