import { describe, expect, it } from "vitest";

import { ensureStudioDeps, runSanity } from "./studio-cli.mjs";

// Every field a marketer fills in the studio says what it is for, and a document with tabs
// puts every field in one: the list comes from the studio's own schema, loaded by the
// Sanity CLI (studio/scripts/field-help.ts), so a new field without help text fails here.

type FieldHelp = { fields: { path: string; described: boolean }[]; ungrouped: string[] };

function fieldHelp(): FieldHelp {
  ensureStudioDeps();
  const result = runSanity(["exec", "scripts/field-help.ts"], { capture: true });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!) as FieldHelp;
}

describe("the studio's help for editors", () => {
  const help = fieldHelp();

  it("walks the whole schema, nested objects and list items included", () => {
    const paths = help.fields.map((field) => field.path);
    expect(paths.length).toBeGreaterThan(300);
    expect(paths).toEqual(
      expect.arrayContaining([
        "landingPage.sampleProfile.scores[score].label",
        "mailCopy.booking.subject",
        "bookingSettings.experts[bookingExpert].name",
        "page.path",
      ]),
    );
  });

  it("describes every field an editor fills", () => {
    expect(help.fields.filter((field) => !field.described).map((field) => field.path)).toEqual([]);
  });

  it("puts every field of a document with tabs in one of them", () => {
    expect(help.ungrouped).toEqual([]);
  });
});
