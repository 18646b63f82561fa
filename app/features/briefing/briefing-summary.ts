import { formatWholeUsd } from "~/features/catalog/cost";
import { INTERVIEW_WINDOWS, WEEKDAYS } from "~/lib/interview-windows";

import { type BriefingDraft } from "./briefing-draft";
import {
  BRIEFING_COMPANY_TYPES,
  BRIEFING_DURATIONS,
  BRIEFING_SENIORITIES,
  briefingRoleTitle,
  CONTRACT_PREFERENCES,
  ENGAGEMENT_MODELS,
  ENGLISH_LEVELS,
  INTERVIEW_STAGE_KINDS,
} from "./briefing-options";
import { BRIEFING_STEPS, type BriefingStepNumber } from "./briefing-steps";

// Every answer of a briefing as label/value pairs grouped by step: what the summary step
// shows, and what the PDF and the confirmation mail print. One function, so the visitor
// reviews exactly what the team receives.

/** An answer: text, a list of texts, or null when the visitor left it empty. */
export type SummaryValue = string | readonly string[] | null;

export interface SummaryItem {
  label: string;
  value: SummaryValue;
}

export interface SummarySection {
  step: BriefingStepNumber;
  title: string;
  items: SummaryItem[];
}

export const NOT_PROVIDED = "Not provided";

const orNull = (text: string): string | null => (text.trim() === "" ? null : text);
const listOrNull = (items: readonly string[]): readonly string[] | null =>
  items.length === 0 ? null : items;
const labelOf = <T extends { value: string }>(
  options: readonly (T & ({ label: string } | { title: string }))[],
  value: string,
): string | null => {
  if (value === "") return null;
  const option = options.find((item) => item.value === value);
  if (!option) return value;
  return "label" in option ? option.label : option.title;
};

export function briefingSummary(draft: BriefingDraft): SummarySection[] {
  const info = draft.companyInfo;
  const needs = draft.projectNeeds;
  const team = draft.teamComposition;
  const engagement = draft.engagementModel;
  const title = (step: BriefingStepNumber) =>
    BRIEFING_STEPS.find((item) => item.number === step)?.title ?? "";

  const roleLines = team.selectedRoles.map((roleId) => {
    const quantity = team.quantities[roleId] ?? 1;
    return `${quantity} × ${briefingRoleTitle(roleId)}`;
  });

  const roleDetailItems: SummaryItem[] = team.selectedRoles.flatMap((roleId) => {
    const detail = draft.roleDetails.find((item) => item.roleId === roleId);
    const role = briefingRoleTitle(roleId);
    return [
      { label: `${role}: tech stack`, value: listOrNull(detail?.techStack ?? []) },
      {
        label: `${role}: seniority`,
        value: detail ? labelOf(BRIEFING_SENIORITIES, detail.seniority) : null,
      },
      {
        label: `${role}: English level`,
        value: detail ? labelOf(ENGLISH_LEVELS, detail.englishLevel) : null,
      },
      { label: `${role}: domain knowledge`, value: orNull(detail?.domainKnowledge ?? "") },
      { label: `${role}: key responsibilities`, value: orNull(detail?.responsibilities ?? "") },
    ];
  });

  const stages = draft.interviewProcess.stages.map((stage, index) => {
    const name =
      stage.kind === "custom"
        ? stage.name || "Your own stage"
        : labelOf(INTERVIEW_STAGE_KINDS, stage.kind);
    return `${index + 1}. ${name}${stage.attendees ? ` (attended by ${stage.attendees})` : ""}`;
  });

  const slots = draft.scheduling.preferredSlots.map((slot) => {
    const day = labelOf(WEEKDAYS, slot.day) ?? slot.day;
    const window = INTERVIEW_WINDOWS.find((item) => item.value === slot.window);
    return `${day} ${window ? window.label.toLowerCase() : slot.window}`;
  });

  return [
    {
      step: 1,
      title: title(1),
      items: [
        { label: "Company name", value: orNull(info.name) },
        { label: "Contact name", value: orNull(info.contactName) },
        { label: "Email", value: orNull(info.email) },
        { label: "Website", value: orNull(info.website) },
        { label: "Company type", value: labelOf(BRIEFING_COMPANY_TYPES, info.companyType) },
        { label: "LinkedIn", value: info.linkedinConnected ? "Connected" : null },
        { label: "Why are you looking for us?", value: orNull(info.whyUs) },
      ],
    },
    {
      step: 2,
      title: title(2),
      items: [
        { label: "Pain point", value: orNull(needs.painPoint) },
        { label: "Product or service context", value: orNull(needs.productContext) },
        {
          label: "Critical requirements",
          value: listOrNull(
            needs.criticalRequirements.map(
              (item) => `${item.text} (${item.priority === "must" ? "must-have" : "nice-to-have"})`,
            ),
          ),
        },
        {
          label: "Documents",
          value: listOrNull(needs.uploadedDocuments.map((doc) => doc.name)),
        },
        { label: "Existing job description", value: orNull(needs.existingJD) },
      ],
    },
    { step: 3, title: title(3), items: [{ label: "Roles", value: listOrNull(roleLines) }] },
    {
      step: 4,
      title: title(4),
      items:
        roleDetailItems.length > 0 ? roleDetailItems : [{ label: "Role details", value: null }],
    },
    {
      step: 5,
      title: title(5),
      items: [
        { label: "Use cases", value: orNull(draft.knowledge.useCases) },
        { label: "Industries", value: orNull(draft.knowledge.industries) },
        { label: "Frameworks and methodologies", value: orNull(draft.knowledge.frameworks) },
      ],
    },
    {
      step: 6,
      title: title(6),
      items: [
        { label: "Interview stages", value: listOrNull(stages) },
        {
          label: "Whole process within",
          value:
            draft.interviewProcess.maxBusinessDays === null
              ? null
              : `${draft.interviewProcess.maxBusinessDays} business days`,
        },
      ],
    },
    {
      step: 7,
      title: title(7),
      items: [
        { label: "Engagement model", value: labelOf(ENGAGEMENT_MODELS, engagement.selected) },
        { label: "Start date", value: orNull(engagement.startDate) },
        {
          label: "Overlap with your working hours",
          value:
            engagement.overlapHours === null
              ? null
              : `${engagement.overlapHours} hour${engagement.overlapHours === 1 ? "" : "s"} a day`,
        },
        { label: "Contract", value: labelOf(CONTRACT_PREFERENCES, engagement.contract) },
        { label: "Contract preferences", value: orNull(engagement.preferences) },
      ],
    },
    {
      step: 8,
      title: title(8),
      items: [
        { label: "Duration", value: labelOf(BRIEFING_DURATIONS, draft.budget.duration) },
        {
          label: "Monthly budget",
          value:
            draft.budget.totalBudget === null
              ? null
              : formatWholeUsd(draft.budget.totalBudget * 100),
        },
      ],
    },
    {
      step: 9,
      title: title(9),
      items: [
        { label: "Time zone", value: orNull(draft.scheduling.timeZone) },
        { label: "Preferred interview slots", value: listOrNull(slots) },
        { label: "Availability", value: orNull(draft.scheduling.availability) },
      ],
    },
  ];
}

/** A value as one line of text ("Not provided" when empty). */
export function summaryText(value: SummaryValue): string {
  if (value === null) return NOT_PROVIDED;
  return typeof value === "string" ? value : value.join(", ");
}
