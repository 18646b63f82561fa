import { data } from "react-router";

import { findDownload } from "~/features/playbooks/playbook-downloads.server";
import { renderPlaybookPdf } from "~/features/playbooks/playbook-pdf.server";
import { fetchContent } from "~/lib/content/content.server";
import { playbookQuery } from "~/lib/content/queries";
import type { PlaybookQueryResult } from "~/lib/content/sanity.types";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/playbook.pdf";

/** The PDF behind a download link: generated from the playbook's current CMS content. */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await requireDatabase();
  const download = /^[\w-]{32}$/.test(params.token)
    ? await findDownload(db, params.token)
    : undefined;
  if (!download || download.playbookSlug !== params.slug) throw data(null, { status: 404 });
  const playbook = await fetchContent<PlaybookQueryResult>(playbookQuery, { slug: params.slug });
  if (!playbook) throw data(null, { status: 404 });
  const pdf = await renderPlaybookPdf(playbook);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${playbook.slug}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
