import {
  erasePersonAsStaff,
  erasureForPage,
  lookUpPerson,
} from "~/features/personal-data/people-admin.server";
import { PeoplePage } from "~/features/personal-data/people-page";
import {
  PEOPLE_ERASE_FIELDS,
  PEOPLE_MESSAGES,
  peopleEraseSchema,
} from "~/features/personal-data/people-schema";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { formAction } from "~/lib/forms/form-action.server";

import type { Route } from "./+types/admin.people";

export const meta = () => staffMeta("People");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: "admin" });
  const db = await requireDatabase();
  const params = new URL(request.url).searchParams;
  const [lookup, erased] = await Promise.all([
    lookUpPerson(db, params.get("email")),
    erasureForPage(db, params.get("erased")),
  ]);
  return { lookup, erased };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  return formAction(request, {
    name: "people-erase",
    fields: PEOPLE_ERASE_FIELDS,
    schema: peopleEraseSchema,
    failedMessage: PEOPLE_MESSAGES.eraseFailed,
    save: async (db, input) => {
      const erased = await erasePersonAsStaff(db, staff, input.email, request);
      return { result: erased, redirectTo: `/admin/people?erased=${erased.recordId}` };
    },
  });
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return <PeoplePage lookup={loaderData.lookup} erased={loaderData.erased} failure={failure} />;
}
