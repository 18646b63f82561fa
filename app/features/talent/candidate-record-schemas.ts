import { cefrLevels, skillEvidenceKinds, vettingKinds } from "~/lib/db/enums";
import { z } from "~/lib/forms/zod";

import { day, optional, required, wholeNumber } from "./candidate-fields";
import { type CandidateIntent, type SkillLine, SKILLS_MAX } from "./candidate-form-names";
import { LINE_MAX, NAME_MAX, NOTE_MAX } from "./candidate-form-names";

// The forms on a candidate's page besides the profile: the skills (one list), and each
// vetting record and project. One schema per form, shared by the page and the server; the
// form's `intent` says which one a post is.

/**
 * One skill per line as "Name: years: evidence" ("React: 5: assessed"), the same
 * `Name:years:evidence` items the CSV import reads; errors name the line.
 */
export function parseSkillLines(text: string): { skills: SkillLine[]; errors: string[] } {
  const skills: SkillLine[] = [];
  const errors: string[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  lines.forEach((line, index) => {
    const parts = line.split(":").map((part) => part.trim());
    const [name = "", years = "", evidence = ""] = parts;
    const at = `Line ${index + 1}`;
    if (parts.length !== 3 || !name) {
      errors.push(`${at}: write it as Name: years: evidence, e.g. React: 5: assessed.`);
    } else if (name.length > 60) {
      errors.push(`${at}: a skill's name can be up to 60 characters.`);
    } else if (!/^\d{1,2}(\.\d)?$/.test(years) || Number(years) > 60) {
      errors.push(`${at}: years is a number from 0 to 60, e.g. 3 or 2.5.`);
    } else if (!(skillEvidenceKinds as readonly string[]).includes(evidence)) {
      errors.push(`${at}: evidence is assessed, verified or self-reported.`);
    } else {
      skills.push({ name, years: Number(years), evidence: evidence as SkillLine["evidence"] });
    }
  });
  if (lines.length > SKILLS_MAX) errors.push(`A profile lists up to ${SKILLS_MAX} skills.`);
  return { skills, errors };
}

export const skillsSchema = z.object({
  skills: z
    .string()
    .max(SKILLS_MAX * 100, { message: "The list is too long." })
    .transform((value, context) => {
      const { skills, errors } = parseSkillLines(value);
      for (const message of errors) context.addIssue({ code: "custom", message });
      return errors.length > 0 ? z.NEVER : skills;
    }),
});

const recordId = z.string().uuid({ message: "This record no longer exists." });

const vettingFields = {
  kind: z.enum(vettingKinds, { message: "Choose the vetting step from the list." }),
  score: z.string().trim(),
  cefr: z.string().trim(),
  passed: z.string().trim(),
  assessedOn: day("Date"),
  assessor: required(LINE_MAX, "Assessor"),
  notes: optional(NOTE_MAX, "Notes"),
};

export interface VettingResult {
  score: number | null;
  cefr: (typeof cefrLevels)[number] | null;
  passed: boolean | null;
}

/** The result on the kind's own scale; the other two stay empty, as the database requires. */
function withResult<
  T extends { kind: (typeof vettingKinds)[number]; score: string; cefr: string; passed: string },
>(input: T, context: z.RefinementCtx): Omit<T, "score" | "cefr" | "passed"> & VettingResult {
  const { score, cefr, passed, ...rest } = input;
  const result: VettingResult = { score: null, cefr: null, passed: null };
  if (input.kind === "coding-assessment" || input.kind === "system-design") {
    if (!/^(10(\.0)?|\d(\.\d)?)$/.test(score)) {
      context.addIssue({
        code: "custom",
        path: ["score"],
        message: "Score: a number from 0 to 10, e.g. 8.5.",
      });
    } else result.score = Number(score);
  } else if (input.kind === "english-interview") {
    if (!(cefrLevels as readonly string[]).includes(cefr)) {
      context.addIssue({ code: "custom", path: ["cefr"], message: "Level: choose A1 to C2." });
    } else result.cefr = cefr as VettingResult["cefr"];
  } else if (passed === "yes" || passed === "no") {
    result.passed = passed === "yes";
  } else {
    context.addIssue({
      code: "custom",
      path: ["passed"],
      message: "Result: choose passed or not passed.",
    });
  }
  return { ...rest, ...result };
}

/** A vetting report (a PDF), kept through the file storage interface. */
export const VETTING_FILE_MAX_BYTES = 10 * 1024 * 1024;

// eslint-disable-next-line no-control-regex -- a file name with control characters is refused
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;

/**
 * Checks an uploaded vetting report by size and content (a PDF starts with "%PDF-"), not by
 * its name; the name only has to be storable. Null when the file is acceptable.
 */
export function checkVettingFile(
  file: { size: number; name: string },
  head: Uint8Array,
): string | null {
  if (CONTROL_IN_NAME.test(file.name) || file.name.length > 200)
    return "Report: rename the file (a shorter name without special characters) and try again.";
  if (file.size === 0) return "Report: the file is empty.";
  if (file.size > VETTING_FILE_MAX_BYTES) return "Report: the file is larger than 10 MB.";
  if (new TextDecoder().decode(head.subarray(0, 5)) !== "%PDF-")
    return "Report: choose a PDF file.";
  return null;
}

export const vettingAddSchema = z.object(vettingFields).transform(withResult);
export const vettingEditSchema = z
  .object({ vettingId: recordId, ...vettingFields })
  .transform(withResult);
export const vettingRemoveSchema = z.object({ vettingId: recordId });

export type VettingInput = z.output<typeof vettingAddSchema>;

const projectFields = {
  domain: required(LINE_MAX, "Domain"),
  role: required(LINE_MAX, "Role on the project"),
  durationMonths: wholeNumber("Duration in months", 1, 240),
  stack: z
    .string()
    .max(LINE_MAX * 2, { message: "Stack can be up to 400 characters." })
    .transform((value) => [
      ...new Set(
        value
          .split(/[,;\n]/)
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ]),
  outcome: required(400, "Outcome"),
  clientName: optional(NAME_MAX * 2, "Client"),
  clientConsented: z.string().transform((value) => value === "on"),
};

function clientNamedOnlyWithConsent<
  T extends { clientName: string | null; clientConsented: boolean },
>(project: T, context: z.RefinementCtx) {
  if (project.clientName && !project.clientConsented) {
    context.addIssue({
      code: "custom",
      path: ["clientName"],
      message: "Client: name the client only when they agreed to be named (tick the box).",
    });
  }
}

export const projectAddSchema = z.object(projectFields).superRefine(clientNamedOnlyWithConsent);
export const projectEditSchema = z
  .object({ projectId: recordId, ...projectFields })
  .superRefine(clientNamedOnlyWithConsent);
export const projectRemoveSchema = z.object({ projectId: recordId });

export type ProjectInput = z.output<typeof projectAddSchema>;

const VETTING_FIELD_NAMES = ["kind", "score", "cefr", "passed", "assessedOn", "assessor", "notes"];
const PROJECT_FIELD_NAMES = [
  "domain",
  "role",
  "durationMonths",
  "stack",
  "outcome",
  "clientName",
  "clientConsented",
];

export const CANDIDATE_INTENT_FIELDS: Record<CandidateIntent, readonly string[]> = {
  skills: ["intent", "skills"],
  "vetting-add": ["intent", ...VETTING_FIELD_NAMES],
  "vetting-edit": ["intent", "vettingId", ...VETTING_FIELD_NAMES],
  "vetting-remove": ["intent", "vettingId"],
  "project-add": ["intent", ...PROJECT_FIELD_NAMES],
  "project-edit": ["intent", "projectId", ...PROJECT_FIELD_NAMES],
  "project-remove": ["intent", "projectId"],
};
