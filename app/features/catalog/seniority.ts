// From the enum module, not ~/lib/db/schema: this file runs in the browser (decision 011).
import { type Seniority, seniorityLevels } from "~/lib/db/enums";

export { seniorityLevels, type Seniority };

export const DEFAULT_SENIORITY: Seniority = "senior";

/**
 * The seniority levels' names, in order. What each means in years is content (the CMS's
 * seniority bands), shown beside the name where a buyer chooses.
 */
export const seniorityOptions: readonly { value: Seniority; label: string }[] = [
  { value: "junior", label: "Junior" },
  { value: "mid", label: "Mid-level" },
  { value: "senior", label: "Senior" },
  { value: "lead", label: "Tech Lead" },
  { value: "architect", label: "Architect" },
  { value: "specialist", label: "Specialist" },
];

export function seniorityLabel(level: Seniority): string {
  return seniorityOptions.find((option) => option.value === level)?.label ?? level;
}
