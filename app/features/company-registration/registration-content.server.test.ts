import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatasetSource, parseNdjson } from "~/lib/content/content-source.server";
import { DEFAULT_DATASET_FILE, setContentSourceForTests } from "~/lib/content/content.server";
import { loadRegistrationContent } from "./registration-content.server";

// The registration page's words come from the studio: its heading and intro from the team
// builder's settings, each company-type card from the audience document it stands for.

type Doc = Record<string, unknown> & { _id: string; _type: string };
let dir: string;
let seed: Doc[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "registration-content-"));
  seed = parseNdjson(await readFile(path.resolve(DEFAULT_DATASET_FILE), "utf8")) as Doc[];
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => setContentSourceForTests(undefined));

async function useDataset(name: string, edit: (doc: Doc) => Doc | null) {
  const file = path.join(dir, `${name}.ndjson`);
  const docs = seed.flatMap((doc) => edit(structuredClone(doc)) ?? []);
  await writeFile(file, docs.map((doc) => JSON.stringify(doc)).join("\n"));
  setContentSourceForTests(createDatasetSource(file));
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
    await useDataset("edited", (doc) => {
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
    await useDataset("no-enterprise", (doc) =>
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
