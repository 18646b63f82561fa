import { Icon } from "~/components/icon";
import type { PageQueryResult } from "~/lib/content/sanity.types";

import { formatDate } from "./section-parts";

export type TrustData = {
  _id: string;
  name: string;
  type: string;
  description: string | null;
  issuer?: string | null;
  reference?: string | null;
  scope?: string | null;
  validUntil?: string | null;
  reportOnRequest?: boolean;
  reviewCount?: number | null;
  evidenceUrl?: string | null;
};

/** The words beside a badge's details, from the studio's site settings. */
export type TrustLabels = NonNullable<
  Extract<
    NonNullable<PageQueryResult>["blocks"][number],
    { _type: "certificationsBlock" }
  >["labels"]
>;

/**
 * Certifications, compliance, partner status and ratings, each with what backs it: who issued
 * it, its number, scope and expiry, and a way to check it (the certificate, the review
 * profile) or to ask for the report, which opens the contact form with the request written.
 */
export function TrustGrid({
  items,
  labels,
  columns = 3,
}: {
  items: TrustData[];
  labels?: TrustLabels | null;
  /** At most this many side by side on a wide screen. */
  columns?: 2 | 3;
}) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map((item) => {
        const details = labels
          ? [
              item.issuer ? { label: labels.issuedBy, value: item.issuer } : null,
              item.reference ? { label: labels.reference, value: item.reference } : null,
              item.validUntil
                ? { label: labels.validUntil, value: formatDate(item.validUntil) }
                : null,
            ].filter((detail) => detail !== null)
          : [];
        // The links say what they do; the badge's name, read after them, says for what.
        const nameId = `trust-${item._id.replace(/[^\w-]/g, "-")}`;
        const reviews =
          labels && item.type === "rating" && item.reviewCount && item.evidenceUrl
            ? labels.reviews.replaceAll("{count}", String(item.reviewCount))
            : null;
        return (
          <li
            key={item._id}
            className="flex gap-3 rounded-card border border-ink-200 bg-white p-5 shadow-card"
          >
            <Icon name="badge-check" className="mt-0.5 size-6 shrink-0 text-accent-700" />
            <div className="min-w-0">
              <p id={nameId} className="font-semibold text-ink-900">
                {item.name}
                <span className="sr-only"> (verified)</span>
              </p>
              {item.description ? (
                <p className="mt-1 text-sm text-ink-600">{item.description}</p>
              ) : null}
              {item.scope ? <p className="mt-2 text-sm text-ink-600">{item.scope}</p> : null}
              {details.length > 0 ? (
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {details.map((detail) => (
                    <div key={detail.label} className="contents">
                      <dt className="text-ink-600">{detail.label}</dt>
                      <dd className="font-medium text-ink-900">{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {labels && (reviews || item.evidenceUrl || item.reportOnRequest) ? (
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {item.evidenceUrl ? (
                    <a
                      href={item.evidenceUrl}
                      aria-describedby={nameId}
                      className="link inline-flex items-center gap-1"
                    >
                      {reviews ?? labels.evidence}
                      <Icon name="external-link" className="size-3.5" />
                    </a>
                  ) : null}
                  {item.reportOnRequest ? (
                    <a
                      href={`/contact?report=${encodeURIComponent(item._id)}#contact-form-heading`}
                      aria-describedby={nameId}
                      className="link"
                    >
                      {labels.requestReport}
                    </a>
                  ) : null}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
