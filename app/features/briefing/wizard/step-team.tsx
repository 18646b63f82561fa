import { FieldErrorText } from "~/components/form/field-shell";
import { Icon } from "~/components/icon";

import { BRIEFING_LIMITS, fieldId } from "../briefing-draft";
import { BRIEFING_ROLES } from "../briefing-options";
import { setQuantity, toggleRole } from "../draft-edits";
import type { StepProps } from "./step-props";
import { asError } from "./ui-step-parts";

export function TeamStep({ draft, update, errors }: StepProps) {
  const team = draft.teamComposition;
  const errorId = fieldId(["teamComposition", "selectedRoles"]);
  const headcount = team.selectedRoles.reduce((sum, id) => sum + (team.quantities[id] ?? 1), 0);

  return (
    <div className="grid gap-6">
      <fieldset aria-describedby={`${errorId}-count`}>
        <legend className="sr-only">Roles</legend>
        <FieldErrorText id={errorId} error={asError(errors[errorId])} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {BRIEFING_ROLES.map((role, index) => {
            const pressed = team.selectedRoles.includes(role.id);
            return (
              <button
                key={role.id}
                type="button"
                id={index === 0 ? errorId : undefined}
                aria-pressed={pressed}
                onClick={() => update((current) => toggleRole(current, role.id))}
                className={`relative flex min-h-16 items-center rounded-card border-2 p-4 pr-9 text-left font-semibold transition-colors ${
                  pressed
                    ? "border-brand-600 bg-brand-50 text-brand-900"
                    : "border-ink-200 bg-white text-ink-900 hover:border-brand-300"
                }`}
              >
                {role.title}
                {pressed ? (
                  <Icon
                    name="check"
                    className="absolute right-3 top-1/2 size-5 -translate-y-1/2 text-brand-700"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
      </fieldset>

      <p id={`${errorId}-count`} role="status" className="font-semibold text-ink-900">
        {team.selectedRoles.length} {team.selectedRoles.length === 1 ? "role" : "roles"} selected
        {team.selectedRoles.length > 0
          ? `, ${headcount} ${headcount === 1 ? "person" : "people"}`
          : ""}
      </p>

      {team.selectedRoles.length > 0 ? (
        <ul className="grid gap-2" aria-label="Selected roles">
          {team.selectedRoles.map((roleId) => {
            const title = BRIEFING_ROLES.find((role) => role.id === roleId)?.title ?? roleId;
            const quantity = team.quantities[roleId] ?? 1;
            const inputId = fieldId(["teamComposition", "quantities", roleId]);
            return (
              <li
                key={roleId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-ink-200 bg-ink-50 px-4 py-2"
              >
                <span className="font-medium text-ink-900">{title}</span>
                <span className="flex items-center gap-2">
                  <label htmlFor={inputId} className="text-sm text-ink-600">
                    People
                  </label>
                  <button
                    type="button"
                    className="grid size-11 place-items-center rounded-control border border-ink-300 bg-white disabled:text-ink-400"
                    aria-label={`One fewer ${title}`}
                    disabled={quantity <= 1}
                    onClick={() => update((current) => setQuantity(current, roleId, quantity - 1))}
                  >
                    <Icon name="minus" className="size-4" />
                  </button>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={BRIEFING_LIMITS.quantity}
                    value={quantity}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      if (Number.isFinite(value) && event.target.value !== "")
                        update((current) => setQuantity(current, roleId, value));
                    }}
                    className="min-h-11 w-16 rounded-control border border-ink-300 bg-white px-2 text-center"
                  />
                  <button
                    type="button"
                    className="grid size-11 place-items-center rounded-control border border-ink-300 bg-white disabled:text-ink-400"
                    aria-label={`One more ${title}`}
                    disabled={quantity >= BRIEFING_LIMITS.quantity}
                    onClick={() => update((current) => setQuantity(current, roleId, quantity + 1))}
                  >
                    <Icon name="plus" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className="grid size-11 place-items-center rounded-control hover:bg-white"
                    aria-label={`Remove ${title}`}
                    onClick={() => update((current) => toggleRole(current, roleId))}
                  >
                    <Icon name="x" className="size-4" />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
