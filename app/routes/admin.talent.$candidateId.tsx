import { data } from "react-router";

import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { isCandidateId, loadCandidate } from "~/features/talent/candidate-detail.server";
import { isCandidateIntent } from "~/features/talent/candidate-form-names";
import type { CandidateFailure } from "~/features/talent/candidate-form-parts";
import { CandidatePage } from "~/features/talent/candidate-page";
import { candidatePageAction } from "~/features/talent/candidate-page-action.server";
import { candidateTimeline } from "~/features/talent/candidate-timeline.server";
import { describeCandidateEvent } from "~/features/talent/candidate-timeline-view";
import { rateWarning } from "~/features/talent/rate-band";
import { listPositionNames, rateCardsBySlug } from "~/features/talent/talent-positions.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import type { FormFailure } from "~/lib/forms/form-result";

import type { Route } from "./+types/admin.talent.$candidateId";

// One candidate's page: the profile, skills, vetting, projects and timeline, with the
// recruiters' forms. A saved change redirects back with ?done=<what>, so a reload never
// posts twice.

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffMeta(loaderData ? loaderData.candidate.handle : "Candidate");

const DONE_EXTRA = ["profile", "created"] as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const db = await requireDatabase();
  const [detail, positions, cards, timeline] = await Promise.all([
    loadCandidate(db, params.candidateId),
    listPositionNames(db),
    rateCardsBySlug(db),
    // A malformed id is a 404 below, not a database error here.
    isCandidateId(params.candidateId) ? candidateTimeline(db, params.candidateId) : [],
  ]);
  if (!detail) throw data(null, { status: 404 });
  const { candidate } = detail;
  const names = new Map(positions.map((position) => [position.slug, position.name]));
  const done = new URL(request.url).searchParams.get("done");
  return {
    candidate: {
      ...candidate,
      consentedAt: candidate.consentedAt ? candidate.consentedAt.toISOString() : null,
      createdAt: candidate.createdAt.toISOString(),
      updatedAt: candidate.updatedAt.toISOString(),
    },
    roles: candidate.roleIds.map((slug) => ({ slug, name: names.get(slug) ?? slug })),
    skills: detail.skills,
    vettings: detail.vettings,
    projects: detail.projects,
    timeline: timeline.map(describeCandidateEvent),
    rateWarning: rateWarning(
      candidate.hourlyRateUsd,
      cards.get(candidate.roleIds[0] ?? ""),
      candidate.seniority,
    ),
    canEdit: staff.role === "recruiter" || staff.role === "admin",
    done:
      isCandidateIntent(done) || DONE_EXTRA.includes(done as (typeof DONE_EXTRA)[number])
        ? (done as CandidateFailure["intent"] | (typeof DONE_EXTRA)[number])
        : null,
  };
}

export const action = ({ request, params }: Route.ActionArgs) =>
  candidatePageAction(request, params.candidateId);

export default function AdminCandidate({ loaderData, actionData }: Route.ComponentProps) {
  const failure: CandidateFailure | null =
    actionData && !actionData.ok
      ? {
          ...(actionData as FormFailure),
          intent: isCandidateIntent(actionData.values.intent) ? actionData.values.intent : null,
        }
      : null;
  return (
    <CandidatePage {...loaderData} done={failure ? null : loaderData.done} failure={failure} />
  );
}
