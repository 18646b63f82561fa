import { z } from "zod";
import { email, text } from "~/lib/forms/fields";

export const NEWSLETTER_MESSAGES = {
  checkInbox: "Almost there! Check your inbox and click the link to confirm your subscription.",
  failed: "Failed to subscribe. Please try again.",
} as const;

export const newsletterSchema = z.object({
  email,
  source: text(80, "Source")
    .optional()
    .transform((value) => (value ? value : null)),
});

export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

export const NEWSLETTER_FIELDS = ["email", "source"] as const;
