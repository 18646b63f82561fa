import { email, LIMITS, text } from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod-mini";
import { INTERVIEW_WINDOWS, WEEKDAYS } from "~/lib/interview-windows";
import { uniqueSkillNames } from "~/lib/skills/skill-vocabulary";
import { isTimeZone } from "~/lib/time-zones";

import {
  BRIEFING_COMPANY_TYPES,
  BRIEFING_DURATIONS,
  BRIEFING_ROLE_IDS,
  BRIEFING_ROLES,
  BRIEFING_SENIORITIES,
  CONTRACT_PREFERENCES,
  DEFAULT_BRIEFING_DURATION,
  ENGAGEMENT_MODELS,
  ENGLISH_LEVELS,
  INTERVIEW_STAGE_KINDS,
} from "./briefing-options";

// The briefing draft: what the wizard holds while the visitor works through its ten steps,
// kept in browser storage on every change and on the server against the lead. One schema,
// used by the page (as the visitor types and when it reads storage back), by the draft-save
// endpoint and by the submit action, so a value the page keeps is a value the server keeps.
//
// The draft schema is lenient (every field has a default, nothing is required) because a
// draft is half-done by nature; `briefingSubmissionSchema` adds what a submitted briefing
// must have. Limits are enforced in both: an over-long answer is refused, never cut.

/** The values of an option list, as the non-empty tuple `z.enum` takes. */
const valuesOf = <T extends string>(options: readonly { readonly value: T }[]) =>
  options.map((option) => option.value) as [T, ...T[]];
const companyTypeValues = valuesOf(BRIEFING_COMPANY_TYPES);
const seniorityValues = valuesOf(BRIEFING_SENIORITIES);
const englishValues = valuesOf(ENGLISH_LEVELS);
const stageKindValues = valuesOf(INTERVIEW_STAGE_KINDS);
const engagementValues = valuesOf(ENGAGEMENT_MODELS);
const contractValues = valuesOf(CONTRACT_PREFERENCES);
const durationValues = valuesOf(BRIEFING_DURATIONS);
const weekdayValues = valuesOf(WEEKDAYS);
const windowValues = valuesOf(INTERVIEW_WINDOWS);

export const BRIEFING_LIMITS = {
  shortText: 200,
  longText: 4_000,
  requirement: 200,
  requirements: 30,
  documents: 5,
  tag: 60,
  tagsPerRole: 30,
  stages: 8,
  quantity: 20,
  overlapHours: 8,
  budget: 10_000_000,
  slots: WEEKDAYS.length * INTERVIEW_WINDOWS.length,
} as const;

const short = (label: string) => z._default(text(BRIEFING_LIMITS.shortText, label), "");
const long = (label: string) => z._default(text(BRIEFING_LIMITS.longText, label), "");
const filled = (schema: ReturnType<typeof text>, message?: string) =>
  schema.check(z.minLength(1, message));
/** "" means "not chosen yet" for every single choice of the draft. */
const choice = <T extends [string, ...string[]]>(values: T, message: string) =>
  z._default(z.union([z.enum(values, message), z.literal("")]), "");
/** A whole number from `min` to `max`, each bound with its own message. */
const wholeNumber = (
  message: string,
  [min, minMessage]: [number, string],
  [max, maxMessage]: [number, string],
) => z.number().check(z.int(message), z.gte(min, minMessage), z.lte(max, maxMessage));
/** A list of at most `max` items, [] when missing; `unique` names the duplicate's problem. */
const list = <T extends z.ZodMiniType>(
  item: T,
  max: number,
  maxMessage?: string,
  unique?: [key: (item: z.output<T>) => string, message: string],
) => {
  const array = z.array(item).check(z.maxLength(max, maxMessage));
  return z._default(
    unique ? array.check(z.refine((items) => uniqueBy(items, unique[0]), unique[1])) : array,
    [],
  );
};

/** A website as typed ("acme.com" or "https://acme.com"); http(s) only once it has a scheme. */
const website = z._default(
  text(LIMITS.url, "Website").check(
    z.refine(
      (value) => value === "" || /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(value),
      { message: "Please enter a web address such as acme.com" },
    ),
  ),
  "",
);

export const requirementSchema = z.object({
  text: filled(text(BRIEFING_LIMITS.requirement, "A requirement"), "A requirement is empty"),
  priority: z._default(z.enum(["must", "nice"], "Choose must-have or nice-to-have"), "must"),
});
export type Requirement = z.infer<typeof requirementSchema>;

/** A file uploaded through /api/briefing/files: the server's record of it, never the bytes. */
export const uploadedDocumentSchema = z.object({
  id: z.uuid(),
  name: filled(text(255, "File name")),
  size: z.number().check(z.int(), z.nonnegative()),
  contentType: z.enum(
    [
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "text/plain",
    ],
    "Unsupported file type",
  ),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/**
 * A role's technologies, each under the skill vocabulary's name ("k8s" is stored as
 * "Kubernetes") and each once ("React" and "React.js" are one tag). The schema does it, not
 * only the tag input, so a stale page or a direct call to the draft endpoint stores the same
 * tags; the limit counts the tags left after that.
 */
const techStack = z._default(
  z
    .array(filled(text(BRIEFING_LIMITS.tag, "A technology")))
    .check(
      z.overwrite(uniqueSkillNames),
      z.maxLength(
        BRIEFING_LIMITS.tagsPerRole,
        `At most ${BRIEFING_LIMITS.tagsPerRole} technologies per role`,
      ),
    ),
  [],
);

export const roleDetailSchema = z.object({
  roleId: z.enum(BRIEFING_ROLE_IDS, "Unknown role"),
  techStack,
  seniority: choice(seniorityValues, "Unknown seniority"),
  englishLevel: choice(englishValues, "Unknown English level"),
  domainKnowledge: long("Domain knowledge"),
  responsibilities: long("Key responsibilities"),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const interviewStageSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  kind: z.enum(stageKindValues, "Unknown interview stage"),
  name: short("Stage name"),
  attendees: short("Who attends"),
});
export type InterviewStage = z.infer<typeof interviewStageSchema>;

export const preferredSlotSchema = z.object({
  day: z.enum(weekdayValues),
  window: z.enum(windowValues),
});
export type PreferredSlot = z.infer<typeof preferredSlotSchema>;

/** An IANA zone name as the browser reports it ("America/Sao_Paulo"). */
export const timeZoneSchema = z._default(
  z.string().check(
    z.maxLength(LIMITS.timezone),
    z.refine((zone) => zone === "" || isTimeZone(zone), "Unknown time zone"),
  ),
  "",
);

const uniqueBy = <T>(items: readonly T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

/** A section of the draft: an object that is filled with its defaults when missing. */
const section = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => {
  const object = z.object(shape);
  // Every field of a section has a default, so an empty object is a valid input.
  return z.prefault(object, {} as z.input<typeof object>);
};

export const briefingDraftSchema = z.object({
  /** Chosen by the browser when the draft starts; a second submit of one draft stores one briefing. */
  id: z.uuid("The draft has no valid id"),
  companyInfo: section({
    name: z._default(text(LIMITS.company, "Company name"), ""),
    contactName: z._default(text(LIMITS.name, "Contact name"), ""),
    email: z._default(text(LIMITS.email, "Email"), ""),
    phone: z._default(text(40, "Phone"), ""),
    website,
    linkedinConnected: z._default(z.boolean(), false),
    companyType: choice(companyTypeValues, "Unknown company type"),
    whyUs: long("Why are you looking for us?"),
  }),
  projectNeeds: section({
    painPoint: long("Pain point"),
    productContext: long("Product context"),
    criticalRequirements: list(
      requirementSchema,
      BRIEFING_LIMITS.requirements,
      `At most ${BRIEFING_LIMITS.requirements} requirements`,
      [(item) => item.text.toLowerCase(), "A requirement is listed twice"],
    ),
    uploadedDocuments: list(
      uploadedDocumentSchema,
      BRIEFING_LIMITS.documents,
      `At most ${BRIEFING_LIMITS.documents} documents`,
    ),
    existingJD: long("Existing job description"),
  }),
  teamComposition: section({
    /** Stays in the draft's shape but unused: the wizard groups roles by role id (decision 015). */
    selectedTeams: list(short("Team"), 10),
    selectedRoles: list(
      z.enum(BRIEFING_ROLE_IDS, "Unknown role"),
      BRIEFING_ROLES.length,
      undefined,
      [(role) => role, "A role is selected twice"],
    ),
    /** People per selected role; a role missing here counts as one. */
    quantities: z._default(
      z.partialRecord(
        z.enum(BRIEFING_ROLE_IDS),
        wholeNumber(
          "Quantity must be a whole number",
          [1, `Quantity must be from 1 to ${BRIEFING_LIMITS.quantity}`],
          [BRIEFING_LIMITS.quantity, `Quantity must be from 1 to ${BRIEFING_LIMITS.quantity}`],
        ),
      ),
      {},
    ),
  }),
  roleDetails: list(roleDetailSchema, BRIEFING_ROLES.length, undefined, [
    (item) => item.roleId,
    "A role has two sets of details",
  ]),
  knowledge: section({
    useCases: long("Use cases"),
    industries: long("Industries"),
    frameworks: long("Frameworks and methodologies"),
  }),
  interviewProcess: section({
    stages: list(
      interviewStageSchema,
      BRIEFING_LIMITS.stages,
      `At most ${BRIEFING_LIMITS.stages} stages`,
      [(stage) => stage.id, "A stage is listed twice"],
    ),
    /** How long the whole process may take, in business days; null when not said. */
    maxBusinessDays: z._default(
      z.nullable(
        wholeNumber(
          "Days must be a whole number",
          [1, "At least one day"],
          [60, "At most 60 business days"],
        ),
      ),
      null,
    ),
  }),
  engagementModel: section({
    selected: choice(engagementValues, "Unknown engagement model"),
    /** "YYYY-MM-DD", the day the team should start; "" when not said. */
    startDate: z._default(z.union([z.iso.date("Please enter a valid date"), z.literal("")]), ""),
    overlapHours: z._default(
      z.nullable(
        wholeNumber(
          "Hours must be a whole number",
          [0, "Overlap cannot be negative"],
          [BRIEFING_LIMITS.overlapHours, `At most ${BRIEFING_LIMITS.overlapHours} hours`],
        ),
      ),
      null,
    ),
    contract: choice(contractValues, "Unknown contract preference"),
    preferences: long("Contract preferences"),
  }),
  budget: section({
    /** The hourly rate each selected role was priced at when the visitor last saw it. */
    hourlyRates: z._default(
      z.partialRecord(z.enum(BRIEFING_ROLE_IDS), z.number().check(z.nonnegative())),
      {},
    ),
    /** Monthly budget in whole U.S. dollars; null when not said. */
    totalBudget: z._default(
      z.nullable(
        wholeNumber(
          "Budget must be whole dollars",
          [0, "Budget cannot be negative"],
          [BRIEFING_LIMITS.budget, "Budget is too large"],
        ),
      ),
      null,
    ),
    duration: z._default(z.enum(durationValues, "Unknown duration"), DEFAULT_BRIEFING_DURATION),
  }),
  scheduling: section({
    timeZone: timeZoneSchema,
    preferredSlots: list(preferredSlotSchema, BRIEFING_LIMITS.slots, undefined, [
      (slot) => `${slot.day}:${slot.window}`,
      "A slot is listed twice",
    ]),
    availability: long("Availability"),
  }),
  summary: section({
    reviewed: z._default(z.boolean(), false),
    approved: z._default(z.boolean(), false),
  }),
});

export type BriefingDraft = z.infer<typeof briefingDraftSchema>;
export type BriefingDraftInput = z.input<typeof briefingDraftSchema>;

export const REQUIRED_MESSAGES = {
  companyName: "Company name is required",
  contactName: "Contact name is required",
  email: "Email is required",
  companyType: "Please select your company type",
  roles: "Select at least one role",
  reviewed: "Please confirm you have reviewed all information",
} as const;

/**
 * A briefing that can be submitted: the draft plus what the team needs to act on it. Each
 * problem carries the path of its field, which `fieldLocation` turns into a step and an id.
 */
export const briefingSubmissionSchema = briefingDraftSchema.check(
  z.superRefine((draft, ctx) => {
    const info = draft.companyInfo;
    if (!info.name)
      ctx.addIssue({
        code: "custom",
        path: ["companyInfo", "name"],
        message: REQUIRED_MESSAGES.companyName,
      });
    if (!info.contactName)
      ctx.addIssue({
        code: "custom",
        path: ["companyInfo", "contactName"],
        message: REQUIRED_MESSAGES.contactName,
      });
    if (!info.email) {
      ctx.addIssue({
        code: "custom",
        path: ["companyInfo", "email"],
        message: REQUIRED_MESSAGES.email,
      });
    } else if (!email.safeParse(info.email).success) {
      ctx.addIssue({
        code: "custom",
        path: ["companyInfo", "email"],
        message: "Please enter a valid email address",
      });
    }
    if (!info.companyType)
      ctx.addIssue({
        code: "custom",
        path: ["companyInfo", "companyType"],
        message: REQUIRED_MESSAGES.companyType,
      });
    if (draft.teamComposition.selectedRoles.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["teamComposition", "selectedRoles"],
        message: REQUIRED_MESSAGES.roles,
      });
    if (!draft.summary.reviewed)
      ctx.addIssue({
        code: "custom",
        path: ["summary", "reviewed"],
        message: REQUIRED_MESSAGES.reviewed,
      });
  }),
);

/** A fresh, empty draft. */
export function emptyDraft(id: string): BriefingDraft {
  return briefingDraftSchema.parse({ id });
}

/** The DOM id of a field: "briefing-companyInfo-email", "briefing-roleDetails-0-seniority". */
export function fieldId(path: readonly PropertyKey[]): string {
  return ["briefing", ...path.map(String)].join("-");
}

/** Reads a stored draft leniently: a value that does not parse is no draft at all. */
export function readDraft(value: unknown): BriefingDraft | undefined {
  const result = briefingDraftSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
