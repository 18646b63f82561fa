import { data } from "react-router";

import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { loadCandidate } from "~/features/talent/candidate-detail.server";
import { CandidatePage } from "~/features/talent/candidate-page";
import { listPositionNames } from "~/features/talent/talent-positions.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/admin.talent.$candidateId";

// One candidate's page: the profile, skills, vetting and projects. Reading only.

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffMeta(loaderData ? loaderData.candidate.handle : "Candidate");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = await requireDatabase();
  const [detail, positions] = await Promise.all([
    loadCandidate(db, params.candidateId),
    listPositionNames(db),
  ]);
  if (!detail) throw data(null, { status: 404 });
  const { candidate } = detail;
  const names = new Map(positions.map((position) => [position.slug, position.name]));
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
  };
}

export default function AdminCandidate({ loaderData }: Route.ComponentProps) {
  return <CandidatePage {...loaderData} />;
}
