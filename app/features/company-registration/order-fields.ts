import { hasMissing, type FieldError } from "~/lib/forms/form-result";

// What the registration form needs in the browser, apart from the schema
// (order-schema.ts): the form imports this module, so its page loads neither zod nor the
// phone number metadata the server's checks use.

// The spec's six company-type cards (section 2), in order. The values equal the database
// enum company_type (order-schema.test.ts checks it).
export const COMPANY_TYPE_OPTIONS = [
  { value: "startup", title: "Seed+ Startup", subtitle: "Racing to MVP and funding" },
  { value: "midmarket", title: "Midmarket", subtitle: "Modernizing and scaling" },
  { value: "fintech", title: "Fintech", subtitle: "Regulatory compliance focus" },
  { value: "enterprise", title: "Enterprise", subtitle: "Large-scale operations" },
  {
    value: "consulting",
    title: "Strategy & Tech Consulting",
    subtitle: "Seeking outsourcing partners for client delivery",
  },
  { value: "others", title: "Others", subtitle: "Not listed or prefer not to say" },
] as const;

export const COMPANY_TYPE_VALUES = COMPANY_TYPE_OPTIONS.map((option) => option.value) as [
  (typeof COMPANY_TYPE_OPTIONS)[number]["value"],
  ...(typeof COMPANY_TYPE_OPTIONS)[number]["value"][],
];

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

/** The toast the spec's error catalogue gives for a set of field errors, by reason code. */
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
