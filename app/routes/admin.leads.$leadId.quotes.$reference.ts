import { isLeadId } from "~/features/sales-inbox/lead-detail.server";
import { requireStaff } from "~/features/staff-auth/staff-session.server";
import { sentQuoteDocument } from "~/features/team-builder/quote/quote-confirmation.server";
import { renderQuotePdf } from "~/features/team-builder/quote/quote-pdf.server";
import { requireDatabase } from "~/lib/db/require-database.server";

import type { Route } from "./+types/admin.leads.$leadId.quotes.$reference";

// A quote as the visitor downloaded it: printed again from the text kept on the lead's
// timeline, so staff see the rates, terms and totals the buyer saw, not today's.

const REFERENCE = /^NG-\d{8}-[0-9A-F]{6}$/;

function notFound(): Response {
  return new Response("No such quote on this lead.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!isLeadId(params.leadId) || !REFERENCE.test(params.reference)) return notFound();
  const db = await requireDatabase();
  const document = await sentQuoteDocument(db, params.leadId, params.reference);
  if (!document) return notFound();
  const pdf = await renderQuotePdf(document);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${document.quoteNumber}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
