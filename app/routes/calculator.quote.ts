import { readLeadId } from "~/features/lead/lead-session.server";
import { loadLead } from "~/features/lead/leads.server";
import { kickMailWorker } from "~/features/mailer/mail-worker.server";
import { loadMailCopy } from "~/features/notifications/mail-copy.server";
import { loadSiteShell } from "~/features/site-shell/site-shell.server";
import { loadCalculatorPositions } from "~/features/team-builder/calculator/calculator.server";
import { quoteRequestSchema } from "~/features/team-builder/estimate-schema";
import {
  buildQuoteModel,
  quoteDocument,
  quoteSender,
} from "~/features/team-builder/quote/quote.server";
import {
  confirmQuoteDownload,
  type QuoteConfirmation,
} from "~/features/team-builder/quote/quote-confirmation.server";
import { quoteShareUrl } from "~/features/team-builder/quote/quote-link.server";
import { renderQuotePdf } from "~/features/team-builder/quote/quote-pdf.server";
import { decodeEstimate } from "~/features/team-builder/share-link";
import { teamFromEstimate } from "~/features/team-builder/team";
import { loadTeamBuilderContent } from "~/features/team-builder/team-builder-content.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { readFormData } from "~/lib/http/request-body.server";
import { refuseCrossSite } from "~/lib/http/same-origin.server";
import { describeError, log } from "~/lib/log.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/calculator.quote";

function problem(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/** POST /calculator/quote: the estimate (share-link form) and company name in, a PDF out. */
export async function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") return problem("Use POST", 405);
  const form = await readFormData(request);
  const parsed = quoteRequestSchema.safeParse({
    estimate: form.get("estimate") ?? "",
    companyName: form.get("companyName") ?? undefined,
  });
  if (!parsed.success) return problem(parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const decoded = decodeEstimate(parsed.data.estimate);
  if (!decoded.ok) return problem(decoded.error, 400);

  const db = await requireDatabase();
  const [content, shell, loaded, leadId, copy] = await Promise.all([
    loadTeamBuilderContent(),
    loadSiteShell(),
    loadCalculatorPositions(
      db,
      decoded.estimate.members.map((member) => member.position),
    ),
    readLeadId(request),
    loadMailCopy(),
  ]);
  const team = teamFromEstimate(decoded.estimate, loaded.positions);
  if (team.missing.length > 0) {
    return problem(`These roles are no longer offered: ${team.missing.join(", ")}`, 422);
  }
  // The page's script sends the company name this browser registered with; a form posted
  // before (or without) the script has none, and the lead the cookie names knows it.
  const companyName =
    parsed.data.companyName ??
    (leadId ? ((await loadLead(db, leadId))?.companyName ?? undefined) : undefined);
  const shareUrl = quoteShareUrl(request, parsed.data.estimate);
  const model = buildQuoteModel({
    sender: quoteSender(content.quote, shell.settings.brandName, siteOrigin(request)),
    copy: content.quote,
    estimate: decoded.estimate,
    members: team.members,
    settings: team.settings,
    companyName,
    issuedAt: new Date(),
    shareUrl,
  });
  const document = quoteDocument(model);
  const pdf = await renderQuotePdf(document);
  // A registered visitor also gets the quote's number by mail; the download never waits on it.
  let confirmation: QuoteConfirmation = "none";
  if (leadId) {
    try {
      confirmation = await confirmQuoteDownload(
        db,
        leadId,
        {
          quoteNumber: model.quoteNumber,
          monthlyCents: model.summary.monthlyTotalCents,
          projectCents: model.summary.projectTotalCents,
          document,
        },
        copy.quote,
      );
      if (confirmation === "sent") kickMailWorker();
    } catch (error) {
      log.error(`[quote] confirmation of ${model.quoteNumber} not queued`, {
        error: describeError(error),
      });
    }
  }
  return new Response(Buffer.from(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${model.quoteNumber}.pdf"`,
      "cache-control": "no-store",
      "x-quote-reference": model.quoteNumber,
      "x-quote-confirmation": confirmation,
    },
  });
}

export function loader() {
  return problem("Download a quote from the calculator (POST)", 405);
}
