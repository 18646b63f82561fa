import { companyTypes, leadSources, leadStatuses } from "~/lib/db/enums";

import { LEADS_PAGE_DEFAULT, LEADS_PAGE_MAX } from "./api-leads-query";
import { day, instant, type JsonSchema, nullable, ref } from "./openapi-schemas";

// GET /api/v1/leads and /api/v1/leads/{id} in the OpenAPI document: the lead as a CRM reads
// it, with the statuses, company types and sources read from the lists the database uses.

const text = (description: string): JsonSchema => ({ type: "string", description });

const leadProperties: Record<string, JsonSchema> = {
  id: { type: "string", format: "uuid" },
  reference: text('The lead\'s reference, quoted to the visitor ("NG-7K3F-9QXM").'),
  references: {
    type: "array",
    description:
      "Every reference the visitor was given: the lead's first, then those of its briefings, calls, quotes, messages and interviews.",
    items: { type: "string" },
  },
  contact: {
    type: "object",
    required: ["name", "email", "phone"],
    additionalProperties: false,
    properties: {
      name: nullable({ type: "string" }),
      email: { type: "string", format: "email" },
      phone: nullable({ type: "string", description: "E.164." }),
    },
  },
  company: {
    type: "object",
    required: ["name", "type"],
    additionalProperties: false,
    properties: {
      name: nullable({ type: "string" }),
      type: nullable({ type: "string", enum: [...companyTypes] }),
    },
  },
  source: {
    type: "object",
    required: ["channel", "utm", "referrer"],
    additionalProperties: false,
    properties: {
      channel: { type: "string", enum: [...leadSources], description: "The first form used." },
      utm: {
        type: "object",
        required: ["source", "medium", "campaign"],
        additionalProperties: false,
        properties: {
          source: nullable({ type: "string" }),
          medium: nullable({ type: "string" }),
          campaign: nullable({ type: "string" }),
        },
      },
      referrer: nullable({ type: "string" }),
    },
  },
  roles: {
    type: "array",
    description: "Catalog position slugs the visitor chose.",
    items: { type: "string" },
  },
  status: { type: "string", enum: [...leadStatuses] },
  owner: nullable({
    type: "object",
    required: ["id", "name", "email"],
    additionalProperties: false,
    properties: { id: { type: "string" }, name: { type: "string" }, email: { type: "string" } },
  }),
  nextActionOn: nullable(day),
  estimate: nullable({
    type: "object",
    description: "The latest team estimate, in whole US dollars.",
    required: ["monthlyUsd", "totalUsd"],
    additionalProperties: false,
    properties: {
      monthlyUsd: { type: "integer", minimum: 0 },
      totalUsd: { type: "integer", minimum: 0 },
    },
  }),
  createdAt: instant,
  lastActivityAt: { ...instant, description: "The visitor's last step." },
  updatedAt: {
    ...instant,
    description: "The last change of any kind: the lead's fields or an event on its timeline.",
  },
};

const summaryRequired = Object.keys(leadProperties);

export const leadSchemas: Record<string, JsonSchema> = {
  LeadSummary: {
    type: "object",
    required: summaryRequired,
    additionalProperties: false,
    properties: leadProperties,
  },
  Lead: {
    type: "object",
    required: [...summaryRequired, "timeline"],
    additionalProperties: false,
    properties: {
      ...leadProperties,
      timeline: {
        type: "array",
        description: "Every event on the lead's timeline, oldest first.",
        items: {
          type: "object",
          required: ["id", "type", "occurredAt", "data"],
          additionalProperties: false,
          properties: {
            id: { type: "string" },
            type: text('The event\'s kind ("briefing.submitted", "status.changed", ...).'),
            occurredAt: instant,
            data: {
              type: "object",
              description: "What the event recorded; its keys vary by type.",
            },
          },
        },
      },
    },
  },
  LeadPage: {
    type: "object",
    required: ["data", "nextCursor"],
    additionalProperties: false,
    properties: {
      data: { type: "array", items: ref("schemas", "LeadSummary") },
      nextCursor: nullable({
        type: "string",
        description: "Pass as `cursor` for the next page; null on the last page.",
      }),
    },
  },
};

export const leadPageLimits = { max: LEADS_PAGE_MAX, default: LEADS_PAGE_DEFAULT };
