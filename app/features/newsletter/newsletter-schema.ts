import { consentVersion, email, optionalText } from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod-mini";

export const NEWSLETTER_MESSAGES = {
  checkInbox: "Almost there! Check your inbox and click the link to confirm your subscription.",
  failed: "Failed to subscribe. Please try again.",
} as const;

export const newsletterSchema = z.object({
  email,
  source: optionalText(80, "Source"),
  consentVersion,
});

export const tokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/));

export const NEWSLETTER_FIELDS = ["email", "source", "consentVersion"] as const;

/** The well-formed token in a mail link's `?token=`, or null. */
export function linkToken(request: Request): string | null {
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  return token.success ? token.data : null;
}

/**
 * The token of a post to a mail link's page: the button's form field, else the URL's (an
 * RFC 8058 one-click post carries only "List-Unsubscribe=One-Click" in its body). `form` is
 * the post's fields as the route read them (null when it refused the body).
 */
export function postedLinkToken(request: Request, form: FormData | null): string | null {
  const posted = form?.get("token");
  if (typeof posted === "string") {
    const token = tokenSchema.safeParse(posted);
    return token.success ? token.data : null;
  }
  return linkToken(request);
}
