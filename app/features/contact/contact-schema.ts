import { email, idempotencyKey, LIMITS, optionalText, requiredText } from "~/lib/forms/fields";
import { optionalPhone } from "~/lib/forms/phone";
import { z } from "~/lib/forms/zod-mini";

/** Trimmed, email lower-cased, empty company and phone stored as null. */
export const contactSchema = z.object({
  name: requiredText(LIMITS.name, "Name"),
  email,
  phone: optionalPhone("BR"),
  company: optionalText(LIMITS.company, "Company"),
  message: requiredText(LIMITS.message, "Message"),
  timezone: optionalText(LIMITS.timezone, "Time zone"),
  idempotencyKey,
});

export type ContactInput = z.infer<typeof contactSchema>;
