import { z } from "~/lib/forms/zod";

export const CODE_FIELDS = ["code", "next"] as const;

/** Six digits from the app; spaces people type in the middle ("123 456") are dropped. */
export const codeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Enter the 6-digit code from your authenticator app.")
      .regex(/^\d{6}$/, "The code is 6 digits, as your authenticator app shows it."),
  );

export const CODE_MESSAGES = {
  "wrong-code":
    "That code is not right, or was used already. Check the app shows Near Genius staff and type the code it shows now.",
  "too-many-attempts": "Too many wrong codes. Wait 5 minutes and try again.",
  "not-set-up": "Two-step sign-in is not set up for this account any more. Reload the page.",
} as const;
