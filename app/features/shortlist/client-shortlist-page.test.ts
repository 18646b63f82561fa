import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { PreviewCard } from "~/features/matching/match-preview";
import type { FormFailure } from "~/lib/forms/form-result";

import type { ClientShortlistDone } from "./client-shortlist-names";
import { ClientShortlistPage } from "./client-shortlist-page";
import type { ClientEntry, ClientShortlistView } from "./shortlist";

const card = (id: string, handle: string): PreviewCard => ({
  id,
  handle,
  seniority: "senior",
  yearsExperience: 8,
  country: "BR",
  band: "Strong",
  score: 82,
  factors: [
    { name: "skills", weight: 60, contribution: 52 },
    { name: "overlap", weight: 40, contribution: 30 },
  ],
  requirements: [{ skill: "Go", priority: "must", status: "met", evidence: "assessed" }],
  vettings: [],
  projects: [],
  availableFrom: "2027-04-01",
  hourlyRateUsd: 65,
  sample: false,
});

const CANDIDATE = "9f1e3d5c-7b2a-4c6e-8d0f-1a3b5c7d9e2f";
const entry = (overrides: Partial<ClientEntry> = {}): ClientEntry => ({
  roleId: "backend",
  card: card(CANDIDATE, "Dev-42"),
  note: "Built the payments core we need.",
  vettings: [
    {
      kind: "coding-assessment",
      result: "8.5/10",
      passed: true,
      assessedOn: "2027-02-10",
      assessorRole: "engineering lead",
      notes: "Strong on concurrency.",
    },
  ],
  overlapHours: 5.5,
  decision: null,
  declineReason: null,
  unavailable: false,
  ...overrides,
});

const view = (entries: ClientEntry[], version = 1): ClientShortlistView => ({
  shortlistId: "5d7e2c1a-1f0b-4a8e-9c3d-2b6f4e8a9c10",
  version,
  sentAt: "2027-03-04T10:00:00.000Z",
  reference: "NG-BRF-1234",
  timeZone: "Europe/Berlin",
  roles: [{ roleId: "backend", roleTitle: "Backend engineer", entries }],
});

function render(
  shortlist: ClientShortlistView,
  extra: {
    done?: ClientShortlistDone | null;
    failure?: FormFailure | null;
    guaranteeLine?: string | null;
  } = {},
) {
  const element = createElement(ClientShortlistPage, {
    view: shortlist,
    sentOn: "4 March 2027",
    guaranteeLine: extra.guaranteeLine ?? null,
    done: extra.done ?? null,
    failure: extra.failure ?? null,
  });
  const router = createMemoryRouter([{ path: "/shortlist", element }], {
    initialEntries: ["/shortlist"],
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const headings = (html: string) => [...html.matchAll(/<h([1-6])/g)].map((match) => match[1]);

describe("the client's shortlist page", () => {
  it("says which briefing and version, then each role, engineer and report", () => {
    const html = render(view([entry()]));
    expect(html).toContain("Your shortlist");
    expect(html).toContain("NG-BRF-1234");
    expect(html).toMatch(/version 1, sent <time dateTime="2027-03-04T10:00:00.000Z">4 March 2027/);
    expect(html).not.toContain("This replaces the earlier version");
    expect(headings(html).slice(0, 3)).toEqual(["1", "2", "3"]);
    expect(html).toContain("Why we propose Dev-42");
    expect(html).toContain("5.5 h of your 09:00-17:00 (Europe/Berlin)");
    expect(html).toContain("assessed by our engineering lead");
    expect(html).toContain("Strong on concurrency.");
    expect(html).toContain("No decision yet");
    expect(html).toContain(">Interview<");
    expect(html).not.toContain("No longer available");
  });

  it("a later version says it replaces the earlier one", () => {
    expect(render(view([entry()], 2))).toContain("This replaces the earlier version");
  });

  it("says where the guarantee stands and leads on to booking once someone is chosen", () => {
    const none = render(view([entry()]), {
      guaranteeLine: "Our 48-hour guarantee runs until Friday",
    });
    expect(none).toContain("Our 48-hour guarantee runs until Friday");
    expect(none).toContain("Choose \u201cInterview\u201d for the engineers you want to meet");
    const chosen = render(view([entry({ decision: "selected" })]));
    expect(chosen).toContain("1 engineer chosen for interview");
    expect(chosen).toMatch(/<a[^>]*href="\/shortlist\/interviews"[^>]*>Book interviews<\/a>/);
  });

  it("shows the current answer and keeps the forms to change it", () => {
    const html = render(view([entry({ decision: "declined", declineReason: "rate" })]));
    expect(html).toContain("Not a fit: Rate is too high");
    expect(html).toMatch(/<option value="rate" selected="">/);
    expect(html).toContain(">Interview<");
  });

  it("an engineer placed elsewhere says so and offers only the question", () => {
    const html = render(view([entry({ unavailable: true })]));
    expect(html).toContain("No longer available");
    expect(html).not.toContain(">Interview<");
    expect(html).toContain("Ask a question");
  });

  it("confirms a plain post beside its engineer", () => {
    const done = { roleId: "backend", candidateId: CANDIDATE };
    expect(
      render(view([entry()]), { done: { ...done, intent: "decline", reference: null } }),
    ).toContain("Thanks: we will not propose Dev-42 again for this role");
    expect(
      render(view([entry()]), { done: { ...done, intent: "ask", reference: "NG-7K2M" } }),
    ).toContain("Your question reached us: reference NG-7K2M");
  });

  it("reopens a refused form with what was typed and the error beside the field", () => {
    const html = render(view([entry()]), {
      failure: {
        ok: false,
        fieldErrors: { note: { code: "too_long", message: "Your note must be at most 500" } },
        values: {
          intent: "decline",
          roleId: "backend",
          candidateId: CANDIDATE,
          reason: "skills",
          note: "Too long a note",
        },
      },
    });
    expect(html).toMatch(/<details open=""/);
    expect(html).toContain("Too long a note</textarea>");
    expect(html).toMatch(/<option value="skills" selected="">/);
    expect(html).toMatch(
      /aria-invalid="true"[^>]*aria-describedby="[^"]*-note-hint [^"]*-note-error"/,
    );
    expect(html).toContain("Your note must be at most 500");
  });
});
