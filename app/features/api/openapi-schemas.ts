import {
  candidateSeniorities,
  candidateStatuses,
  cefrLevels,
  engagementKinds,
  skillEvidenceKinds,
  vettingKinds,
} from "~/lib/db/enums";

import { API_ERROR_CODES } from "./api-error-codes";

// The schemas of the API's answers and errors, with the small builders the document uses;
// openapi.ts assembles them with the paths.

export type JsonSchema = { [key: string]: unknown };

export const json = (schema: JsonSchema) => ({ "application/json": { schema } });

export const ref = (kind: "schemas" | "responses" | "parameters", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

export const nullable = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  type: [schema.type as string, "null"],
});

export const day: JsonSchema = { type: "string", format: "date", examples: ["2026-12-01"] };
export const instant: JsonSchema = { type: "string", format: "date-time" };
export const clock: JsonSchema = {
  type: "string",
  pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$",
  examples: ["09:30"],
};

export const retryAfter = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
  },
};

export const errorAnswer = (description: string, headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: json(ref("schemas", "Error")),
});

export const schemas: Record<string, JsonSchema> = {
  Error: {
    type: "object",
    description: "Every refusal and failure of the API has this shape.",
    required: ["error"],
    additionalProperties: false,
    properties: {
      error: {
        type: "object",
        required: ["code", "message"],
        additionalProperties: false,
        properties: {
          code: {
            type: "string",
            enum: [...API_ERROR_CODES],
          },
          message: { type: "string", description: "For a person; may change wording." },
          details: {
            description:
              "What exactly was wrong, when there is more to say: the query parameters (`[{parameter, message}]`), the CSV's problems (`[{row, errors}]`), the scope needed.",
          },
        },
      },
    },
  },
  Skill: {
    type: "object",
    required: ["name", "slug", "years", "evidence"],
    additionalProperties: false,
    properties: {
      name: { type: "string", examples: ["Kubernetes"] },
      slug: nullable({
        type: "string",
        description: "The catalog skill's slug; null for a skill the vocabulary does not know.",
      }),
      years: { type: "number", minimum: 0, maximum: 60 },
      evidence: { type: "string", enum: [...skillEvidenceKinds] },
    },
  },
  Vetting: {
    type: "object",
    description:
      "One vetting step. The result is on the kind's scale: `score` (0–10) for the coding assessment and system design, `cefr` for the English interview, `passed` for culture and references.",
    required: ["id", "kind", "score", "cefr", "passed", "assessedOn", "assessor", "notes"],
    additionalProperties: false,
    properties: {
      id: { type: "string", format: "uuid" },
      kind: { type: "string", enum: [...vettingKinds] },
      score: nullable({ type: "number", minimum: 0, maximum: 10 }),
      cefr: { type: ["string", "null"], enum: [...cefrLevels, null] },
      passed: nullable({ type: "boolean" }),
      assessedOn: day,
      assessor: { type: "string" },
      notes: nullable({ type: "string" }),
    },
  },
  Project: {
    type: "object",
    required: ["id", "domain", "role", "durationMonths", "stack", "outcome", "clientName"],
    additionalProperties: false,
    properties: {
      id: { type: "string", format: "uuid" },
      domain: { type: "string" },
      role: { type: "string" },
      durationMonths: { type: "integer", minimum: 1 },
      stack: { type: "array", items: { type: "string" } },
      outcome: { type: "string" },
      clientName: nullable({
        type: "string",
        description: "Only when the client agreed to be named; null otherwise.",
      }),
    },
  },
  Talent: {
    type: "object",
    description:
      "A candidate of the talent pool. Full name and address are included: a talent:read token is for recruiting tools.",
    required: [
      "id",
      "externalId",
      "handle",
      "firstName",
      "lastName",
      "fullName",
      "email",
      "roles",
      "seniority",
      "yearsExperience",
      "domains",
      "skills",
      "english",
      "country",
      "timeZone",
      "workingHours",
      "availableFrom",
      "engagement",
      "hourlyRateUsd",
      "status",
      "consent",
      "sample",
      "vettings",
      "projects",
      "createdAt",
      "updatedAt",
    ],
    additionalProperties: false,
    properties: {
      id: { type: "string", format: "uuid" },
      externalId: nullable({ type: "string", description: "The recruiting system's id." }),
      handle: {
        type: "string",
        description: "What a client sees: first name and last initial.",
        examples: ["Mariana S."],
      },
      firstName: { type: "string" },
      lastName: { type: "string" },
      fullName: { type: "string" },
      email: { type: "string", format: "email" },
      roles: {
        type: "array",
        description: "Catalog position slugs, the main one first.",
        items: { type: "string" },
      },
      seniority: { type: "string", enum: [...candidateSeniorities] },
      yearsExperience: { type: "integer", minimum: 0, maximum: 60 },
      domains: {
        type: "array",
        description: "Industries the candidate knows, as the recruiter wrote them.",
        items: { type: "string" },
      },
      skills: {
        type: "array",
        description: "Assessed, then verified, then self-reported; most years first in each.",
        items: ref("schemas", "Skill"),
      },
      english: {
        type: "object",
        required: ["level", "assessedBy"],
        additionalProperties: false,
        properties: {
          level: { type: "string", enum: [...cefrLevels] },
          assessedBy: { type: "string", examples: ["English interview"] },
        },
      },
      country: { type: "string", description: "ISO 3166-1 alpha-2.", examples: ["BR"] },
      timeZone: { type: "string", description: "IANA zone.", examples: ["America/Sao_Paulo"] },
      workingHours: {
        type: "object",
        description: "In the candidate's time zone.",
        required: ["start", "end"],
        additionalProperties: false,
        properties: { start: clock, end: clock },
      },
      availableFrom: day,
      engagement: { type: "string", enum: [...engagementKinds] },
      hourlyRateUsd: { type: "integer", minimum: 1, description: "Whole US dollars an hour." },
      status: { type: "string", enum: [...candidateStatuses] },
      consent: {
        type: "object",
        description: "Consent to be shown to prospective clients.",
        required: ["toShow", "consentedAt", "version"],
        additionalProperties: false,
        properties: {
          toShow: { type: "boolean" },
          consentedAt: nullable(instant),
          version: nullable({ type: "string" }),
        },
      },
      sample: {
        type: "boolean",
        description: "An invented profile of the bundled sample pool, not a person.",
      },
      vettings: {
        type: "array",
        description: "Oldest first.",
        items: ref("schemas", "Vetting"),
      },
      projects: { type: "array", items: ref("schemas", "Project") },
      createdAt: instant,
      updatedAt: instant,
    },
  },
  TalentSummary: {
    type: "object",
    required: [
      "id",
      "externalId",
      "handle",
      "fullName",
      "email",
      "roles",
      "seniority",
      "yearsExperience",
      "englishLevel",
      "country",
      "timeZone",
      "availableFrom",
      "hourlyRateUsd",
      "status",
      "sample",
      "topSkills",
    ],
    additionalProperties: false,
    properties: {
      id: { type: "string", format: "uuid" },
      externalId: nullable({ type: "string" }),
      handle: { type: "string" },
      fullName: { type: "string" },
      email: { type: "string", format: "email" },
      roles: { type: "array", items: { type: "string" } },
      seniority: { type: "string", enum: [...candidateSeniorities] },
      yearsExperience: { type: "integer", minimum: 0, maximum: 60 },
      englishLevel: { type: "string", enum: [...cefrLevels] },
      country: { type: "string" },
      timeZone: { type: "string" },
      availableFrom: day,
      hourlyRateUsd: { type: "integer", minimum: 1 },
      status: { type: "string", enum: [...candidateStatuses] },
      sample: { type: "boolean" },
      topSkills: {
        type: "array",
        description: "Up to four: the strongest evidence first, then the most years.",
        items: {
          type: "object",
          required: ["name", "years", "evidence"],
          additionalProperties: false,
          properties: {
            name: { type: "string" },
            years: { type: "number", minimum: 0 },
            evidence: { type: "string", enum: [...skillEvidenceKinds] },
          },
        },
      },
    },
  },
  TalentPage: {
    type: "object",
    required: ["data", "nextCursor"],
    additionalProperties: false,
    properties: {
      data: { type: "array", items: ref("schemas", "TalentSummary") },
      nextCursor: nullable({
        type: "string",
        description: "Pass as `cursor` for the next page; null on the last page.",
      }),
    },
  },
  ImportReport: {
    type: "object",
    required: ["dryRun", "created", "updated", "refused", "warnings"],
    additionalProperties: false,
    properties: {
      dryRun: { type: "boolean", description: "True when nothing was stored." },
      created: { type: "integer", minimum: 0 },
      updated: { type: "integer", minimum: 0 },
      refused: {
        type: "array",
        description:
          "Rows not imported, with why; `row` counts the data rows from 1, the header not counted.",
        items: {
          type: "object",
          required: ["row", "errors"],
          additionalProperties: false,
          properties: {
            row: { type: "integer", minimum: 1 },
            errors: { type: "array", items: { type: "string" } },
          },
        },
      },
      warnings: {
        type: "array",
        description: "Worth a look, imported all the same; `row` null for the file as a whole.",
        items: {
          type: "object",
          required: ["row", "messages"],
          additionalProperties: false,
          properties: {
            row: nullable({ type: "integer", minimum: 1 }),
            messages: { type: "array", items: { type: "string" } },
          },
        },
      },
    },
  },
};
