import { afterEach, describe, expect, it } from "vitest";

import { setContentSourceForTests } from "~/lib/content/content.server";
import { type DocumentEdit, editedDatasets } from "~/lib/content/test-datasets.server";

import { loadRegistrationContent } from "./registration-content.server";

// The registration page's words come from the studio: its heading and intro from the team
// builder's settings, each company-type card from the audience document it stands for.

const { datasetWithEdits } = editedDatasets();
afterEach(() => setContentSourceForTests(undefined));

async function useDataset(edit: DocumentEdit) {
  setContentSourceForTests(await datasetWithEdits(edit));
}

describe("loadRegistrationContent", () => {
  it("shows the six company-type cards, named by the bundled content", async () => {
    const content = await loadRegistrationContent();
    expect(content.title).toBe("Tell us about your company");
    expect(content.companyTypes.map((card) => [card.value, card.title])).toEqual([
      ["startup", "Seed+ Startup"],
      ["midmarket", "Midmarket"],
      ["fintech", "Fintech"],
      ["enterprise", "Enterprise"],
      ["consulting", "Strategy & Tech Consulting"],
      ["others", "Others"],
    ]);
    // Describes only what the form asks (it has no company-size field).
    expect(content.seo.description).not.toMatch(/\bsize\b/);
  });

  it("follows an edit of the intro and of an audience's card in the studio", async () => {
    await useDataset((doc) => {
      if (doc._id === "teamBuilderSettings")
        doc.registrationIntro = "Pick a card, then tell us who you are.";
      if (doc._type === "solution" && doc.audience === "fintechs") {
        doc.registrationLabel = "Fintech or bank";
        doc.subtitle = "Regulated money movement";
      }
      return doc;
    });
    const content = await loadRegistrationContent();
    expect(content.intro).toBe("Pick a card, then tell us who you are.");
    expect(content.companyTypes[2]).toEqual({
      value: "fintech",
      title: "Fintech or bank",
      subtitle: "Regulated money movement",
    });
  });

  it("leaves out the card of an audience the studio no longer has, keeping the order", async () => {
    await useDataset((doc) =>
      doc._type === "solution" && doc.audience === "enterprise" ? null : doc,
    );
    const content = await loadRegistrationContent();
    expect(content.companyTypes.map((card) => card.value)).toEqual([
      "startup",
      "midmarket",
      "fintech",
      "consulting",
      "others",
    ]);
  });
});
