import { CheckboxField } from "~/components/form/checkbox-field";
import { TextField } from "~/components/form/text-field";
import type { FieldError } from "~/lib/forms/form-result";

// The round robin on the account page (decision 095): a salesperson says whether they take
// new leads; an admin sets how many open leads anyone may hold before being passed over.

export interface LeadIntakeSettingsProps {
  role: string;
  takesNewLeads: boolean;
  openLeads: number;
  cap: number | null;
  capError?: FieldError;
  capValue?: string;
}

export function LeadIntakeSettings({
  role,
  takesNewLeads,
  openLeads,
  cap,
  capError,
  capValue,
}: LeadIntakeSettingsProps) {
  return (
    <section aria-labelledby="intake-title" className="mt-10 max-w-2xl">
      <h2 id="intake-title" className="font-display text-xl font-semibold text-ink-900">
        New leads
      </h2>
      <p className="mt-2 text-ink-700">
        New leads go in turn to the salespeople who take them, passing over anyone holding{" "}
        {cap === null ? "the cap of open leads, when an admin sets one" : `${cap} open leads`}. Won
        and lost leads do not count.
      </p>
      {role === "sales" ? (
        <form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="intake" />
          <CheckboxField
            name="takesNewLeads"
            label="Give me new leads in turn (round robin)"
            defaultChecked={takesNewLeads}
          />
          <p className="text-sm text-ink-600">
            You hold {openLeads} open lead{openLeads === 1 ? "" : "s"}.
          </p>
          <div>
            <button type="submit" className="btn-secondary">
              Save
            </button>
          </div>
        </form>
      ) : null}
      {role === "admin" ? (
        <form method="post" className="mt-6 grid gap-3" noValidate>
          <input type="hidden" name="intent" value="cap" />
          <TextField
            name="openLeadCap"
            label="Open leads per salesperson"
            inputMode="numeric"
            hint="Empty: no cap."
            defaultValue={capValue ?? (cap === null ? "" : String(cap))}
            error={capError}
          />
          <div>
            <button type="submit" className="btn-secondary">
              Save cap
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
