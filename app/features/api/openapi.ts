import {
  OPTIONAL_COLUMNS,
  REQUIRED_COLUMNS,
  TALENT_IMPORT_MAX_BYTES,
  TALENT_IMPORT_MAX_ROWS,
} from "~/features/talent/talent-import";
import { candidateSeniorities, candidateStatuses, cefrLevels } from "~/lib/db/enums";

import { API_SCOPE_LABELS, API_SCOPES, type ApiScope } from "./api-scopes";
import { leadPageLimits, leadSchemas } from "./openapi-leads";
import { matchSchemas } from "./openapi-match";
import {
  day,
  errorAnswer,
  json,
  type JsonSchema,
  ref,
  retryAfter,
  schemas,
} from "./openapi-schemas";

export type { JsonSchema };

// The API's description, served at /api/v1/openapi.json for anyone (it holds no data, and a
// client generator or a person choosing whether to integrate needs it before a token). The
// enumerations come from the same lists the database and the handlers use, and a test checks
// that every /api/v1 route is here and that real answers fit the schemas.

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<"get" | "post", OpenApiOperation>>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
  };
}

const bearer = (scope: ApiScope) => [{ bearerAuth: [scope] }];

const responses: Record<string, JsonSchema> = {
  BadRequest: errorAnswer("The query or body is not valid; `details` says what is wrong."),
  Unauthorized: errorAnswer("No token, or one that is unknown or revoked.", {
    "WWW-Authenticate": {
      description: 'Bearer, with error="invalid_token" for a token that is not valid.',
      schema: { type: "string" },
    },
  }),
  Forbidden: errorAnswer("The token lacks the scope this operation needs.", {
    "WWW-Authenticate": {
      description: 'Bearer, with error="insufficient_scope" and the scope needed.',
      schema: { type: "string" },
    },
  }),
  NotFound: errorAnswer("Nothing has this id (an unknown or malformed id)."),
  TooManyRequests: errorAnswer(
    "More requests with this token than its limit allows in a minute.",
    retryAfter,
  ),
  Unavailable: errorAnswer("The database is not answering; try again later.", retryAfter),
};

const parameters: Record<string, JsonSchema> = {
  LeadId: {
    name: "id",
    in: "path",
    required: true,
    description: "The lead's id (the `id` of a listed lead, not its reference).",
    schema: { type: "string", format: "uuid" },
  },
  CandidateId: {
    name: "id",
    in: "path",
    required: true,
    description: "The candidate's id in this API (not the external id).",
    schema: { type: "string", format: "uuid" },
  },
};

const refusals = {
  "401": ref("responses", "Unauthorized"),
  "403": ref("responses", "Forbidden"),
  "429": ref("responses", "TooManyRequests"),
  "503": ref("responses", "Unavailable"),
};

const query = (name: string, description: string, schema: JsonSchema) => ({
  name,
  in: "query",
  required: false,
  description,
  schema,
});

export function openApiDocument(): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: {
      title: "Near Genius API",
      version: "1.0.0",
      description:
        "Programmatic access to the Near Genius talent pool and leads for recruiting tools and CRMs. Every operation but this document needs a bearer token, made by an admin at /admin/api-tokens with the scopes it may use. Each token may make 120 requests a minute. Answers are JSON and never cached.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    tags: [
      { name: "talent", description: "The talent pool's candidates." },
      { name: "match", description: "Candidates for a brief, scored and explained." },
      { name: "leads", description: "Prospects and everything they did, for a CRM's sync." },
      { name: "meta", description: "This description." },
    ],
    paths: {
      "/api/v1/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "This OpenAPI document",
          tags: ["meta"],
          security: [],
          responses: {
            "200": {
              description: "The OpenAPI 3.1 document.",
              content: json({ type: "object" }),
            },
          },
        },
      },
      "/api/v1/talent": {
        get: {
          operationId: "listTalent",
          summary: "List candidates, newest first",
          description:
            "A page of candidates matching every filter given. Follow `nextCursor` until it is null; a candidate added meanwhile is neither repeated nor skipped. An unknown or malformed parameter is a 400.",
          tags: ["talent"],
          security: bearer("talent:read"),
          parameters: [
            query("skill", "A skill in any spelling the vocabulary knows (k8s, Golang).", {
              type: "string",
              maxLength: 100,
            }),
            query("role", "A catalog position's slug.", {
              type: "string",
              pattern: "^[a-z0-9-]{1,60}$",
            }),
            query("seniority", "Exactly this seniority.", {
              type: "string",
              enum: [...candidateSeniorities],
            }),
            query("english", "This English level or better.", {
              type: "string",
              enum: [...cefrLevels],
            }),
            query("status", "Exactly this status.", {
              type: "string",
              enum: [...candidateStatuses],
            }),
            query("available", "Available on or before this day.", day),
            query("cursor", "The previous page's `nextCursor`.", { type: "string" }),
            query("limit", "Candidates per page (default 50).", {
              type: "integer",
              minimum: 1,
              maximum: 100,
            }),
          ],
          responses: {
            "200": {
              description: "A page of candidates.",
              content: json(ref("schemas", "TalentPage")),
            },
            "400": ref("responses", "BadRequest"),
            ...refusals,
          },
        },
      },
      "/api/v1/talent/{id}": {
        get: {
          operationId: "getTalent",
          summary: "One candidate with skills, vetting and projects",
          tags: ["talent"],
          security: bearer("talent:read"),
          parameters: [ref("parameters", "CandidateId")],
          responses: {
            "200": { description: "The candidate.", content: json(ref("schemas", "Talent")) },
            "404": ref("responses", "NotFound"),
            ...refusals,
          },
        },
      },
      "/api/v1/talent/import": {
        post: {
          operationId: "importTalent",
          summary: "Create or update candidates from CSV",
          description: `The same CSV as the staff import page: a header row, then one candidate per row (up to ${TALENT_IMPORT_MAX_ROWS.toLocaleString("en")} rows and ${TALENT_IMPORT_MAX_BYTES / 1024 / 1024} MB). A row whose external id is known updates that candidate; other rows create one. Rows with errors are refused and reported; the others are imported. A file missing a required column is a 400 and nothing is imported. With dry_run=true nothing is stored and the report says what would happen. Every call is written to the staff audit log.\n\nRequired columns: ${REQUIRED_COLUMNS.join(", ")}. Optional: ${OPTIONAL_COLUMNS.join(", ")}. Lists (roles, skills, domains) are separated by \`;\`; a skill is \`Name:years:evidence\`.`,
          tags: ["talent"],
          security: bearer("talent:write"),
          parameters: [
            query("dry_run", "Check the file and report, storing nothing.", {
              type: "boolean",
              default: false,
            }),
          ],
          requestBody: {
            required: true,
            content: { "text/csv": { schema: { type: "string" } } },
          },
          responses: {
            "200": {
              description: "What was (or with dry_run would be) created, updated and refused.",
              content: json(ref("schemas", "ImportReport")),
            },
            "400": ref("responses", "BadRequest"),
            "413": errorAnswer("The body is larger than the limit."),
            "415": errorAnswer("The body is not text/csv."),
            ...refusals,
          },
        },
      },
      "/api/v1/leads": {
        get: {
          operationId: "listLeads",
          summary: "List leads changed since a moment, oldest change first",
          description:
            "A page of leads whose `updatedAt` is at or after `updated_since` (every lead without it), ordered by `updatedAt` then id. Follow `nextCursor` until it is null, keep the last lead's `updatedAt`, and pass it as `updated_since` on the next run: a lead changed again meanwhile comes back with its new `updatedAt`. Allow a few seconds of overlap between runs, since a change is dated when its write starts, not when it is committed. An unknown or malformed parameter is a 400.",
          tags: ["leads"],
          security: bearer("leads:read"),
          parameters: [
            query("updated_since", "Only leads changed at or after this moment (ISO 8601).", {
              type: "string",
              format: "date-time",
            }),
            query("cursor", "The previous page's `nextCursor`.", { type: "string" }),
            query(`limit`, `Leads per page (default ${leadPageLimits.default}).`, {
              type: "integer",
              minimum: 1,
              maximum: leadPageLimits.max,
            }),
          ],
          responses: {
            "200": { description: "A page of leads.", content: json(ref("schemas", "LeadPage")) },
            "400": ref("responses", "BadRequest"),
            ...refusals,
          },
        },
      },
      "/api/v1/leads/{id}": {
        get: {
          operationId: "getLead",
          summary: "One lead with its whole timeline",
          tags: ["leads"],
          security: bearer("leads:read"),
          parameters: [ref("parameters", "LeadId")],
          responses: {
            "200": { description: "The lead.", content: json(ref("schemas", "Lead")) },
            "308": errorAnswer(
              "The lead was merged into another (error code `merged`): follow `Location`.",
              {
                Location: {
                  description: "The address of the lead it was merged into.",
                  schema: { type: "string" },
                },
              },
            ),
            "404": ref("responses", "NotFound"),
            ...refusals,
          },
        },
      },
      "/api/v1/match": {
        post: {
          operationId: "matchCandidates",
          summary: "Candidates for one role of a brief, scored and explained",
          description:
            "The briefing's matcher. The hard filters apply in the order of `removed` (role, consent, status, mustHave, english, availability, overlap, rate), each counting the candidates it removed from those the filters before it left. The others are scored from 0 to 100, the sum of the factors' contributions shown, and banded. A token sees every profile: one whose owner has not agreed to be shown to clients says `consentToShow: false`. A bad body is a 400 naming each field.",
          tags: ["match"],
          security: bearer("match"),
          requestBody: { required: true, content: json(ref("schemas", "MatchRequest")) },
          responses: {
            "200": {
              description: "The best candidates, best first, and what each filter removed.",
              content: json(ref("schemas", "MatchResult")),
            },
            "400": ref("responses", "BadRequest"),
            "413": errorAnswer("The body is larger than 16 KB."),
            "415": errorAnswer("The body is not application/json."),
            ...refusals,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: [
            "A token from /admin/api-tokens (it starts with ng_), sent as `Authorization: Bearer <token>`. Each operation names the scope it needs:",
            ...API_SCOPES.map((scope) => `- \`${scope}\`: ${API_SCOPE_LABELS[scope]}`),
          ].join("\n"),
        },
      },
      schemas: { ...schemas, ...matchSchemas, ...leadSchemas },
      responses,
      parameters,
    },
  };
}
