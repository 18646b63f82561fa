import { z } from "~/lib/forms/zod";
import {
  email,
  idempotencyKey,
  LIMITS,
  optionalText,
  requiredText,
  text,
} from "~/lib/forms/fields";
import { optionalPhone } from "~/lib/forms/phone";

/** Trimmed, email lower-cased, empty company and phone stored as null. */
export const contactSchema = z.object({
  name: requiredText(LIMITS.name, "Name"),
  email,
  phone: optionalPhone("BR"),
  company: optionalText(LIMITS.company, "Company"),
  message: requiredText(LIMITS.message, "Message"),
  timezone: text(LIMITS.timezone, "Time zone")
    .optional()
    .transform((value) => (value ? value : null)),
  idempotencyKey,
});

export type ContactInput = z.infer<typeof contactSchema>;
