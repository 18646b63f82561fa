import { data, redirect } from "react-router";

import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import {
  DELIVERY_NOTICES,
  DeliveryLogPage,
  type DeliveryNotice,
} from "~/features/webhooks/delivery-log-page";
import {
  attemptsOf,
  deliveryLog,
  loadEndpoint,
  redeliver,
} from "~/features/webhooks/endpoints.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { readFormData } from "~/lib/http/request-body.server";

import type { Route } from "./+types/admin.webhooks.$endpointId";

export const meta = () => staffMeta("Webhook delivery log");

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, { role: "admin" });
  const db = await requireDatabase();
  const endpoint = await loadEndpoint(db, params.endpointId);
  if (!endpoint) throw data("No such endpoint.", { status: 404 });
  const deliveries = await deliveryLog(db, endpoint.id);
  const attempts = await attemptsOf(
    db,
    deliveries.map((delivery) => delivery.id),
  );
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    endpoint: {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      enabled: endpoint.enabled,
    },
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      nextAttemptAt: iso(delivery.nextAttemptAt),
      deliveredAt: iso(delivery.deliveredAt),
      createdAt: delivery.createdAt.toISOString(),
      history: (attempts.get(delivery.id) ?? []).map((attempt) => ({
        ...attempt,
        attemptedAt: attempt.attemptedAt.toISOString(),
      })),
    })),
    notice: notice && notice in DELIVERY_NOTICES ? (notice as DeliveryNotice) : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  const deliveryId = (await readFormData(request)).get("deliveryId");
  const outcome = await redeliver(
    await requireDatabase(),
    staff,
    params.endpointId,
    typeof deliveryId === "string" ? deliveryId : "",
    new Date(),
    staffRequestAddress(request),
  );
  const notice: DeliveryNotice =
    outcome === "queued" ? "redelivered" : outcome === "in_flight" ? "inFlight" : "missing";
  return redirect(`/admin/webhooks/${params.endpointId}?notice=${notice}`);
}

export default function AdminWebhookDeliveries({ loaderData }: Route.ComponentProps) {
  return <DeliveryLogPage {...loaderData} />;
}
