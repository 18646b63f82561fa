import { LIMITS, optionalText, requiredText } from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod-mini";

import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook-events";

// The add-endpoint form, read by the page and the action alike. Each event type is its own
// checkbox field ("event:booking.created" = "yes"), so the form kit reads it like any field.

export const eventField = (type: WebhookEventType) => `event:${type}`;

/** What each delivery carries (decision 092); thin unless an admin asks for more. */
export const PAYLOAD_KINDS = ["thin", "full"] as const;
export type PayloadKind = (typeof PAYLOAD_KINDS)[number];

export const PAYLOAD_LABELS: Record<PayloadKind, string> = {
  thin: "Thin: ids, references and times",
  full: "Full: also the lead with its timeline, as GET /api/v1/leads/{id} gives it",
};

export const ENDPOINT_FIELDS = [
  "url",
  "description",
  "payload",
  ...WEBHOOK_EVENT_TYPES.map(eventField),
] as const;

export const ENDPOINT_MESSAGES = {
  failed: "The endpoint was not saved. Please try again.",
  noEvents: "Choose at least one event to send",
} as const;

const eventShape = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [eventField(type), z.optional(z.string())]),
) as Record<string, z.ZodMiniOptional<z.ZodMiniString>>;

const ticked = (values: object, type: WebhookEventType) =>
  (values as Record<string, unknown>)[eventField(type)] === "yes";

export const endpointSchema = z.pipe(
  z
    .object({
      url: requiredText(LIMITS.url, "URL").check(
        z.refine((value) => value === "" || URL.canParse(value), {
          message: "Enter a full address, like https://hooks.example.com/near-genius",
          params: { reason: "invalid" },
        }),
        z.refine((value) => !URL.canParse(value) || new URL(value).protocol === "https:", {
          message: "The address must start with https://",
          params: { reason: "not_allowed" },
        }),
      ),
      description: optionalText(200, "Description"),
      payload: z.optional(z.enum(PAYLOAD_KINDS)),
      ...eventShape,
    })
    .check(
      z.superRefine((values, context) => {
        if (!WEBHOOK_EVENT_TYPES.some((type) => ticked(values, type))) {
          context.addIssue({
            code: "custom",
            path: ["eventTypes"],
            message: ENDPOINT_MESSAGES.noEvents,
            params: { reason: "required" },
          });
        }
      }),
    ),
  z.transform((values) => ({
    url: values.url,
    description: values.description,
    payloadKind: values.payload ?? "thin",
    eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => ticked(values, type)),
  })),
);

export type EndpointInput = z.output<typeof endpointSchema>;
