import { data, redirect } from "react-router";

import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import {
  ENDPOINT_FIELDS,
  ENDPOINT_MESSAGES,
  endpointSchema,
} from "~/features/webhooks/endpoint-schema";
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  setEndpointEnabled,
} from "~/features/webhooks/endpoints.server";
import {
  ENDPOINT_NOTICES,
  type EndpointNotice,
  EndpointsPage,
} from "~/features/webhooks/endpoints-page";
import { requireDatabase } from "~/lib/db/require-database.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin.webhooks";

// Hydrated for the secret's copy button; every form here also works as a plain post.
export const handle: RouteHandle = { hydrate: true };

export const meta = () => staffMeta("Webhooks");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: "admin" });
  const endpoints = await listEndpoints(await requireDatabase());
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    endpoints: endpoints.map((endpoint) => ({
      ...endpoint,
      createdAt: endpoint.createdAt.toISOString(),
    })),
    notice: notice && notice in ENDPOINT_NOTICES ? (notice as EndpointNotice) : null,
  };
}

const isUuid = (value: FormDataEntryValue | null): value is string =>
  typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value);

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  const ipAddress = staffRequestAddress(request);
  const form = await request.clone().formData();
  const intent = form.get("intent");

  if (intent === "toggle" || intent === "delete") {
    const endpointId = form.get("endpointId");
    const db = await requireDatabase();
    if (!isUuid(endpointId)) throw data("No such endpoint.", { status: 404 });
    let done: boolean;
    let notice: EndpointNotice;
    if (intent === "delete") {
      done = await deleteEndpoint(db, staff, endpointId, ipAddress);
      notice = "deleted";
    } else {
      const enabled = form.get("enabled") === "true";
      done = await setEndpointEnabled(db, staff, endpointId, enabled, ipAddress);
      notice = enabled ? "enabled" : "disabled";
    }
    return redirect(`/admin/webhooks?notice=${done ? notice : "missing"}`);
  }
  if (intent !== "add") throw data("Unknown action.", { status: 400 });

  return formAction(request, {
    name: "webhook-endpoint",
    fields: ENDPOINT_FIELDS,
    schema: endpointSchema,
    failedMessage: ENDPOINT_MESSAGES.failed,
    save: async (db, input) => {
      const created = await createEndpoint(db, staff, input, {}, ipAddress);
      if (!created.ok) {
        throw new FormRefusal(422, {
          fieldErrors: { url: { code: "not_allowed", message: created.message } },
        });
      }
      return {
        result: {
          endpointId: created.endpoint.id,
          url: created.endpoint.url,
          secret: created.secret,
        },
      };
    },
  });
}

export default function AdminWebhooks({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EndpointsPage
      endpoints={loaderData.endpoints}
      notice={loaderData.notice}
      result={actionData}
    />
  );
}
