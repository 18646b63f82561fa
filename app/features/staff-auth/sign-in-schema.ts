import { z } from "~/lib/forms/zod";

export const STAFF_SIGN_IN_FIELDS = ["email", "next"] as const;

export const STAFF_SIGN_IN_MESSAGES = {
  sent: "If that address belongs to the Near Genius team, a sign-in link is on its way. It works once, within 15 minutes.",
  failed: "We could not send a sign-in link just now. Please try again in a minute.",
  badLink:
    "That sign-in link does not work any more: it may have expired (links last 15 minutes), been used already, or been copied incompletely. Ask for a new one below.",
  ended:
    "Your session ended (8 hours without activity, or 7 days since signing in). Sign in again.",
  signedOut: "You are signed out.",
  signedOutEverywhere: "You are signed out on every device.",
} as const;

/** The sign-in form: one address; `next` is where to land afterwards (checked on the server). */
export const staffSignInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your work email address.")
    .max(254, "An email address is at most 254 characters.")
    .pipe(z.email("Enter an email address like name@neargenius.com.")),
  next: z.string().max(2000).optional().default("/admin"),
});
