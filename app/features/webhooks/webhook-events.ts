// The event types an endpoint can subscribe to. Receivers key on these names, so a name never
// changes once published; add new ones instead. This module imports nothing, so the admin
// form's checkboxes and the server read the same list.
export const WEBHOOK_EVENT_TYPES = [
  "lead.created",
  "briefing.submitted",
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.held",
  "booking.no_show",
  "contact.received",
  "shortlist.sent",
  "candidate.selected",
  "candidate.declined",
  "interview.booked",
  "interview.rescheduled",
  "interview.cancelled",
  "message.sent",
  "message.received",
  "lead.merged",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "lead.created": "A new lead",
  "briefing.submitted": "A briefing is submitted",
  "booking.created": "A call is booked",
  "booking.rescheduled": "A call is moved",
  "booking.cancelled": "A call is cancelled",
  "booking.held": "Staff record that a call was held",
  "booking.no_show": "Staff record that the visitor missed a call",
  "contact.received": "A contact message arrives",
  "shortlist.sent": "A shortlist is sent to the client",
  "candidate.selected": "The client picks an engineer to interview",
  "candidate.declined": "The client declines an engineer",
  "interview.booked": "The client books an interview",
  "interview.rescheduled": "An interview is moved",
  "interview.cancelled": "An interview is cancelled",
  "message.sent": "Staff reply to a lead by mail",
  "message.received": "A lead answers by mail",
  "lead.merged": "Two leads are merged into one",
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** Whether an endpoint with these subscriptions gets this type; none listed means every type. */
export function subscribes(eventTypes: readonly string[], type: WebhookEventType): boolean {
  return eventTypes.length === 0 || eventTypes.includes(type);
}
