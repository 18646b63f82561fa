// What an API token may do. Read by the admin page (its checkboxes), the token store and the
// bearer check, and described in the OpenAPI document; no database import, so the page can
// ship it.

export const API_SCOPES = ["talent:read", "talent:write", "leads:read", "match"] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  "talent:read": "Read candidates: profiles, skills, vetting and projects",
  "talent:write": "Import candidates from CSV (every use is in the audit log)",
  "leads:read": "Read leads: contact, company, status, owner, references, estimate and timeline",
  match: "Match candidates to a brief: every profile, scored and explained",
};

/** Scopes whose every use is written to the staff audit log. */
export const WRITE_SCOPES: readonly ApiScope[] = ["talent:write"];

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}

/** The prefix of every token, so one pasted into a chat or a repository is recognisable. */
export const TOKEN_PREFIX = "ng_";
