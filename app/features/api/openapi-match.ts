import {
  AVAILABILITY_GRACE_DAYS,
  MATCH_BANDS,
  MATCH_FACTORS,
  MATCH_FILTERS,
  MATCH_LIMIT_MAX,
  VISITOR_CARD_LIMIT,
} from "~/features/matching/match-config";
import { candidateSeniorities, cefrLevels, skillEvidenceKinds } from "~/lib/db/enums";

import { clock, day, type JsonSchema, nullable } from "./openapi-schemas";

// POST /api/v1/match in the OpenAPI document: the brief it takes and the answer, with the
// filter, factor and band names read from the matcher's configuration.

const skillList = (description: string): JsonSchema => ({
  type: "array",
  description,
  maxItems: 20,
  items: { type: "string", minLength: 1, maxLength: 60 },
  default: [],
});

export const matchSchemas: Record<string, JsonSchema> = {
  MatchRequest: {
    type: "object",
    description: "One role of a brief.",
    required: ["roleId", "seniority", "englishLevel", "startDate", "timeZone", "overlapHours"],
    additionalProperties: false,
    properties: {
      roleId: {
        type: "string",
        pattern: "^[a-z0-9-]{1,60}$",
        description: "A catalog position's slug.",
        examples: ["backend"],
      },
      seniority: {
        type: "string",
        enum: [...candidateSeniorities],
        description: "The level wanted; a factor of the score, not a filter.",
      },
      mustHave: skillList(
        "Skills every candidate must have, in any spelling the vocabulary knows (k8s, Postgres).",
      ),
      niceToHave: skillList("Skills that add to the score."),
      englishLevel: { type: "string", enum: [...cefrLevels], description: "At or above." },
      startDate: {
        ...day,
        description: `Candidates available by this day plus ${AVAILABILITY_GRACE_DAYS} days pass.`,
      },
      timeZone: {
        type: "string",
        description: "The client's IANA zone.",
        examples: ["America/New_York"],
      },
      workStart: {
        ...clock,
        default: "09:00",
        description: "The client's day starts (their zone).",
      },
      workEnd: { ...clock, default: "17:00", description: "The client's day ends (their zone)." },
      overlapHours: {
        type: "number",
        minimum: 0,
        maximum: 24,
        description:
          "Hours of the client's day a candidate's working hours must cover, on the start date.",
      },
      maxHourlyRate: {
        type: "integer",
        minimum: 1,
        description: "Whole dollars an hour, at most.",
      },
      domains: {
        type: "array",
        maxItems: 10,
        items: { type: "string", minLength: 1, maxLength: 60 },
        default: [],
        description: "Industries that add to the score (payments, logistics).",
      },
      limit: { type: "integer", minimum: 1, maximum: MATCH_LIMIT_MAX, default: VISITOR_CARD_LIMIT },
    },
  },
  MatchRequirement: {
    type: "object",
    required: ["skill", "priority", "status", "evidence"],
    additionalProperties: false,
    properties: {
      skill: { type: "string", description: "A skill, or a domain asked for." },
      priority: { type: "string", enum: ["must", "nice"] },
      status: {
        type: "string",
        enum: ["met", "unmet", "no_data"],
        description:
          "`no_data`: the profile says nothing either way (no skills or no project history).",
      },
      evidence: nullable({ type: "string", enum: [...skillEvidenceKinds, null] }),
    },
  },
  MatchCandidate: {
    type: "object",
    required: ["id", "handle", "band", "score", "factors", "requirements", "consentToShow"],
    additionalProperties: false,
    properties: {
      id: { type: "string", format: "uuid" },
      handle: { type: "string", examples: ["Mariana S."] },
      band: { type: "string", enum: MATCH_BANDS.map((entry) => entry.band) },
      score: {
        type: "number",
        minimum: 0,
        maximum: 100,
        description: "Exactly the sum of the factors' contributions.",
      },
      factors: {
        type: "array",
        items: {
          type: "object",
          required: ["name", "weight", "contribution"],
          additionalProperties: false,
          properties: {
            name: { type: "string", enum: [...MATCH_FACTORS] },
            weight: { type: "number", minimum: 0, maximum: 100 },
            contribution: { type: "number", minimum: 0, maximum: 100 },
          },
        },
      },
      requirements: { type: "array", items: { $ref: "#/components/schemas/MatchRequirement" } },
      consentToShow: {
        type: "boolean",
        description:
          "False: the candidate has not agreed to be shown to clients; never show them one.",
      },
    },
  },
  MatchResult: {
    type: "object",
    required: ["candidates", "considered", "removed", "matcherVersion"],
    additionalProperties: false,
    properties: {
      candidates: { type: "array", items: { $ref: "#/components/schemas/MatchCandidate" } },
      considered: { type: "integer", minimum: 0, description: "Profiles in the pool." },
      removed: {
        type: "array",
        description: "How many each hard filter removed, in the order they apply.",
        items: {
          type: "object",
          required: ["filter", "count"],
          additionalProperties: false,
          properties: {
            filter: { type: "string", enum: [...MATCH_FILTERS] },
            count: { type: "integer", minimum: 0 },
          },
        },
      },
      matcherVersion: { type: "string", examples: ["2026-11-28.1"] },
    },
  },
};
