import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { CandidatePage, type CandidatePageProps } from "./candidate-page";
import { parseTalentFilters } from "./talent-filters";
import { TalentListPage, type TalentListProps } from "./talent-list-page";

function inRouter<Props extends object>(page: (props: Props) => ReactElement, props: Props) {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(page, props)));
}

const row: TalentListProps["rows"][number] = {
  id: "8d6f3c1e-2b4a-4c5d-9e8f-0a1b2c3d4e5f",
  handle: "Mariana S.",
  name: "Mariana Silva",
  roleIds: ["backend", "retired-role"],
  seniority: "senior",
  yearsExperience: 8,
  englishLevel: "C1",
  country: "BR",
  timeZone: "America/Sao_Paulo",
  availableFrom: "2026-12-01",
  hourlyRateUsd: 55,
  status: "available",
  sample: true,
  topSkills: [{ name: "Kubernetes", years: 4, evidence: "assessed" }],
};

const headings = (html: string) => [...html.matchAll(/<h([1-6])/g)].map((match) => match[1]);

describe("the talent list page", () => {
  const render = (props: Partial<TalentListProps>) =>
    inRouter(TalentListPage, {
      filters: parseTalentFilters(new URLSearchParams()),
      rows: [row],
      nextCursor: null,
      total: { count: 1, capped: false },
      positions: [{ slug: "backend", name: "Backend Developer" }],
      ...props,
    } satisfies TalentListProps);

  it("shows each candidate's handle, name, roles, rate, skills and a sample's badge", () => {
    const html = render({});
    expect(html).toContain(`href="/admin/talent/${row.id}"`);
    expect(html).toContain("Mariana S.");
    expect(html).toContain("Mariana Silva");
    expect(html).toContain("Sample profile");
    // A position the catalog no longer has is shown by its slug.
    expect(html).toContain("<li>Backend Developer</li><li>retired-role</li>");
    expect(html).toContain("$55/h");
    expect(html).toContain("Brazil");
    expect(html).toContain("Dec 1, 2026");
    expect(html).toMatch(/Kubernetes.*4 years.*Assessed/);
    expect(html).toContain('<caption class="sr-only">Candidates, newest first</caption>');
    expect(html).toContain("1 candidate.");
    expect(render({ rows: [{ ...row, sample: false }] })).not.toContain("Sample profile");
  });

  it("keeps the filters in a GET form and pages with links that carry them", () => {
    const filters = parseTalentFilters(new URLSearchParams("skill=k8s&english=B2&after=abc"));
    const html = render({ filters, nextCursor: "next", total: { count: 1000, capped: true } });
    expect(html).toMatch(/<form role="search"[^>]* method="get"/);
    expect(html).toContain('value="k8s"');
    expect(html).toContain("More than 1,000 candidates match these filters (a later page).");
    expect(html).toContain('href="/admin/talent?skill=k8s&amp;english=B2&amp;after=next"');
    expect(html).toContain('href="/admin/talent?skill=k8s&amp;english=B2"');
    expect(html).toContain("Clear filters");
  });

  it("says when nothing matches, with one heading under the page's", () => {
    const filters = parseTalentFilters(new URLSearchParams("status=placed"));
    const html = render({ filters, rows: [], total: { count: 0, capped: false } });
    expect(html).toContain("No candidates match these filters");
    expect(headings(html)).toEqual(["1", "2"]);
  });
});

describe("the candidate page", () => {
  const props: CandidatePageProps = {
    candidate: {
      ...row,
      firstName: "Mariana",
      lastName: "Silva",
      email: "mariana@example.test",
      phone: null,
      linkedinUrl: "javascript:alert(1)",
      englishAssessedBy: "English interview",
      domains: ["Payments", "Logistics"],
      workStartMinutes: 570,
      workEndMinutes: 1110,
      engagement: "full-time",
      consentToShow: true,
      consentedAt: "2026-10-02T15:30:00.000Z",
      consentVersion: "2026-09",
      createdAt: "2026-11-30T12:00:00.000Z",
      updatedAt: "2026-11-30T12:00:00.000Z",
    },
    roles: [{ slug: "backend", name: "Backend Developer" }],
    skills: [{ name: "Kubernetes", skillSlug: "kubernetes", years: 4, evidence: "assessed" }],
    vettings: [
      {
        id: "v1",
        kind: "coding-assessment",
        score: 8.5,
        cefr: null,
        passed: null,
        assessedOn: "2026-08-01",
        assessor: "Lucía Fernández, engineering lead",
        notes: "Clean tests.",
        fileName: "Coding report.pdf",
      },
      {
        id: "v2",
        kind: "reference-check",
        score: null,
        cefr: null,
        passed: false,
        assessedOn: "2026-09-20",
        assessor: "Tomás Aguilar, engineering manager",
        notes: null,
        fileName: null,
      },
    ],
    projects: [
      {
        id: "p1",
        domain: "Payments",
        role: "Backend Developer",
        durationMonths: 18,
        stack: ["Go", "PostgreSQL"],
        outcome: "Payouts in seconds.",
        clientName: null,
      },
    ],
    timeline: [
      {
        id: 1,
        at: "2026-11-30T12:00:00.000Z",
        actor: "recruiter@neargenius.test",
        title: "Status changed",
        lines: ["Available → Interviewing"],
      },
    ],
    rateWarning: null,
    canEdit: false,
    done: null,
    failure: null,
  };

  it("shows the profile as a description list, then skills, vetting and projects in order", () => {
    const html = inRouter(CandidatePage, props);
    expect(headings(html)).toEqual(["1", "2", "2", "2", "2", "2"]);
    expect(html).toContain("<dl");
    expect(html).toContain("Sample profile");
    expect(html).toContain("09:30–18:30 local time");
    expect(html).toContain("C1 (advanced)");
    expect(html).toContain("How we know: English interview");
    expect(html).toContain("Given on Oct 2, 2026, consent text version 2026-09");
    expect(html).toContain("$55/h");
    expect(html).toContain("8.5 / 10");
    expect(html).toContain("Not passed");
    expect(html).toContain("Coding assessment");
    expect(html).toContain("1 year 6 months");
    expect(html).toContain("Go, PostgreSQL");
    expect(html).toContain("Payments, Logistics");
    expect(html).toContain(
      'href="/admin/talent/8d6f3c1e-2b4a-4c5d-9e8f-0a1b2c3d4e5f/vettings/v1/report"',
    );
    expect(html.match(/<caption/g)).toHaveLength(3);
    // A stored address that is not a web address is shown, never linked.
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("Available → Interviewing");
    // Sales reads: no forms, no edit link.
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Edit profile");
  });

  it("gives recruiters the edit link and forms, and flags a rate outside the card's band", () => {
    const html = inRouter(CandidatePage, {
      ...props,
      canEdit: true,
      rateWarning: "$55/h is below the rate card's band for senior ($60–$80/h)",
    });
    expect(html).toContain('href="/admin/talent/8d6f3c1e-2b4a-4c5d-9e8f-0a1b2c3d4e5f/edit"');
    expect(html).toContain('name="intent" value="skills"');
    expect(html).toContain('name="intent" value="vetting-edit"');
    expect(html).toContain('name="intent" value="vetting-add"');
    expect(html).toContain('encType="multipart/form-data"');
    expect(html).toContain("Stored: Coding report.pdf.");
    expect(html).toContain('name="intent" value="project-remove"');
    expect(html).toContain("below the rate card&#x27;s band");
    // Several forms share field names; their ids stay unique.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("opens the form that failed with what was typed and its error", () => {
    const html = inRouter(CandidatePage, {
      ...props,
      canEdit: true,
      failure: {
        ok: false,
        intent: "vetting-edit",
        values: { intent: "vetting-edit", vettingId: "v2", kind: "system-design", score: "12" },
        fieldErrors: {
          score: { code: "invalid", message: "Score: a number from 0 to 10, e.g. 8.5." },
        },
      },
    });
    expect(html).toContain("Score: a number from 0 to 10");
    expect(html).toMatch(/<details open=""[^>]*><summary[^>]*>Edit Reference check/);
    expect(html).toContain('value="12"');
  });

  it("says what is missing instead of showing empty tables", () => {
    const html = inRouter(CandidatePage, {
      ...props,
      candidate: { ...props.candidate, sample: false, consentToShow: false, consentedAt: null },
      skills: [],
      vettings: [],
      projects: [],
    });
    expect(html).not.toContain("Sample profile");
    expect(html).toContain("Not given: the profile stays in the staff area");
    expect(html).toContain("Not vetted yet.");
    expect(html).not.toContain("<table");
  });
});
