import {
  OPTIONAL_COLUMNS,
  REQUIRED_COLUMNS,
  type TalentImportColumn,
} from "./talent-import-columns";

// The import's template, for staff to download and fill in: the header and two example rows.

/** One CSV line: cells quoted when they hold a comma, a quote or a line break. */
function csvLine(cells: readonly string[]): string {
  return cells
    .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
    .join(",");
}

/** `day` moved by `days`, both "YYYY-MM-DD". */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The template staff download: the header, every column, and two rows that import cleanly
 * against the bundled catalog. Its dates are set from `today`, so an assessment is never in
 * the future whenever the template is downloaded. A UTF-8 byte order mark and CRLF line ends
 * make Excel open it with its accents intact.
 */
export function talentImportTemplate(today: string): string {
  const header = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];
  const example = (cells: Record<TalentImportColumn, string>) =>
    csvLine(header.map((column) => cells[column]));
  const lines = [
    csvLine(header),
    example({
      external_id: "ats-1001",
      first_name: "Lucía",
      last_name: "Fernández",
      email: "lucia.fernandez@example.com",
      role_ids: "backend;fullstack",
      seniority: "senior",
      years_experience: "8",
      skills: "Node.js:6:assessed;PostgreSQL:5:verified;TypeScript:4:self-reported",
      english_level: "C1",
      country: "AR",
      time_zone: "America/Argentina/Buenos_Aires",
      work_start: "09:00",
      work_end: "18:00",
      available_from: addDays(today, 14),
      hourly_rate_usd: "60",
      coding_score: "8.5",
      coding_assessed_on: addDays(today, -30),
      domains: "Payments;Logistics",
      consent_to_show: "true",
      consent_date: addDays(today, -60),
      consent_version: "2026-09",
      status: "available",
      phone: "+54 9 11 2345-6789",
      linkedin_url: "https://www.linkedin.com/in/example-lucia-fernandez",
    }),
    example({
      external_id: "ats-1002",
      first_name: "João",
      last_name: "Silva",
      email: "joao.silva@example.com",
      role_ids: "frontend",
      seniority: "mid",
      years_experience: "4",
      skills: "React:4:assessed;TypeScript:3:verified;Tailwind:2:self-reported",
      english_level: "B2",
      country: "BR",
      time_zone: "America/Sao_Paulo",
      work_start: "08:00",
      work_end: "17:00",
      available_from: addDays(today, 30),
      hourly_rate_usd: "38",
      coding_score: "7",
      coding_assessed_on: addDays(today, -10),
      domains: "E-commerce",
      consent_to_show: "false",
      consent_date: "",
      consent_version: "",
      status: "",
      phone: "",
      linkedin_url: "",
    }),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
