import {
  candidateSeniorities,
  candidateStatuses,
  cefrLevels,
  engagementKinds,
} from "~/lib/db/enums";
import { z } from "~/lib/forms/zod";

import {
  clock,
  countryCode,
  day,
  optional,
  required,
  timeZone,
  wholeNumber,
  workEnd,
} from "./candidate-fields";
import { LINE_MAX, LIST_SEPARATOR, NAME_MAX } from "./candidate-form-names";

// The candidate's profile form, for adding a candidate and editing one: its schema, shared
// by the page (field names, limits) and the server (validation), and the form's values for
// a stored profile. Skills, vetting records and projects have their own forms
// (candidate-record-schemas.ts).

export const profileSchema = z
  .object({
    firstName: required(NAME_MAX, "First name"),
    lastName: required(NAME_MAX, "Last name"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, { message: "The email can be up to 254 characters." })
      .email({ message: "Enter an email address such as name@example.com." }),
    phone: optional(40, "Phone").refine(
      (value) => value === null || /^\+[1-9]\d{6,14}$/.test(value),
      {
        message: "Phone: enter it in international form, e.g. +5491123456789.",
      },
    ),
    linkedinUrl: optional(300, "LinkedIn").refine(
      (value) => value === null || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(value),
      { message: "LinkedIn: enter the profile's address, e.g. https://www.linkedin.com/in/name." },
    ),
    roleIds: z
      .string()
      .transform((value) => [...new Set(value.split(LIST_SEPARATOR).filter(Boolean))])
      .refine((roles) => roles.length > 0, { message: "Choose at least one role." })
      .refine((roles) => roles.every((role) => /^[a-z0-9-]{1,60}$/.test(role)), {
        message: "Choose the roles from the list.",
      }),
    seniority: z.enum(candidateSeniorities, { message: "Choose a seniority from the list." }),
    yearsExperience: wholeNumber("Years of experience", 0, 60),
    domains: z
      .string()
      .max(1_300, { message: "Domains: up to 20, separated by commas." })
      .transform((value) => [
        ...new Set(
          value
            .split(/[,;\n]/)
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ])
      .refine((domains) => domains.length <= 20 && domains.every((domain) => domain.length <= 60), {
        message: "Domains: up to 20, each up to 60 characters, separated by commas.",
      }),
    englishLevel: z.enum(cefrLevels, { message: "Choose an English level from the list." }),
    englishAssessedBy: required(LINE_MAX, "How the English level is known"),
    country: countryCode(),
    timeZone: timeZone(),
    workStart: clock("Working hours start"),
    workEnd: workEnd(),
    availableFrom: day("Available from"),
    engagement: z.enum(engagementKinds, { message: "Choose full-time or part-time." }),
    hourlyRateUsd: wholeNumber("Hourly rate", 1, 1_000),
    status: z.enum(candidateStatuses, { message: "Choose a status from the list." }),
  })
  .superRefine((profile, context) => {
    if (profile.workStart >= 1440) {
      context.addIssue({
        code: "custom",
        path: ["workStart"],
        message: "Working hours start: enter a time before midnight.",
      });
    }
    if (profile.workStart === profile.workEnd) {
      context.addIssue({
        code: "custom",
        path: ["workEnd"],
        message: "Working hours end: enter a time other than the start.",
      });
    }
  });

export type ProfileInput = z.output<typeof profileSchema>;
