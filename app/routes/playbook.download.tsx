import { randomUUID } from "node:crypto";
import { ArrowLeft, FileText } from "lucide-react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/playbook.download";
import { fieldErrors } from "~/features/lead-capture/form-errors";
import { formValues } from "~/features/lead-capture/form-result";
import { guardSubmission } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import {
  PlaybookDownloadForm,
  PlaybookReady,
  type PlaybookActionData,
} from "~/features/playbooks/playbook-download-form";
import { downloadPath, requestPlaybook } from "~/features/playbooks/playbook-downloads.server";
import { PLAYBOOK_MESSAGES, playbookDownloadSchema } from "~/features/playbooks/playbook-schema";
import { fetchContent } from "~/lib/content/content.server";
import { playbookQuery } from "~/lib/content/queries";
import type { PlaybookQueryResult } from "~/lib/content/sanity.types";
import { describeDatabaseError, getDatabase } from "~/lib/db/client.server";
import { siteOrigin } from "~/lib/site-origin.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";

export const handle: RouteHandle = { hydrate: true };

// A utility page: titled like every page, kept out of search indexes.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, {
    seo: { title: `Download: ${args.loaderData?.playbook.title ?? "Playbook"}`, description: "" },
    noindex: true,
  });

async function loadPlaybook(slug: string) {
  const playbook = await fetchContent<PlaybookQueryResult>(playbookQuery, { slug });
  if (!playbook) throw data(null, { status: 404 });
  return playbook;
}

export async function loader({ params }: Route.LoaderArgs) {
  const playbook = await loadPlaybook(params.slug);
  return {
    playbook: { title: playbook.title, slug: playbook.slug, excerpt: playbook.excerpt },
    idempotencyKey: randomUUID(),
  };
}

export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export async function action({ request, params }: Route.ActionArgs) {
  const playbook = await loadPlaybook(params.slug);
  const formData = await request.formData();
  const values = formValues(formData, ["email", "marketingConsent", "idempotencyKey"]);
  const failure = (
    status: number,
    formError?: string,
    errors: Record<string, string> = {},
    headers?: Record<string, string>,
  ) =>
    data<PlaybookActionData>(
      { ok: false, values, fieldErrors: errors, formError },
      { status, headers },
    );
  let db;
  try {
    db = await getDatabase();
  } catch (error) {
    console.error(`[playbook] database unavailable: ${describeDatabaseError(error)}`);
    return failure(503, PLAYBOOK_MESSAGES.failed);
  }
  try {
    const blocked = await guardSubmission(db, request, "playbook", formData);
    if (blocked) return failure(blocked.status, blocked.message, {}, blocked.headers);
    const parsed = playbookDownloadSchema.safeParse(values);
    if (!parsed.success) return failure(400, undefined, fieldErrors(parsed.error));
    const { token } = await requestPlaybook(db, parsed.data, playbook, siteOrigin(request));
    kickMailWorker();
    return {
      ok: true,
      downloadUrl: downloadPath(playbook.slug, token),
    } satisfies PlaybookActionData;
  } catch (error) {
    console.error(`[playbook] request failed: ${describeDatabaseError(error)}`);
    return failure(500, PLAYBOOK_MESSAGES.failed);
  }
}

export default function PlaybookDownload({ loaderData, actionData }: Route.ComponentProps) {
  const { playbook, idempotencyKey } = loaderData;
  return (
    <section className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-2">
      <div>
        <Link
          to={`/insights/articles/${playbook.slug}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the playbook
        </Link>
        <p className="mt-6 flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand-700">
          <FileText aria-hidden="true" className="size-4" />
          Free playbook · PDF
        </p>
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-900">
          {playbook.title}
        </h1>
        <p className="mt-4 text-lg text-ink-700">{playbook.excerpt}</p>
      </div>
      <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        {actionData?.ok ? (
          <PlaybookReady downloadUrl={actionData.downloadUrl} />
        ) : (
          <PlaybookDownloadForm
            idempotencyKey={idempotencyKey}
            result={actionData && !actionData.ok ? actionData : undefined}
          />
        )}
      </div>
    </section>
  );
}
