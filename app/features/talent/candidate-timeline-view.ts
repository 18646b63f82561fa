import type { CandidateStatus, CefrLevel, VettingKind } from "~/lib/db/enums";

import {
  CANDIDATE_STATUS_LABELS,
  formatDay,
  formatMinutes,
  formatRate,
  VETTING_KIND_LABELS,
  vettingResult,
} from "./talent-labels";

// A candidate's timeline in words. The stored lines keep field names and values; the page
// says them as a recruiter would, and a line of a type it does not know still shows, by its
// type, rather than disappearing.

export interface TimelineLine {
  id: number;
  at: string;
  actor: string;
  title: string;
  lines: string[];
}

const FIELD_LABELS: Record<string, string> = {
  firstName: "first name",
  lastName: "last name",
  email: "email",
  phone: "phone",
  linkedinUrl: "LinkedIn",
  roleIds: "roles",
  seniority: "seniority",
  yearsExperience: "years of experience",
  englishLevel: "English level",
  englishAssessedBy: "how English is known",
  country: "country",
  timeZone: "time zone",
  workStart: "working hours start",
  workEnd: "working hours end",
  availableFrom: "available from",
  engagement: "engagement",
  hourlyRateUsd: "hourly rate",
  skills: "skills",
};

function shown(field: string, value: unknown): string {
  if (field === "hourlyRateUsd" && typeof value === "number") return formatRate(value);
  if ((field === "workStart" || field === "workEnd") && typeof value === "number")
    return formatMinutes(value);
  if (field === "availableFrom" && typeof value === "string") return formatDay(value);
  return String(value);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function editedLines(payload: Record<string, unknown>): string[] {
  const values = (payload.values ?? {}) as Record<string, { from: unknown; to: unknown }>;
  const lines: string[] = [];
  const fields = strings(payload.fields);
  if (fields.includes("skills")) {
    const added = strings(payload.added);
    const removed = strings(payload.removed);
    if (added.length > 0) lines.push(`Skills added: ${added.join(", ")}`);
    if (removed.length > 0) lines.push(`Skills removed: ${removed.join(", ")}`);
    if (added.length === 0 && removed.length === 0)
      lines.push("Years or evidence of skills changed");
  }
  const others = fields.filter((field) => field !== "skills");
  if (others.length > 0) {
    lines.push(
      `Changed: ${others
        .map((field) => {
          const label = FIELD_LABELS[field] ?? field;
          const change = values[field];
          return change
            ? `${label} (${shown(field, change.from)} → ${shown(field, change.to)})`
            : label;
        })
        .join(", ")}`,
    );
  }
  return lines;
}

function vettingLine(payload: Record<string, unknown>): string {
  const kind = VETTING_KIND_LABELS[payload.kind as VettingKind] ?? String(payload.kind);
  const result = payload.result;
  const text =
    result === undefined
      ? ""
      : ` · ${vettingResult({
          score: typeof result === "number" ? result : null,
          cefr: typeof result === "string" ? (result as CefrLevel) : null,
          passed: typeof result === "boolean" ? result : null,
        })}`;
  const on = typeof payload.assessedOn === "string" ? ` · ${formatDay(payload.assessedOn)}` : "";
  return `${kind}${text}${on}`;
}

const status = (value: unknown) =>
  CANDIDATE_STATUS_LABELS[value as CandidateStatus] ?? String(value);

export function describeCandidateEvent(event: {
  id: number;
  type: string;
  actor: string;
  occurredAt: string;
  payload: Record<string, unknown>;
}): TimelineLine {
  const base = { id: event.id, at: event.occurredAt, actor: event.actor };
  const payload = event.payload;
  switch (event.type) {
    case "candidate.created":
      return {
        ...base,
        title: "Added to the talent pool",
        lines: payload.source === "careers-application" ? ["From a careers application"] : [],
      };
    case "candidate.imported":
      return {
        ...base,
        title: payload.created ? "Imported from CSV" : "Updated by a CSV import",
        lines: typeof payload.externalId === "string" ? [`External id ${payload.externalId}`] : [],
      };
    case "candidate.edited":
      return { ...base, title: "Profile edited", lines: editedLines(payload) };
    case "candidate.status-changed":
      return {
        ...base,
        title: "Status changed",
        lines: [`${status(payload.from)} → ${status(payload.to)}`],
      };
    case "candidate.consent-recorded":
      return {
        ...base,
        title: payload.withdrawn ? "Consent to be shown withdrawn" : "Consent to be shown recorded",
        lines:
          typeof payload.version === "string" ? [`Consent text version ${payload.version}`] : [],
      };
    case "vetting.added":
      return { ...base, title: "Vetting record added", lines: [vettingLine(payload)] };
    case "vetting.edited":
      return { ...base, title: "Vetting record edited", lines: [vettingLine(payload)] };
    case "vetting.removed":
      return { ...base, title: "Vetting record removed", lines: [vettingLine(payload)] };
    case "project.added":
    case "project.edited":
    case "project.removed": {
      const verb = event.type.split(".")[1];
      return {
        ...base,
        title: `Project ${verb}`,
        lines: typeof payload.domain === "string" ? [payload.domain] : [],
      };
    }
    default:
      return { ...base, title: event.type, lines: [] };
  }
}
