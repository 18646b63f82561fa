// From the enum module, not ~/lib/db/schema: this file runs in the browser (decision 011).
import { seniorityLevels, type Seniority } from "~/lib/db/enums";

export { seniorityLevels, type Seniority };

export const DEFAULT_SENIORITY: Seniority = "senior";

/** The calculator's seniority choices, each with the experience it stands for. */
export const seniorityOptions: readonly { value: Seniority; label: string; detail: string }[] = [
  { value: "junior", label: "Junior", detail: "1-2 years" },
  { value: "mid", label: "Mid-level", detail: "3-5 years" },
  { value: "senior", label: "Senior", detail: "5-8 years" },
  { value: "lead", label: "Tech Lead", detail: "8+ years with leadership" },
  { value: "architect", label: "Architect", detail: "10+ years, system design" },
  { value: "specialist", label: "Specialist", detail: "Domain expert" },
];

export function seniorityLabel(level: Seniority): string {
  return seniorityOptions.find((option) => option.value === level)?.label ?? level;
}
