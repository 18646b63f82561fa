import { readLeadId } from "~/features/lead/lead-session.server";
import { loadLead } from "~/features/lead/leads.server";
import { loadClientShortlist } from "~/features/shortlist/shortlist-client.server";
import { renderShortlistPdf } from "~/features/shortlist/shortlist-pdf.server";
import { loadSiteShell } from "~/features/site-shell/site-shell.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/shortlist[.]pdf";

// The client's shortlist as a PDF for a hiring team who will not open the page: found through
// the lead cookie like /shortlist, so the address names nobody and works only in the browser
// the shortlist was opened in. Private, never cached, never indexed.

const NO_SHORTLIST = "There is no shortlist for this browser yet.";

/** A reference as it may stand in a file name: anything unusual becomes "-". */
const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9_.-]/g, "-");

export async function loader({ request }: Route.LoaderArgs) {
  // The database first: during an outage the visitor gets 503, not an error from the cookie.
  const db = await requireDatabase();
  const leadId = await readLeadId(request);
  const view = leadId ? await loadClientShortlist(db, leadId) : null;
  if (!leadId || !view) {
    return new Response(NO_SHORTLIST, {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  }
  const [lead, shell] = await Promise.all([loadLead(db, leadId), loadSiteShell()]);
  const pdf = await renderShortlistPdf(view, {
    companyName: lead?.companyName ?? "",
    generatedAt: new Date(),
    brandName: shell.settings.brandName,
  });
  const name = `shortlist-${fileSafe(view.reference)}-v${view.version}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
