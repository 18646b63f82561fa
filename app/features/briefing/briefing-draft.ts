import { z } from "~/lib/forms/zod-mini";
import { email, LIMITS, text } from "~/lib/forms/fields";
import { isTimeZone } from "~/lib/time-zones";
import type { BriefingStepNumber } from "./briefing-steps";

// The briefing draft: what the wizard holds while the visitor works through its ten steps,
// kept in browser storage on every change and on the server against the lead. One schema,
// used by the page (as the visitor types and when it reads storage back), by the draft-save
// endpoint and by the submit action, so a value the page keeps is a value the server keeps.
//
// The draft schema is lenient (every field has a default, nothing is required) because a
// draft is half-done by nature; `briefingSubmissionSchema` adds what a submitted briefing
// must have. Limits are enforced in both: an over-long answer is refused, never cut.

export const BRIEFING_COMPANY_TYPES = [
  { value: "startup", title: "Seed+ Startup" },
  { value: "midmarket", title: "Midmarket" },
  { value: "fintech", title: "Fintech" },
  { value: "enterprise", title: "Enterprise" },
  { value: "consulting", title: "Strategy & Tech Consulting" },
] as const;
export type BriefingCompanyType = (typeof BRIEFING_COMPANY_TYPES)[number]["value"];
const companyTypeValues = BRIEFING_COMPANY_TYPES.map((type) => type.value) as [
  BriefingCompanyType,
  ...BriefingCompanyType[],
];

/**
 * The ten briefing roles. Each id is also the slug of a catalog position, whose rate card
 * prices the role on the budget step (decision 015).
 */
export const BRIEFING_ROLES = [
  { id: "tech-lead", title: "Tech Lead" },
  { id: "product-owner", title: "Product Owner" },
  { id: "ux-designer", title: "UX Designer" },
  { id: "qa-engineer", title: "QA Engineer" },
  { id: "devops", title: "DevOps Engineer" },
  { id: "backend", title: "Backend Developer" },
  { id: "frontend", title: "Frontend Developer" },
  { id: "fullstack", title: "Full-Stack Developer" },
  { id: "data-engineer", title: "Data Engineer" },
  { id: "mobile", title: "Mobile Developer" },
] as const;
export type BriefingRoleId = (typeof BRIEFING_ROLES)[number]["id"];
export const BRIEFING_ROLE_IDS = BRIEFING_ROLES.map((role) => role.id) as [
  BriefingRoleId,
  ...BriefingRoleId[],
];

export function briefingRoleTitle(id: string): string {
  return BRIEFING_ROLES.find((role) => role.id === id)?.title ?? id;
}

export const BRIEFING_SENIORITIES = [
  { value: "junior", label: "Junior", band: { min: 25, max: 35 } },
  { value: "mid", label: "Mid-level", band: { min: 35, max: 50 } },
  { value: "senior", label: "Senior", band: { min: 50, max: 70 } },
  { value: "expert", label: "Expert", band: { min: 70, max: 95 } },
] as const;
export type BriefingSeniority = (typeof BRIEFING_SENIORITIES)[number]["value"];
const seniorityValues = BRIEFING_SENIORITIES.map((level) => level.value) as [
  BriefingSeniority,
  ...BriefingSeniority[],
];
/** A role with no seniority chosen is priced as senior, the calculator's default. */
export const DEFAULT_BRIEFING_SENIORITY: BriefingSeniority = "senior";

export const ENGLISH_LEVELS = [
  { value: "basic", label: "Basic" },
  { value: "conversational", label: "Conversational" },
  { value: "fluent", label: "Fluent" },
  { value: "native", label: "Native" },
] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number]["value"];
const englishValues = ENGLISH_LEVELS.map((level) => level.value) as [
  EnglishLevel,
  ...EnglishLevel[],
];

export const STACK_GROUPS = [
  { value: "frontend", label: "Frontend" },
  { value: "backend", label: "Backend" },
  { value: "mobile", label: "Mobile" },
  { value: "database", label: "Database" },
  { value: "cloud", label: "Cloud" },
  { value: "tools", label: "Tools" },
] as const;
export type StackGroup = (typeof STACK_GROUPS)[number]["value"];

export const INTERVIEW_STAGE_KINDS = [
  { value: "screening", label: "Screening" },
  { value: "technical", label: "Technical interview" },
  { value: "culture", label: "Culture fit" },
  { value: "final", label: "Final interview" },
  { value: "custom", label: "Your own stage" },
] as const;
export type InterviewStageKind = (typeof INTERVIEW_STAGE_KINDS)[number]["value"];
const stageKindValues = INTERVIEW_STAGE_KINDS.map((kind) => kind.value) as [
  InterviewStageKind,
  ...InterviewStageKind[],
];

export const ENGAGEMENT_MODELS = [
  {
    value: "staff-augmentation",
    title: "Staff augmentation",
    description: "Engineers join your team and work under your leads and processes.",
  },
  {
    value: "dedicated-team",
    title: "Dedicated team",
    description: "A complete team with its own lead, working only on your product.",
  },
  {
    value: "project-based",
    title: "Project-based",
    description: "We deliver an agreed scope, on a plan and a budget we own.",
  },
] as const;
export type EngagementModel = (typeof ENGAGEMENT_MODELS)[number]["value"];
const engagementValues = ENGAGEMENT_MODELS.map((model) => model.value) as [
  EngagementModel,
  ...EngagementModel[],
];

export const CONTRACT_PREFERENCES = [
  { value: "monthly", label: "Month to month" },
  { value: "fixed-term", label: "Fixed term" },
  { value: "trial-first", label: "Start with a trial period" },
  { value: "option-to-hire", label: "Option to hire engineers later" },
] as const;
export type ContractPreference = (typeof CONTRACT_PREFERENCES)[number]["value"];
const contractValues = CONTRACT_PREFERENCES.map((item) => item.value) as [
  ContractPreference,
  ...ContractPreference[],
];

/** Project duration in months; "ongoing" has no end. The default is 6. */
export const BRIEFING_DURATIONS = [
  { value: "3", label: "3 months" },
  { value: "6", label: "6 months" },
  { value: "12", label: "12 months" },
  { value: "ongoing", label: "Ongoing" },
] as const;
export type BriefingDuration = (typeof BRIEFING_DURATIONS)[number]["value"];
const durationValues = BRIEFING_DURATIONS.map((item) => item.value) as [
  BriefingDuration,
  ...BriefingDuration[],
];
export const DEFAULT_BRIEFING_DURATION: BriefingDuration = "6";

export const WEEKDAYS = [
  { value: "mon", label: "Monday" },
  { value: "tue", label: "Tuesday" },
  { value: "wed", label: "Wednesday" },
  { value: "thu", label: "Thursday" },
  { value: "fri", label: "Friday" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["value"];
const weekdayValues = WEEKDAYS.map((day) => day.value) as [Weekday, ...Weekday[]];

/** Interview windows, in the visitor's own time zone (local clock hours). */
export const INTERVIEW_WINDOWS = [
  { value: "morning", label: "Morning", startHour: 9, endHour: 12 },
  { value: "afternoon", label: "Afternoon", startHour: 12, endHour: 17 },
  { value: "evening", label: "Evening", startHour: 17, endHour: 20 },
] as const;
export type InterviewWindow = (typeof INTERVIEW_WINDOWS)[number]["value"];
const windowValues = INTERVIEW_WINDOWS.map((window) => window.value) as [
  InterviewWindow,
  ...InterviewWindow[],
];

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

export const roleDetailSchema = z.object({
  roleId: z.enum(BRIEFING_ROLE_IDS, "Unknown role"),
  techStack: list(
    filled(text(BRIEFING_LIMITS.tag, "A technology")),
    BRIEFING_LIMITS.tagsPerRole,
    `At most ${BRIEFING_LIMITS.tagsPerRole} technologies per role`,
  ),
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

const STEP_OF_SECTION: Record<string, BriefingStepNumber> = {
  companyInfo: 1,
  projectNeeds: 2,
  teamComposition: 3,
  roleDetails: 4,
  knowledge: 5,
  interviewProcess: 6,
  engagementModel: 7,
  budget: 8,
  scheduling: 9,
  summary: 10,
};

/** The DOM id of a field: "briefing-companyInfo-email", "briefing-roleDetails-0-seniority". */
export function fieldId(path: readonly PropertyKey[]): string {
  return ["briefing", ...path.map(String)].join("-");
}

/** Where a problem at `path` is fixed: its step and the id of its field. */
export function fieldLocation(path: readonly PropertyKey[]): {
  step: BriefingStepNumber;
  id: string;
} {
  const section = String(path[0] ?? "companyInfo");
  return { step: STEP_OF_SECTION[section] ?? 1, id: fieldId(path) };
}

export interface BriefingProblem {
  path: string[];
  message: string;
  step: BriefingStepNumber;
  fieldId: string;
}

function problemsOf(
  result: { success: true } | { success: false; error: z.core.$ZodError },
): BriefingProblem[] {
  if (result.success) return [];
  return result.error.issues
    .map((issue) => {
      const path = issue.path.map(String);
      const location = fieldLocation(path);
      return { path, message: issue.message, step: location.step, fieldId: location.id };
    })
    .sort((a, b) => a.step - b.step);
}

/** Every problem of a draft that is not ready to submit, in step order; [] when it is. */
export function submissionProblems(input: unknown): BriefingProblem[] {
  return problemsOf(briefingSubmissionSchema.safeParse(input));
}

/** Every problem that keeps a draft from being saved at all (over-long text, bad values). */
export function draftProblems(input: unknown): BriefingProblem[] {
  return problemsOf(briefingDraftSchema.safeParse(input));
}

/** Reads a stored draft leniently: a value that does not parse is no draft at all. */
export function readDraft(value: unknown): BriefingDraft | undefined {
  const result = briefingDraftSchema.safeParse(value);
  return result.success ? result.data : undefined;
}
