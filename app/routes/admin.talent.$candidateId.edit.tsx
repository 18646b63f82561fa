import { data } from "react-router";

import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { loadCandidate } from "~/features/talent/candidate-detail.server";
import { profileFormValues } from "~/features/talent/candidate-form-names";
import { candidateProfileAction } from "~/features/talent/candidate-profile-action.server";
import { CandidateProfileForm } from "~/features/talent/candidate-profile-form";
import { formatMinutes } from "~/features/talent/talent-labels";
import { listPositionNames } from "~/features/talent/talent-positions.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import type { FormFailure } from "~/lib/forms/form-result";
import { timeZoneList } from "~/lib/time-zones";

import type { Route } from "./+types/admin.talent.$candidateId.edit";

// Editing a candidate's profile: the same form as adding one, filled in.

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffMeta(loaderData ? `Edit ${loaderData.handle}` : "Edit candidate");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { roles: ["recruiter"] });
  const db = await requireDatabase();
  const [detail, positions] = await Promise.all([
    loadCandidate(db, params.candidateId),
    listPositionNames(db),
  ]);
  if (!detail) throw data(null, { status: 404 });
  const { candidate } = detail;
  return {
    id: candidate.id,
    handle: candidate.handle,
    values: profileFormValues({
      ...candidate,
      workStart: formatMinutes(candidate.workStartMinutes),
      workEnd: formatMinutes(candidate.workEndMinutes % 1440),
    }),
    positions,
    zones: timeZoneList([candidate.timeZone]),
  };
}

export const action = ({ request, params }: Route.ActionArgs) =>
  candidateProfileAction(request, params.candidateId);

export default function AdminTalentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? (actionData as FormFailure) : null;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-2xl font-bold text-ink-900">
        Edit {loaderData.handle}&rsquo;s profile
      </h1>
      <CandidateProfileForm
        values={{ ...loaderData.values, ...failure?.values }}
        fieldErrors={failure?.fieldErrors}
        formError={failure?.formError}
        positions={loaderData.positions}
        zones={loaderData.zones}
        submitLabel="Save profile"
        cancelTo={`/admin/talent/${loaderData.id}`}
      />
    </div>
  );
}
