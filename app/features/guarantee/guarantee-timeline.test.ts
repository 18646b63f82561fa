import { expect, it } from "vitest";

import { LEAD_EVENT } from "~/features/lead/lead-events";
import { buildTimeline } from "~/features/sales-inbox/timeline";

const entry = (type: string, payload: Record<string, unknown>) =>
  buildTimeline([{ id: 1, type, occurredAt: "2026-12-06T23:00:00Z", payload }])[0]!;

it("puts the guarantee's warning, miss and waiver on the lead's timeline in words", () => {
  const dueAt = "2026-12-06T23:00:00.000Z";
  expect(
    entry(LEAD_EVENT.guaranteeWarning, { briefingId: "b", reference: "NG-B-2026-0042", dueAt }),
  ).toMatchObject({
    actor: "site",
    title: "Warned sales: no shortlist 36 hours after the briefing NG-B-2026-0042",
    lines: ["The 48-hour guarantee runs out Dec 6, 2026, 11:00 PM UTC"],
  });
  expect(entry(LEAD_EVENT.guaranteeMissed, { reference: "NG-B-2026-0042", dueAt })).toMatchObject({
    actor: "site",
    title: "Missed the 48-hour guarantee of NG-B-2026-0042: first month free",
    lines: ["No interview was booked by Dec 6, 2026, 11:00 PM UTC"],
  });
  expect(
    entry(LEAD_EVENT.guaranteeWaived, {
      reference: "NG-B-2026-0042",
      reason: "The client paused hiring.",
      staffName: "Ada Admin",
    }),
  ).toMatchObject({
    actor: "staff",
    title: "Ada Admin waived the 48-hour guarantee of NG-B-2026-0042",
    text: "The client paused hiring.",
  });
  for (const type of [
    LEAD_EVENT.guaranteeWarning,
    LEAD_EVENT.guaranteeMissed,
    LEAD_EVENT.guaranteeWaived,
  ]) {
    expect(entry(type, {}).title).not.toMatch(/^Event: /);
  }
});
