import { loadLead } from "~/features/sales-inbox/lead-detail.server";
import { loadSiteShell } from "~/features/site-shell/site-shell.server";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { loadCalculatorPositions } from "~/features/team-builder/calculator/calculator.server";
import { buildQuoteModel, quoteSender } from "~/features/team-builder/quote/quote.server";
import { quoteShareUrl } from "~/features/team-builder/quote/quote-link.server";
import { renderQuotePdf } from "~/features/team-builder/quote/quote-pdf.server";
import { decodeEstimate } from "~/features/team-builder/share-link";
import { teamFromEstimate } from "~/features/team-builder/team";
import { loadTeamBuilderContent } from "~/features/team-builder/team-builder-content.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/admin.leads.$leadId.quote[.]pdf";

// The quote PDF of a lead's current estimate, for staff: the same document the visitor
// downloads from the calculator, at today's rates. Not through /calculator/quote, which
// records the download on whichever lead the browser's cookie names and mails that visitor.

function problem(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const db = await requireDatabase();
  const lead = await loadLead(db, params.leadId);
  if (!lead?.estimate) return problem("This lead has no estimate.", 404);
  const decoded = decodeEstimate(lead.estimate);
  if (!decoded.ok) return problem(decoded.error, 422);
  const [content, shell, loaded] = await Promise.all([
    loadTeamBuilderContent(),
    loadSiteShell(),
    loadCalculatorPositions(
      db,
      decoded.estimate.members.map((member) => member.position),
    ),
  ]);
  const team = teamFromEstimate(decoded.estimate, loaded.positions);
  if (team.missing.length > 0) {
    return problem(`These roles are no longer offered: ${team.missing.join(", ")}`, 422);
  }
  const shareUrl = quoteShareUrl(request, lead.estimate);
  const model = buildQuoteModel({
    sender: quoteSender(content.quote, shell.settings.brandName, siteOrigin(request)),
    copy: content.quote,
    estimate: decoded.estimate,
    members: team.members,
    settings: team.settings,
    companyName: lead.companyName ?? undefined,
    issuedAt: new Date(),
    shareUrl,
  });
  const pdf = await renderQuotePdf(model);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${model.quoteNumber}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
