import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { TalentPoolApplication } from "./candidate-from-application.server";
import type { ConsentPageState } from "./talent-consent.server";
import { CONSENT_PAGE_TEXT, TalentConsentPage } from "./talent-consent-page";
import { TalentPoolAction } from "./talent-pool-form";

function inRouter<Props extends object>(page: (props: Props) => ReactElement | null, props: Props) {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(page, props)));
}

const application: TalentPoolApplication = {
  id: "5b1f0c7e-1d2a-4b3c-8d4e-5f6a7b8c9d0e",
  reference: "NG-A-2026-0042",
  positionTitle: "Delivery Lead",
  positionSlug: "delivery-lead",
  name: "Ana Paula Souza",
  email: "ana@example.com",
  profileUrl: "https://www.linkedin.com/in/ana",
  cvFileName: "cv.pdf",
  createdAt: "2026-11-28T10:00:00.000Z",
  candidate: null,
  sameEmailCandidate: null,
  defaults: {
    firstName: "Ana",
    lastName: "Paula Souza",
    role: "",
    secondRole: "",
    seniority: "expert",
    yearsExperience: "10",
    englishLevel: "B2",
    country: "BR",
    timeZone: "America/Sao_Paulo",
    workStart: "09:00",
    workEnd: "18:00",
    availableFrom: "2026-11-30",
    engagement: "full-time",
    hourlyRateUsd: "",
  },
};

describe("an application's place in the talent pool on the lead's page", () => {
  const render = (props: Partial<Parameters<typeof TalentPoolAction>[0]>) =>
    inRouter(TalentPoolAction, {
      application,
      positions: [{ slug: "project-manager", name: "Project Manager" }],
      canAdd: true,
      intent: "talent-pool",
      idPrefix: "tp-1",
      failure: null,
      ...props,
    });

  it("offers recruiters the one action, folded, asking the role the position does not give", () => {
    const html = render({});
    expect(html).toContain("<summary");
    expect(html).toContain("Add to talent pool</summary>");
    expect(html).toContain('name="intent" value="talent-pool"');
    expect(html).toContain(`name="applicationId" value="${application.id}"`);
    expect(html).toContain("&quot;Delivery Lead&quot; is not one of the catalog&#x27;s roles");
    expect(html).toContain('id="tp-1-role"');
    expect(html).toContain("Add Ana Paula Souza to the talent pool");
    expect(html).not.toContain("<details open");
  });

  it("opens on a refused submission with its values and errors", () => {
    const html = render({
      failure: {
        values: { ...application.defaults, lastName: "" },
        fieldErrors: { lastName: { code: "required", message: "Enter the last name." } },
      },
    });
    expect(html).toContain("<details open");
    expect(html).toContain('id="tp-1-lastName-error"');
    expect(html).toContain("Enter the last name.");
  });

  it("shows sales no form, and everyone the candidate once it is one", () => {
    expect(render({ canAdd: false })).toContain("Not in the talent pool.");
    expect(render({ canAdd: false })).not.toContain("<form");
    const html = render({
      application: {
        ...application,
        defaults: null,
        candidate: { id: "c1", handle: "Ana S.", consentToShow: false, consentedAt: null },
      },
    });
    expect(html).toContain('href="/admin/talent/c1"');
    expect(html).toContain("Ana S.");
    expect(html).toContain("not given yet");
    expect(html).not.toContain("<form");
  });
});

describe("the consent link's page", () => {
  const page: Exclude<ConsentPageState, { state: "invalid" }> = {
    state: "ask",
    reference: "NG-A-2026-0042",
    positionTitle: "Delivery Lead",
    consentedAt: null,
    expiresAt: "2026-12-30T10:00:00.000Z",
    consent: { text: "I agree that Near Genius shows my profile.", version: "abc123" },
    agreedText: null,
  };
  const render = (props: Parameters<typeof TalentConsentPage>[0]) =>
    inRouter(TalentConsentPage, props);

  it("asks with the consent's words and its version, and one button", () => {
    const html = render({ page, outcome: null });
    expect(html).toContain("May we show your profile to clients?");
    expect(html).toContain("I agree that Near Genius shows my profile.");
    expect(html).toContain('name="consentVersion" value="abc123"');
    expect(html).toContain(CONSENT_PAGE_TEXT.agree);
    expect(html).not.toContain(CONSENT_PAGE_TEXT.withdraw);
    expect(html).toContain("NG-A-2026-0042");
    expect(html).toContain('href="/privacy-policy"');
  });

  it("confirms with the reference, and then offers the way back", () => {
    const html = render({
      page: { ...page, state: "given", consentedAt: "2026-11-30T12:00:00.000Z" },
      outcome: { outcome: "agreed", reference: "NG-A-2026-0042" },
    });
    expect(html).toContain("Thank you: you agreed to be shown");
    expect(html).toMatch(/Your reference: <strong[^>]*>NG-A-2026-0042<\/strong>/);
    expect(html).toContain(CONSENT_PAGE_TEXT.withdraw);
  });

  it("says plainly when the link is not valid, has expired, or the wording changed", () => {
    expect(render({ page: { state: "invalid" }, outcome: null })).toContain(
      "This link is not valid",
    );
    const expired = render({ page: { ...page, state: "expired" }, outcome: null });
    expect(expired).toContain("This link has expired");
    expect(expired).not.toContain("<form");
    const changed = render({ page, outcome: { outcome: "changed" } });
    expect(changed).toContain(CONSENT_PAGE_TEXT.changed);
    expect(changed).toContain(CONSENT_PAGE_TEXT.agree);
  });
});
