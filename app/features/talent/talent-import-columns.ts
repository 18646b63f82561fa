// The CSV import's columns. Their names and formats are a public contract, documented in the
// README: recruiting systems are set up to export them. Add optional columns; never rename.

export const REQUIRED_COLUMNS = [
  "external_id",
  "first_name",
  "last_name",
  "email",
  "role_ids",
  "seniority",
  "years_experience",
  "skills",
  "english_level",
  "country",
  "time_zone",
  "work_start",
  "work_end",
  "available_from",
  "hourly_rate_usd",
  "coding_score",
  "coding_assessed_on",
  "domains",
  "consent_to_show",
] as const;

export const OPTIONAL_COLUMNS = [
  "consent_date",
  "consent_version",
  "status",
  "phone",
  "linkedin_url",
] as const;

export type TalentImportColumn =
  (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

export const ALL_COLUMNS: readonly TalentImportColumn[] = [
  ...REQUIRED_COLUMNS,
  ...OPTIONAL_COLUMNS,
];
