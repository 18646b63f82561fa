import { useMemo } from "react";

import { SelectField } from "~/components/form/select-field";
import { TextareaField } from "~/components/form/textarea-field";
import { Icon } from "~/components/icon";
import { skillAliases, skillEntry, uniqueSkillNames } from "~/lib/skills/skill-vocabulary";

import { BRIEFING_LIMITS, fieldId, type RoleDetail } from "../briefing-draft";
import {
  BRIEFING_SENIORITIES,
  type BriefingRoleId,
  briefingRoleTitle,
  ENGLISH_LEVELS,
  STACK_GROUPS,
} from "../briefing-options";
import type { StackOption } from "../wizard-data";
import { blankRoleDetail, roleDetailIndices, setRoleDetail } from "./step-edits";
import type { StepProps } from "./step-props";
import { TagInput } from "./tag-input";
import { asError, NoRolesMessage } from "./ui-step-parts";
import type { TagSuggestion } from "./ui-tags";

const SENIORITY_OPTIONS = BRIEFING_SENIORITIES.map((level) => ({
  value: level.value,
  label: `${level.label} ($${level.band.min}-${level.band.max}/h)`,
}));
const ENGLISH_OPTIONS = ENGLISH_LEVELS.map((level) => ({ value: level.value, label: level.label }));
/** Typical technologies offered as one-click buttons under each role's stack. */
const TYPICAL_SHOWN = 6;

export function RoleDetailsStep({ draft, update, data, errors }: StepProps) {
  const selected = draft.teamComposition.selectedRoles;
  const indices = roleDetailIndices(draft);

  if (selected.length === 0) return <NoRoles />;

  return (
    <div className="grid gap-8">
      {selected.map((roleId) => (
        <RoleSection
          key={roleId}
          roleId={roleId}
          index={indices.get(roleId)!}
          quantity={draft.teamComposition.quantities[roleId] ?? 1}
          detail={
            draft.roleDetails.find((item) => item.roleId === roleId) ?? blankRoleDetail(roleId)
          }
          stackOptions={data.stackOptions}
          typicalSkills={data.roles.find((role) => role.id === roleId)?.skills ?? []}
          errors={errors}
          onChange={(patch) => update((current) => setRoleDetail(current, roleId, patch))}
        />
      ))}
    </div>
  );
}

function NoRoles() {
  return (
    <NoRolesMessage>
      You have not chosen any roles yet, so there is nothing to detail.
    </NoRolesMessage>
  );
}

function RoleSection({
  roleId,
  index,
  quantity,
  detail,
  stackOptions,
  typicalSkills,
  errors,
  onChange,
}: {
  roleId: BriefingRoleId;
  index: number;
  quantity: number;
  detail: RoleDetail;
  stackOptions: readonly StackOption[];
  typicalSkills: readonly string[];
  errors: StepProps["errors"];
  onChange: (patch: Partial<Omit<RoleDetail, "roleId">>) => void;
}) {
  const title = briefingRoleTitle(roleId);
  const id = (key: keyof RoleDetail) => fieldId(["roleDetails", index, key]);
  const headingId = `${id("roleId")}-heading`;
  const stackId = id("techStack");
  // A single over-long technology is reported at its own path (…-techStack-3).
  const stackError =
    errors[stackId] ?? Object.entries(errors).find(([key]) => key.startsWith(`${stackId}-`))?.[1];

  const suggestions = useMemo(
    () => stackSuggestions(stackOptions, typicalSkills),
    [stackOptions, typicalSkills],
  );
  const typical = useMemo(
    () =>
      typicalSkills
        .map((slug) => stackOptions.find((option) => option.slug === slug)?.name)
        .filter((name): name is string => name !== undefined)
        .slice(0, TYPICAL_SHOWN),
    [typicalSkills, stackOptions],
  );
  // Compared as skills, not as text: a "React.js" chip presses the React button.
  const chosen = new Set(detail.techStack.map((tag) => skillEntry(tag).key));
  const isChosen = (name: string) => chosen.has(skillEntry(name).key);
  const full = detail.techStack.length >= BRIEFING_LIMITS.tagsPerRole;
  // A toggle rather than an "add" that disappears: focus stays on the button pressed.
  const toggleTypical = (name: string) =>
    onChange({
      techStack: isChosen(name)
        ? detail.techStack.filter((tag) => skillEntry(tag).key !== skillEntry(name).key)
        : uniqueSkillNames([...detail.techStack, name]),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 rounded-card border border-ink-200 p-4 sm:p-6"
    >
      <h3 id={headingId} className="font-display text-xl font-semibold text-ink-900">
        {title}
        <span className="ml-2 text-base font-normal text-ink-600">
          {quantity === 1 ? "1 person" : `${quantity} people`}
        </span>
      </h3>

      <div className="grid gap-3">
        <TagInput
          id={stackId}
          label={`Tech stack for ${title}`}
          value={detail.techStack}
          onChange={(techStack) => onChange({ techStack })}
          suggestions={suggestions}
          maxItems={BRIEFING_LIMITS.tagsPerRole}
          maxLength={BRIEFING_LIMITS.tag}
          error={stackError}
          hint="Type to see our technologies by area (frontend, backend, mobile, database, cloud, tools), or add your own. Press Enter to add."
          addLabel="Add technology"
          spell={skillEntry}
        />
        {typical.length > 0 ? (
          <div className="grid gap-2">
            <p id={`${stackId}-typical`} className="text-sm text-ink-700">
              Typical for a {title} (press to add or remove):
            </p>
            <ul aria-labelledby={`${stackId}-typical`} className="flex flex-wrap gap-2">
              {typical.map((name) => {
                const pressed = isChosen(name);
                return (
                  <li key={name}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      disabled={full && !pressed}
                      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm disabled:cursor-not-allowed disabled:opacity-60 ${
                        pressed
                          ? "border-brand-600 bg-brand-50 font-medium text-brand-900"
                          : "border-dashed border-ink-400 text-ink-800 hover:border-brand-500 hover:text-brand-800"
                      }`}
                      onClick={() => toggleTypical(name)}
                    >
                      {pressed ? (
                        <Icon name="check" className="size-4" />
                      ) : (
                        <Icon name="plus" className="size-4" />
                      )}
                      {name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name={id("seniority")}
          id={id("seniority")}
          label="Seniority"
          placeholder="Not chosen yet"
          options={SENIORITY_OPTIONS}
          hint="Without one, the budget step prices this role as Senior."
          value={detail.seniority}
          error={asError(errors[id("seniority")])}
          onChange={(event) =>
            onChange({ seniority: event.target.value as RoleDetail["seniority"] })
          }
        />
        <SelectField
          name={id("englishLevel")}
          id={id("englishLevel")}
          label="English level"
          placeholder="Not chosen yet"
          options={ENGLISH_OPTIONS}
          value={detail.englishLevel}
          error={asError(errors[id("englishLevel")])}
          onChange={(event) =>
            onChange({ englishLevel: event.target.value as RoleDetail["englishLevel"] })
          }
        />
      </div>

      <TextareaField
        name={id("domainKnowledge")}
        id={id("domainKnowledge")}
        label="Domain knowledge"
        hint="Industries, regulations or kinds of product they should know, e.g. payments and PCI DSS."
        rows={3}
        maxLength={BRIEFING_LIMITS.longText}
        value={detail.domainKnowledge}
        error={asError(errors[id("domainKnowledge")])}
        onChange={(event) => onChange({ domainKnowledge: event.target.value })}
      />
      <TextareaField
        name={id("responsibilities")}
        id={id("responsibilities")}
        label="Key responsibilities"
        hint="What they will own day to day, e.g. build the checkout flow and review pull requests."
        rows={3}
        maxLength={BRIEFING_LIMITS.longText}
        value={detail.responsibilities}
        error={asError(errors[id("responsibilities")])}
        onChange={(event) => onChange({ responsibilities: event.target.value })}
      />
    </section>
  );
}

/**
 * The catalog's technologies in the order of the stack groups; within a group, the ones the
 * role typically uses first (most typical first), then the rest by name.
 */
function stackSuggestions(
  options: readonly StackOption[],
  typicalSkills: readonly string[],
): TagSuggestion[] {
  const groupRank = (option: StackOption) =>
    STACK_GROUPS.findIndex((group) => group.value === option.group);
  const typicalRank = (option: StackOption) => {
    const rank = typicalSkills.indexOf(option.slug);
    return rank === -1 ? Number.MAX_SAFE_INTEGER : rank;
  };
  return [...options]
    .sort(
      (a, b) =>
        groupRank(a) - groupRank(b) ||
        typicalRank(a) - typicalRank(b) ||
        a.name.localeCompare(b.name, "en"),
    )
    .map((option) => ({
      label: option.name,
      group: STACK_GROUPS.find((group) => group.value === option.group)?.label,
      aliases: skillAliases(option.slug),
    }));
}
