import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/min";

import { z } from "~/lib/forms/zod-mini";

/**
 * An optional phone number: "" becomes null, anything else must be a valid number, stored
 * in E.164. Without JavaScript the visitor's raw text arrives, read in the default country.
 */
export const optionalPhone = (defaultCountry: CountryCode) =>
  z.prefault(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(40, "Phone must be at most 40 characters")),
      z.transform((value: string, ctx) => {
        if (value === "") return null;
        const parsed = parsePhoneNumberFromString(value, defaultCountry);
        if (!parsed?.isValid()) {
          ctx.issues.push({
            code: "custom",
            message: "Please enter a valid phone number",
            input: value,
            params: { reason: "invalid" },
          });
          return z.NEVER;
        }
        return parsed.number;
      }),
    ),
    "",
  );
