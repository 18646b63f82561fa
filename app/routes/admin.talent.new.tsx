import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { profileFormValues } from "~/features/talent/candidate-form-names";
import { candidateProfileAction } from "~/features/talent/candidate-profile-action.server";
import { CandidateProfileForm } from "~/features/talent/candidate-profile-form";
import { listPositionNames } from "~/features/talent/talent-positions.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import type { FormFailure } from "~/lib/forms/form-result";
import { timeZoneList } from "~/lib/time-zones";

import type { Route } from "./+types/admin.talent.new";

// Adding a candidate by hand: the profile form, empty but for common defaults. Skills,
// vetting and projects are added on the candidate's page once the profile exists.

export const meta = () => staffMeta("Add a candidate");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { roles: ["recruiter"] });
  const db = await requireDatabase();
  return { positions: await listPositionNames(db), zones: timeZoneList() };
}

export const action = ({ request }: Route.ActionArgs) => candidateProfileAction(request);

const EMPTY = profileFormValues({
  firstName: "",
  lastName: "",
  email: "",
  phone: null,
  linkedinUrl: null,
  roleIds: [],
  seniority: "senior",
  yearsExperience: "",
  domains: [],
  englishLevel: "B2",
  englishAssessedBy: "",
  country: "",
  timeZone: "",
  workStart: "09:00",
  workEnd: "18:00",
  availableFrom: "",
  engagement: "full-time",
  hourlyRateUsd: "",
  status: "available",
});

export default function AdminTalentNew({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? (actionData as FormFailure) : null;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-2xl font-bold text-ink-900">Add a candidate</h1>
      <CandidateProfileForm
        values={{ ...EMPTY, ...failure?.values }}
        fieldErrors={failure?.fieldErrors}
        formError={failure?.formError}
        positions={loaderData.positions}
        zones={loaderData.zones}
        submitLabel="Add candidate"
        cancelTo="/admin/talent"
      />
    </div>
  );
}
