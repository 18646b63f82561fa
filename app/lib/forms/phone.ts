import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { z } from "~/lib/forms/zod";

/**
 * An optional phone number: "" becomes null, anything else must be a valid number, stored
 * in E.164. Without JavaScript the visitor's raw text arrives, read in the default country.
 */
export const optionalPhone = (defaultCountry: CountryCode) =>
  z
    .string()
    .trim()
    .max(40, "Phone must be at most 40 characters")
    .transform((value, ctx) => {
      if (value === "") return null;
      const parsed = parsePhoneNumberFromString(value, defaultCountry);
      if (!parsed?.isValid()) {
        ctx.addIssue({
          code: "custom",
          message: "Please enter a valid phone number",
          params: { reason: "invalid" },
        });
        return z.NEVER;
      }
      return parsed.number;
    })
    .prefault("");
