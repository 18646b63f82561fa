import { email, idempotencyKey, LIMITS, optionalText, requiredText } from "~/lib/forms/fields";
import { optionalPhone } from "~/lib/forms/phone";
import { z } from "~/lib/forms/zod-mini";

import { COMPANY_TYPE_VALUES, MESSAGES } from "./order-fields";

const tracking = (max: number) => optionalText(max, "Tracking value");

/** The company-information form's schema, checked by the action (the server). */
export const orderSchema = z.object({
  companyType: z.enum(COMPANY_TYPE_VALUES, MESSAGES.noType),
  companyName: requiredText(LIMITS.company, "Company name"),
  contactName: requiredText(LIMITS.name, "Your name"),
  email,
  phone: optionalPhone("US"),
  idempotencyKey,
  utmSource: tracking(200),
  utmMedium: tracking(200),
  utmCampaign: tracking(200),
  referrer: tracking(LIMITS.url),
});

export type OrderInput = z.infer<typeof orderSchema>;
