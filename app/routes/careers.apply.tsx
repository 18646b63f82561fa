import { randomUUID } from "node:crypto";
import { ArrowLeft, Briefcase, MapPin } from "lucide-react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/careers.apply";
import {
  APPLICATION_MESSAGES,
  applicationSchema,
  checkCv,
} from "~/features/careers/application-schema";
import { saveApplication } from "~/features/careers/applications.server";
import { ApplyForm, ApplySuccess, type ApplicationActionData } from "~/features/careers/apply-form";
import { fileStorageFromEnv } from "~/features/careers/file-storage.server";
import { fieldErrors } from "~/features/lead-capture/form-errors";
import { formValues } from "~/features/lead-capture/form-result";
import { guardSubmission } from "~/features/lead-capture/guard.server";
import { fetchContent } from "~/lib/content/content.server";
import { careerPositionQuery } from "~/lib/content/queries";
import type { CareerPositionQueryResult } from "~/lib/content/sanity.types";
import { describeDatabaseError, getDatabase } from "~/lib/db/client.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

export const handle: RouteHandle = { hydrate: true };

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: { title: `Apply: ${args.loaderData?.position.title ?? "Careers"}`, description: "" },
    noindex: true,
  });

async function loadPosition(slug: string) {
  const position = await fetchContent<CareerPositionQueryResult>(careerPositionQuery, { slug });
  if (!position) throw data(null, { status: 404 });
  return position;
}

export async function loader({ params }: Route.LoaderArgs) {
  return { position: await loadPosition(params.slug), idempotencyKey: randomUUID() };
}

export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

const FIELDS = ["name", "email", "profileUrl", "note", "consent", "idempotencyKey"] as const;

export async function action({ request, params }: Route.ActionArgs) {
  const position = await loadPosition(params.slug);
  const formData = await request.formData();
  const values = formValues(formData, FIELDS);
  const failure = (
    status: number,
    formError?: string,
    errors: Record<string, string> = {},
    headers?: Record<string, string>,
  ) =>
    data<ApplicationActionData>(
      { ok: false, values, fieldErrors: errors, formError },
      { status, headers },
    );
  let db;
  try {
    db = await getDatabase();
  } catch (error) {
    console.error(`[careers] database unavailable: ${describeDatabaseError(error)}`);
    return failure(503, APPLICATION_MESSAGES.failed);
  }
  try {
    const blocked = await guardSubmission(db, request, "application", formData);
    if (blocked) return failure(blocked.status, blocked.message, {}, blocked.headers);
    const parsed = applicationSchema.safeParse(values);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    const file = formData.get("cv");
    const cv = file instanceof File && file.name !== "" ? file : null;
    const bytes = cv ? new Uint8Array(await cv.arrayBuffer()) : null;
    const cvProblem = checkCv(cv, bytes);
    if (cvProblem) errors.cv = cvProblem;
    if (!parsed.success || cvProblem || !bytes || !cv) return failure(400, undefined, errors);
    await saveApplication(
      db,
      await fileStorageFromEnv(),
      { ...parsed.data, positionSlug: position.slug, positionTitle: position.title },
      { bytes, fileName: cv.name },
    );
    return { ok: true, name: parsed.data.name } satisfies ApplicationActionData;
  } catch (error) {
    console.error(`[careers] application failed: ${describeDatabaseError(error)}`);
    return failure(500, APPLICATION_MESSAGES.failed);
  }
}

export default function CareersApply({ loaderData, actionData }: Route.ComponentProps) {
  const { position, idempotencyKey } = loaderData;
  return (
    <section className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_2fr]">
      <div>
        <Link
          to={`/about/careers#position-${position.slug}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All open positions
        </Link>
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink-900">
          Apply: {position.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          <span className="inline-flex items-center gap-1">
            <Briefcase aria-hidden="true" className="size-4" />
            {position.department} · {position.employmentType}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {position.location}
          </span>
        </p>
        <p className="mt-4 text-ink-700">{position.summary}</p>
      </div>
      <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        {actionData?.ok ? (
          <ApplySuccess name={actionData.name} positionTitle={position.title} />
        ) : (
          <ApplyForm
            idempotencyKey={idempotencyKey}
            result={actionData && !actionData.ok ? actionData : undefined}
          />
        )}
      </div>
    </section>
  );
}
