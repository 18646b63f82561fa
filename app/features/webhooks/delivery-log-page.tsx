import { Form, Link } from "react-router";

import { DataTable, type DataTableColumn } from "~/components/data-table";

export interface DeliveryRow {
  id: string;
  messageId: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** Every attempt since the delivery was queued (a redelivery adds to it), oldest first. */
  history: {
    attemptedAt: string;
    statusCode: number | null;
    error: string | null;
    durationMs: number;
  }[];
}

export const DELIVERY_NOTICES = {
  redelivered: "Queued again with the same webhook-id; it goes out within a few seconds.",
  inFlight: "That delivery is being sent right now; try again once it has an answer.",
  missing: "That delivery no longer exists.",
} as const;

export type DeliveryNotice = keyof typeof DELIVERY_NOTICES;

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{timeFormat.format(new Date(iso))}</time>;
}

const STATUS_STYLE: Record<DeliveryRow["status"], string> = {
  delivered: "text-accent-800",
  pending: "text-ink-800",
  failed: "text-danger-700",
};

const STATUS_LABEL: Record<DeliveryRow["status"], string> = {
  delivered: "Delivered",
  pending: "Waiting",
  failed: "Failed",
};

const COLUMNS: readonly DataTableColumn<DeliveryRow>[] = [
  {
    header: "Event",
    cell: (delivery) => (
      <>
        <span className="font-mono text-xs text-ink-900">{delivery.eventType}</span>
        <p className="text-xs text-ink-600">
          <Time iso={delivery.createdAt} />
        </p>
      </>
    ),
  },
  {
    header: "Webhook-id",
    className: "break-all font-mono text-xs text-ink-700",
    cell: (delivery) => delivery.messageId,
  },
  {
    header: "Status",
    className: (delivery) => `font-semibold ${STATUS_STYLE[delivery.status]}`,
    cell: (delivery) => (
      <>
        {STATUS_LABEL[delivery.status]}
        {delivery.deliveredAt ? (
          <p className="text-xs font-normal text-ink-600">
            <Time iso={delivery.deliveredAt} />
          </p>
        ) : null}
      </>
    ),
  },
  {
    header: "Attempts",
    className: "text-ink-700",
    cell: (delivery) =>
      delivery.history.length === 0 ? (
        delivery.attempts
      ) : (
        <details>
          <summary className="cursor-pointer">
            {delivery.attempts}{" "}
            <span className="link text-xs">(log of {delivery.history.length})</span>
          </summary>
          <ol className="mt-1 grid min-w-56 gap-1 text-xs">
            {delivery.history.map((attempt) => (
              <li key={attempt.attemptedAt + attempt.durationMs}>
                <Time iso={attempt.attemptedAt} />:{" "}
                {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : attempt.error} (
                {attempt.durationMs} ms)
              </li>
            ))}
          </ol>
        </details>
      ),
  },
  {
    header: "Last answer",
    className: "max-w-xs break-words text-ink-700",
    cell: (delivery) => (
      <>
        {delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : ""}
        {delivery.lastError ? <p className="text-xs text-ink-600">{delivery.lastError}</p> : null}
        {delivery.lastStatusCode === null && !delivery.lastError ? "—" : null}
      </>
    ),
  },
  {
    header: "Next attempt",
    className: "whitespace-nowrap text-ink-700",
    cell: (delivery) => (delivery.nextAttemptAt ? <Time iso={delivery.nextAttemptAt} /> : "—"),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (delivery) => (
      <Form method="post">
        <input type="hidden" name="deliveryId" value={delivery.id} />
        <button
          type="submit"
          className="btn-secondary min-h-9 px-3 py-1.5"
          aria-label={`Redeliver ${delivery.eventType} ${delivery.messageId}`}
        >
          Redeliver
        </button>
      </Form>
    ),
  },
];

export function DeliveryLogPage({
  endpoint,
  deliveries,
  notice,
}: {
  endpoint: { id: string; url: string; description: string | null; enabled: boolean };
  deliveries: DeliveryRow[];
  notice: DeliveryNotice | null;
}) {
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/webhooks" className="link">
          All endpoints
        </Link>
      </p>
      <h1 className="mt-2 font-display text-2xl font-bold text-ink-900">Delivery log</h1>
      <p className="mt-2 break-all text-ink-800">
        <span className="font-semibold">{endpoint.url}</span>
        {endpoint.description ? ` — ${endpoint.description}` : ""}
        {endpoint.enabled ? "" : " (disabled: deliveries wait until it is enabled)"}
      </p>
      <p className="mt-1 text-sm text-ink-600">
        The latest 100 deliveries, newest first (times in UTC). Redeliver sends the same message
        again with its webhook-id, so the receiver can tell it is a repeat.
      </p>
      {notice ? (
        <p
          role="status"
          className={`mt-4 rounded-control border p-3 text-sm ${
            notice === "redelivered"
              ? "border-accent-600 bg-accent-50 text-accent-800"
              : "border-danger-600 bg-danger-50 text-danger-700"
          }`}
        >
          {DELIVERY_NOTICES[notice]}
        </p>
      ) : null}
      <DataTable
        caption="Deliveries to this endpoint, newest first"
        columns={COLUMNS}
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        empty={<p className="mt-6 text-ink-700">Nothing sent to this endpoint yet.</p>}
        className="relative mt-6"
        tableClassName="min-w-[56rem]"
        rowClassName="align-top"
      />
    </>
  );
}
