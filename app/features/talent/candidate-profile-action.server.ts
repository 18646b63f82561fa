import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";

import { profileSchema } from "./candidate-edit";
import { createCandidate, type EditResult, updateCandidateProfile } from "./candidate-edit.server";
import { PROFILE_FIELDS, PROFILE_LIST_FIELDS } from "./candidate-form-names";
import type { CandidateActor } from "./candidate-timeline.server";
import { listPositionNames } from "./talent-positions.server";

// The profile form's one action, for a new candidate (no id) and an existing one: recruiters
// and admins only; a refusal comes back with what was typed, a save redirects to the page.

const FAILED = "The profile was not saved. Please try again.";

function refuse(result: Extract<EditResult, { ok: false }>): never {
  if (result.reason === "unknown_role") {
    throw new FormRefusal(422, {
      fieldErrors: { roleIds: { code: "not_allowed", message: "Choose the roles from the list." } },
    });
  }
  throw new FormRefusal(404, {
    formError: { code: "conflict", message: "This candidate no longer exists." },
  });
}

export async function candidateProfileAction(request: Request, candidateId?: string) {
  const staff = await requireStaff(request, { roles: ["recruiter"] });
  const actor: CandidateActor = {
    staffUserId: staff.id,
    email: staff.email,
    ipAddress: staffRequestAddress(request),
  };
  return formAction(request, {
    name: candidateId ? "candidate-profile" : "candidate-new",
    fields: PROFILE_FIELDS,
    listFields: PROFILE_LIST_FIELDS,
    schema: profileSchema,
    failedMessage: FAILED,
    save: async (db, input) => {
      const known = new Set((await listPositionNames(db)).map((position) => position.slug));
      if (!candidateId) {
        const created = await createCandidate(db, input, actor, known);
        if (!created.ok) refuse(created);
        return {
          result: { id: created.id },
          redirectTo: `/admin/talent/${created.id}?done=created`,
        };
      }
      const updated = await updateCandidateProfile(db, candidateId, input, actor, known);
      if (!updated.ok) refuse(updated);
      return {
        result: { id: candidateId },
        redirectTo: `/admin/talent/${candidateId}?done=profile`,
      };
    },
  });
}
