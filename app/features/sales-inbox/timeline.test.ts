import { describe, expect, it } from "vitest";

import { LEAD_EVENT, type LeadEventType } from "~/features/lead/lead-events";

import { buildTimeline, EMPTY_CONTEXT, type TimelineContext, type TimelineEvent } from "./timeline";

const AT = "2026-11-24T15:30:00.000Z";
let nextId = 1;
const event = (type: string, payload: Record<string, unknown> = {}): TimelineEvent => ({
  id: nextId++,
  type,
  occurredAt: new Date(AT),
  payload,
});
const one = (e: TimelineEvent, context: TimelineContext = EMPTY_CONTEXT) =>
  buildTimeline([e], context)[0]!;

describe("the lead's timeline in words", () => {
  it("says something of its own for every event name there is", () => {
    for (const type of Object.values(LEAD_EVENT) as LeadEventType[]) {
      const entry = one(event(type));
      expect(entry.title, type).not.toMatch(/^Event: /);
      expect(entry.at).toBe(AT);
    }
    // A name this code does not know yet is still shown, by name.
    expect(one(event("lead.archived")).title).toBe("Event: lead.archived");
  });

  it("lists newest first", () => {
    const first = event(LEAD_EVENT.registered);
    const second = event(LEAD_EVENT.newsletterSubscribed);
    expect(buildTimeline([first, second]).map((entry) => entry.id)).toEqual([second.id, first.id]);
  });

  it("registration, roles by name and an estimate with its totals and quote", () => {
    expect(
      one(
        event(LEAD_EVENT.registered, {
          companyName: "Acme",
          companyType: "fintech",
          contactName: "Ana",
          email: "ana@acme.example",
          phone: "+14155552671",
        }),
      ),
    ).toMatchObject({
      actor: "visitor",
      title: "Registered Acme",
      lines: ["Ana · ana@acme.example · +14155552671", "Company type: Fintech"],
    });
    expect(
      one(event(LEAD_EVENT.rolesSelected, { roleIds: ["p1", "p2"] }), {
        ...EMPTY_CONTEXT,
        positions: { p1: "Frontend Developer" },
      }),
    ).toMatchObject({ title: "Chose 2 roles", lines: ["Frontend Developer, p2"] });
    const quote = { estimate: "v1.abc", href: "/admin/leads/l1/quote.pdf" };
    expect(
      one(
        event(LEAD_EVENT.estimateSaved, {
          estimate: "v1.abc",
          monthlyCents: 1_680_000,
          totalCents: 10_080_000,
        }),
        { ...EMPTY_CONTEXT, quote },
      ),
    ).toMatchObject({
      title: "Saved a team estimate",
      lines: ["$16,800 a month, $100,800 in total"],
      download: { href: "/admin/leads/l1/quote.pdf", label: "Download the quote (PDF)" },
    });
    // An estimate the visitor has since replaced has no quote of its own.
    expect(
      one(event(LEAD_EVENT.estimateSaved, { estimate: "v1.old", monthlyCents: 100 }), {
        ...EMPTY_CONTEXT,
        quote,
      }).download,
    ).toBeUndefined();
  });

  it("a downloaded quote, with the quote as sent when it was kept whole", () => {
    const downloaded = event(LEAD_EVENT.quoteDownloaded, {
      reference: "NG-20261124-3FA9C2",
      monthlyCents: 1_680_000,
      projectCents: 10_080_000,
    });
    expect(one(downloaded, EMPTY_CONTEXT)).toMatchObject({
      actor: "visitor",
      title: "Downloaded the quote NG-20261124-3FA9C2",
      lines: ["$16,800 a month, $100,800 in total"],
    });
    expect(one(downloaded, EMPTY_CONTEXT).download).toBeUndefined();
    const href = "/admin/leads/l1/quotes/NG-20261124-3FA9C2";
    expect(
      one(downloaded, { ...EMPTY_CONTEXT, sentQuotes: { "NG-20261124-3FA9C2": href } }).download,
    ).toEqual({ href, label: "Download the quote as sent (PDF)" });
  });

  it("a briefing with its answers, and its files with a download while they are stored", () => {
    const context: TimelineContext = {
      ...EMPTY_CONTEXT,
      briefings: {
        b1: {
          reference: "NG-B-2026-0007",
          estimatedMonthlyUsd: 24_000,
          sections: [{ title: "Company", items: [{ label: "Name", value: "Acme" }] }],
        },
      },
      files: { f1: { href: "/admin/leads/l1/files/f1" } },
    };
    expect(one(event(LEAD_EVENT.briefingSubmitted, { briefingId: "b1" }), context)).toMatchObject({
      title: "Submitted the briefing NG-B-2026-0007",
      lines: ["Estimate: $24,000 a month"],
      sections: context.briefings.b1!.sections,
    });
    expect(
      one(
        event(LEAD_EVENT.briefingFileUploaded, { fileId: "f1", name: "jd.pdf", size: 2048 }),
        context,
      ),
    ).toMatchObject({
      title: "Uploaded jd.pdf",
      lines: ["2 KB"],
      download: { href: "/admin/leads/l1/files/f1", label: "Download jd.pdf" },
    });
    const gone = one(
      event(LEAD_EVENT.briefingFileUploaded, { fileId: "f2", name: "old.pdf" }),
      context,
    );
    expect(gone.download).toBeUndefined();
    expect(gone.lines).toEqual(["The file has since been removed."]);
  });

  it("calls: when, with whom and where they stand now", () => {
    const context: TimelineContext = {
      ...EMPTY_CONTEXT,
      bookings: {
        c1: {
          reference: "NG-C-2026-0001",
          expertName: "Marta Expert",
          startsAt: "2026-11-26T14:00:00.000Z",
          endsAt: "2026-11-26T14:45:00.000Z",
          status: "confirmed",
        },
      },
    };
    expect(
      one(
        event(LEAD_EVENT.bookingCreated, { bookingId: "c1", startsAt: "2026-11-25T14:00:00.000Z" }),
        context,
      ),
    ).toMatchObject({
      title: "Booked a call NG-C-2026-0001",
      lines: [
        "For Nov 25, 2026, 2:00 PM UTC",
        "With Marta Expert",
        "Now: confirmed for Nov 26, 2026, 2:00 PM UTC",
      ],
    });
    expect(
      one(
        event(LEAD_EVENT.bookingRescheduled, {
          reference: "NG-C-2026-0001",
          from: "2026-11-25T14:00:00.000Z",
          to: "2026-11-26T14:00:00.000Z",
        }),
      ).lines,
    ).toEqual(["From Nov 25, 2026, 2:00 PM UTC to Nov 26, 2026, 2:00 PM UTC"]);
  });

  it("a playbook request with its reference, and one from before references without", () => {
    const payload = { downloadId: "d1", playbookSlug: "first-90" };
    expect(
      one(event(LEAD_EVENT.playbookRequested, { ...payload, reference: "NG-P-2026-0004" })).lines,
    ).toEqual(["Reference NG-P-2026-0004"]);
    expect(one(event(LEAD_EVENT.playbookRequested, payload)).lines).toEqual([]);
  });

  it("a message as written, and staff's own changes with who made them", () => {
    expect(
      one(event(LEAD_EVENT.contactMessage, { contactId: "m1", message: "cut" }), {
        ...EMPTY_CONTEXT,
        contacts: { m1: { reference: "NG-M-2026-0003", message: "The whole message" } },
      }),
    ).toMatchObject({ lines: ["Reference NG-M-2026-0003"], text: "The whole message" });
    const by = { staffId: "s1", staffName: "Sam" };
    expect(
      one(event(LEAD_EVENT.statusChanged, { from: "new", to: "call-booked", ...by })),
    ).toMatchObject({
      actor: "staff",
      title: "Sam changed the status from New to Call booked",
    });
    expect(
      one(event(LEAD_EVENT.ownerChanged, { toName: "Olga", fromName: null, ...by })).title,
    ).toBe("Sam gave the lead to Olga");
    expect(
      one(event(LEAD_EVENT.ownerChanged, { toName: null, fromName: "Olga", ...by })),
    ).toMatchObject({
      title: "Sam left the lead without an owner",
      lines: ["Before: Olga"],
    });
    expect(one(event(LEAD_EVENT.nextActionSet, { to: "2026-12-01", ...by })).title).toBe(
      "Sam set the next action for Dec 1, 2026",
    );
    expect(one(event(LEAD_EVENT.nextActionSet, { to: null, ...by })).title).toBe(
      "Sam cleared the next action date",
    );
    expect(one(event(LEAD_EVENT.noteAdded, { text: "Line 1\nLine 2", ...by }))).toMatchObject({
      title: "Sam added a note",
      text: "Line 1\nLine 2",
    });
  });
});
