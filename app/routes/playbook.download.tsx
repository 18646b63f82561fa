import { randomUUID } from "node:crypto";

import { data, Link } from "react-router";

import { Icon } from "~/components/icon";
import { readLeadId } from "~/features/lead/lead-session.server";
import { agreedConsent } from "~/features/lead-capture/consent-texts.server";
import { leadFormAction } from "~/features/lead-capture/guard.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { loadMailCopy } from "~/features/notifications/mail-copy.server";
import { PlaybookDownloadForm, PlaybookReady } from "~/features/playbooks/playbook-download-form";
import { downloadPath, requestPlaybook } from "~/features/playbooks/playbook-downloads.server";
import {
  PLAYBOOK_FIELDS,
  PLAYBOOK_MESSAGES,
  PLAYBOOK_REFERENCE_PATTERN,
  PLAYBOOK_TOKEN_PATTERN,
  playbookDownloadSchema,
} from "~/features/playbooks/playbook-schema";
import { fetchContent } from "~/lib/content/content.server";
import { playbookQuery } from "~/lib/content/queries";
import type { PlaybookQueryResult } from "~/lib/content/sanity.types";
import { leadFormRoute } from "~/lib/forms/lead-form-route";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/playbook.download";

export const handle: RouteHandle = { hydrate: true };

// A utility page: titled like every page, kept out of search indexes.
const form = leadFormRoute({
  name: "playbook",
  fields: PLAYBOOK_FIELDS,
  failedMessage: PLAYBOOK_MESSAGES.failed,
});

export const headers = form.headers;

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

export async function loader({ params, request }: Route.LoaderArgs) {
  const playbook = await loadPlaybook(params.slug);
  // Where a plain (no-JavaScript) submission lands: the visitor's own private link.
  const search = new URL(request.url).searchParams;
  const ready = search.get("ready") ?? "";
  const reference = search.get("reference") ?? "";
  return {
    playbook: { title: playbook.title, slug: playbook.slug, excerpt: playbook.excerpt },
    idempotencyKey: randomUUID(),
    downloadUrl: PLAYBOOK_TOKEN_PATTERN.test(ready) ? downloadPath(playbook.slug, ready) : null,
    reference: PLAYBOOK_REFERENCE_PATTERN.test(reference) ? reference : null,
  };
}

export const shouldRevalidate = form.shouldRevalidate;

export async function action({ request, params }: Route.ActionArgs) {
  const playbook = await loadPlaybook(params.slug);
  return leadFormAction(request, {
    ...form.definition,
    schema: playbookDownloadSchema,
    save: async (db, input) => {
      const [leadId, copy] = await Promise.all([readLeadId(request), loadMailCopy()]);
      const consent = input.marketingConsent
        ? await agreedConsent(db, "playbookMarketing", input.consentVersion, "marketingConsent")
        : null;
      const { token, reference } = await requestPlaybook(
        db,
        { email: input.email, idempotencyKey: input.idempotencyKey, consent },
        playbook,
        siteOrigin(request),
        { leadId, copy: copy.playbook },
      );
      kickMailWorker();
      const query = new URLSearchParams({ ready: token });
      if (reference) query.set("reference", reference);
      return {
        result: { downloadUrl: downloadPath(playbook.slug, token), reference },
        redirectTo: `/insights/articles/${playbook.slug}/download?${query.toString()}`,
      };
    },
  });
}

export function clientAction(args: Route.ClientActionArgs) {
  return form.clientAction(args);
}

export default function PlaybookDownload({ loaderData, actionData }: Route.ComponentProps) {
  const { playbook, idempotencyKey } = loaderData;
  const downloadUrl = actionData?.ok ? actionData.downloadUrl : loaderData.downloadUrl;
  const reference = actionData?.ok ? actionData.reference : loaderData.reference;
  return (
    <section className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-2">
      <div>
        <Link
          to={`/insights/articles/${playbook.slug}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <Icon name="arrow-left" className="size-4" />
          Back to the playbook
        </Link>
        <p className="mt-6 flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand-700">
          <Icon name="file-text" className="size-4" />
          Free playbook · PDF
        </p>
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-900">
          {playbook.title}
        </h1>
        <p className="mt-4 text-lg text-ink-700">{playbook.excerpt}</p>
      </div>
      <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        {downloadUrl ? (
          <PlaybookReady downloadUrl={downloadUrl} reference={reference} />
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
