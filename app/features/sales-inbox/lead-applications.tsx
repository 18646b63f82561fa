import { TALENT_POOL_FIELDS } from "~/features/talent/candidate-from-application";
import type { TalentPoolApplication } from "~/features/talent/candidate-from-application.server";
import { TalentPoolAction } from "~/features/talent/talent-pool-form";
import type { PositionName } from "~/features/talent/talent-positions.server";
import type { FormFailure } from "~/lib/forms/form-result";

import type { LeadIntent } from "./lead-work";
import { formatWhen } from "./staff-time";

// The lead's careers applications on its page: what each one is, and its place in the
// talent pool (the candidate it became, or for recruiters and admins the form that makes
// it one, from the talent feature).

const TALENT_POOL_INTENT: LeadIntent = "talent-pool";

type Failure = (FormFailure & { intent: LeadIntent | null }) | null;

/** The ids of an application's talent pool fields: unique on a page with several. */
const talentPoolPrefix = (applicationId: string) => `talent-pool-${applicationId}`;

/** The error summary's links to a refused talent pool form's fields, whose ids are prefixed. */
export function talentPoolErrorIds(failure: NonNullable<Failure>) {
  const applicationId = failure.values.applicationId;
  if (failure.intent !== TALENT_POOL_INTENT || !applicationId) return {};
  return {
    ids: Object.fromEntries(
      TALENT_POOL_FIELDS.map((field) => [field, `${talentPoolPrefix(applicationId)}-${field}`]),
    ),
    order: TALENT_POOL_FIELDS,
  };
}

export function LeadApplications({
  applications,
  positions,
  canAdd,
  failure,
}: {
  applications: TalentPoolApplication[];
  positions: PositionName[];
  canAdd: boolean;
  failure: Failure;
}) {
  return (
    <ul className="grid gap-4">
      {applications.map((application) => {
        const failed =
          failure?.intent === TALENT_POOL_INTENT && failure.values.applicationId === application.id
            ? failure
            : null;
        return (
          <li
            key={application.id}
            className="grid gap-3 border-t border-ink-200 pt-4 first:border-t-0 first:pt-0"
          >
            <div className="grid gap-1">
              <p className="font-semibold text-ink-900">
                {application.name}, for {application.positionTitle}
              </p>
              <p className="text-sm text-ink-700">
                <span className="font-mono">{application.reference}</span> · Applied{" "}
                {formatWhen(application.createdAt)} · CV: {application.cvFileName}
              </p>
              <p className="text-sm break-all">
                {/^https?:\/\//i.test(application.profileUrl) ? (
                  <a href={application.profileUrl} className="link" rel="noreferrer">
                    {application.profileUrl}
                  </a>
                ) : (
                  application.profileUrl
                )}
              </p>
            </div>
            <TalentPoolAction
              application={application}
              positions={positions}
              canAdd={canAdd}
              intent={TALENT_POOL_INTENT}
              idPrefix={talentPoolPrefix(application.id)}
              failure={failed}
            />
          </li>
        );
      })}
    </ul>
  );
}
