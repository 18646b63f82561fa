import { Link } from "react-router";

import { DUPLICATE_REASON_LABELS } from "./duplicate-reasons";
import type { DuplicateLead } from "./duplicates.server";
import { StatusBadge } from "./status-badge";

// Other leads that may be this company or person, each with why (decision 096).

export function DuplicatesList({
  leadId,
  duplicates,
  formatWhen,
}: {
  /** The lead whose page lists them: a merge is offered from here. */
  leadId: string;
  duplicates: DuplicateLead[];
  formatWhen: (iso: string) => string;
}) {
  return (
    <ul className="grid gap-3">
      {duplicates.map((lead) => (
        <li key={lead.id} className="grid gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/leads/${lead.id}`} className="link font-semibold">
              {lead.companyName ?? lead.contactName ?? lead.email}
            </Link>
            <StatusBadge status={lead.status} />
          </p>
          <p className="text-sm text-ink-700">
            <span className="font-mono">{lead.reference}</span> · {lead.email} · created{" "}
            {formatWhen(lead.createdAt)}
          </p>
          <p className="text-sm font-medium text-ink-800">
            {lead.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(" · ")}
          </p>
          <p className="text-sm">
            <Link to={`/admin/leads/${leadId}/merge?with=${lead.id}`} className="link">
              Compare and merge<span className="sr-only"> with {lead.reference}</span>
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
