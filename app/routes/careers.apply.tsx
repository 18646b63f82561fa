import { randomUUID } from "node:crypto";

import { data, Link } from "react-router";

import { Icon } from "~/components/icon";
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGES,
  APPLICATION_REFERENCE_PATTERN,
  applicationSchema,
  checkCv,
  CV_MAX_BYTES,
} from "~/features/careers/application-schema";
import { saveApplication } from "~/features/careers/applications.server";
import { ApplyForm, ApplySuccess } from "~/features/careers/apply-form";
import { readLeadId } from "~/features/lead/lead-session.server";
import { agreedConsent } from "~/features/lead-capture/consent-texts.server";
import { leadFormAction } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { loadMailCopy } from "~/features/notifications/mail-copy.server";
import { fetchContent } from "~/lib/content/content.server";
import { careerPositionQuery } from "~/lib/content/queries";
import type { CareerPositionQueryResult } from "~/lib/content/sanity.types";
import type { FieldError } from "~/lib/forms/form-result";
import { leadFormRoute } from "~/lib/forms/lead-form-route";
import { MULTIPART_ALLOWANCE } from "~/lib/http/request-body.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { fileStorageFromEnv } from "~/lib/storage/file-storage.server";

import type { Route } from "./+types/careers.apply";

export const handle: RouteHandle = { hydrate: true };

// A utility page: titled like every page, kept out of search indexes.
const form = leadFormRoute({
  name: "application",
  fields: APPLICATION_FIELDS,
  failedMessage: APPLICATION_MESSAGES.failed,
});

export const headers = form.headers;

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

export async function loader({ params, request }: Route.LoaderArgs) {
  // Where a plain (no-JavaScript) submission lands after it was stored.
  const sent = new URL(request.url).searchParams.get("sent") ?? "";
  return {
    position: await loadPosition(params.slug),
    idempotencyKey: randomUUID(),
    sent: APPLICATION_REFERENCE_PATTERN.test(sent) ? sent : null,
  };
}

/** The uploaded CV, when one was chosen. */
function uploadedCv(formData: FormData): File | null {
  const file = formData.get("cv");
  return file instanceof File && file.name !== "" ? file : null;
}

export const shouldRevalidate = form.shouldRevalidate;

export async function action({ request, params }: Route.ActionArgs) {
  const position = await loadPosition(params.slug);
  return leadFormAction(request, {
    ...form.definition,
    schema: applicationSchema,
    maxBytes: CV_MAX_BYTES + MULTIPART_ALLOWANCE,
    check: async (formData) => {
      const cv = uploadedCv(formData);
      const problem = checkCv(cv, cv ? new Uint8Array(await cv.slice(0, 5).arrayBuffer()) : null);
      const errors: Record<string, FieldError> = {};
      if (problem) errors.cv = { code: cv ? "invalid" : "required", message: problem };
      return errors;
    },
    save: async (db, input, { formData }) => {
      const cv = uploadedCv(formData);
      if (!cv) throw new Error("a checked CV went missing");
      const [leadId, copy] = await Promise.all([readLeadId(request), loadMailCopy()]);
      const consent = await agreedConsent(db, "application", input.consentVersion, "consent");
      const saved = await saveApplication(
        db,
        await fileStorageFromEnv(),
        { ...input, positionSlug: position.slug, positionTitle: position.title, agreed: consent },
        { bytes: new Uint8Array(await cv.arrayBuffer()), fileName: cv.name },
        new Date(),
        { leadId, copy: copy.application },
      );
      if (saved.created) kickMailWorker();
      const { reference } = saved;
      return {
        result: { name: input.name, reference },
        redirectTo: `/about/careers/${position.slug}/apply?sent=${reference}`,
      };
    },
  });
}

export function clientAction(args: Route.ClientActionArgs) {
  return form.clientAction(args);
}

export default function CareersApply({ loaderData, actionData }: Route.ComponentProps) {
  const { position, idempotencyKey, sent } = loaderData;
  return (
    <section className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_2fr]">
      <div>
        <Link
          to={`/about/careers#position-${position.slug}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <Icon name="arrow-left" className="size-4" />
          All open positions
        </Link>
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink-900">
          Apply: {position.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
          <span className="inline-flex items-center gap-1">
            <Icon name="briefcase" className="size-4" />
            {position.department} · {position.employmentType}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="map-pin" className="size-4" />
            {position.location}
          </span>
        </p>
        <p className="mt-4 text-ink-700">{position.summary}</p>
      </div>
      <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        {actionData?.ok || sent ? (
          <ApplySuccess
            name={actionData?.ok ? actionData.name : ""}
            reference={actionData?.ok ? actionData.reference : (sent ?? "")}
            positionTitle={position.title}
          />
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
