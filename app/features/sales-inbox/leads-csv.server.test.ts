import { parse } from "csv-parse/sync";
import { expect, it } from "vitest";

import { LEADS_CSV_HEADER, leadsCsv } from "./leads-csv.server";
import type { LeadRow } from "./leads-list.server";

const lead: LeadRow = {
  id: "0b7d4c1e-8f0a-4c53-9d7e-2f5b8a1c3e4d",
  reference: "NG-7K3F-9QXM",
  companyName: '=HYPERLINK("https://evil.example","Acme")',
  contactName: "Ana, Souza",
  email: "ana@acme.example",
  phone: "+14155552671",
  companyType: "fintech",
  source: "registration",
  utmSource: "linkedin",
  utmMedium: null,
  utmCampaign: null,
  status: "call-booked",
  ownerId: null,
  ownerName: null,
  nextActionOn: "2026-12-01",
  createdAt: new Date("2026-11-24T15:00:00Z"),
  lastActivityAt: new Date("2026-11-24T16:00:00Z"),
  guarantee: null,
};

it("writes one row per lead under the header, with a link to the lead's staff page", () => {
  const text = leadsCsv([lead], "https://neargenius.test");
  const [header, row] = parse(text, { bom: true }) as string[][];
  expect(header).toEqual([...LEADS_CSV_HEADER]);
  expect(row).toEqual([
    "NG-7K3F-9QXM",
    // A cell a spreadsheet would run as a formula is kept as text.
    `'=HYPERLINK("https://evil.example","Acme")`,
    "Ana, Souza",
    "ana@acme.example",
    "'+14155552671",
    "fintech",
    "registration",
    "linkedin",
    "",
    "",
    "call-booked",
    "",
    "2026-12-01",
    "2026-11-24T15:00:00.000Z",
    "2026-11-24T16:00:00.000Z",
    "https://neargenius.test/admin/leads/0b7d4c1e-8f0a-4c53-9d7e-2f5b8a1c3e4d",
  ]);
});

it("writes only the header when no lead matches", () => {
  expect(parse(leadsCsv([], "https://neargenius.test"), { bom: true })).toEqual([
    [...LEADS_CSV_HEADER],
  ]);
});
