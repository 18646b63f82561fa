import { data } from "react-router";

import { asOfInputValue } from "~/features/preview/preview-as-of";
import { previewRequestSchema } from "~/features/preview/preview-request-schema";
import { enterPreview } from "~/features/preview/preview-session.server";
import { PreviewStaffPage } from "~/features/preview/preview-staff-page";
import {
  issuePreviewToken,
  PREVIEW_LINK_HOURS,
  PREVIEW_SESSION_HOURS,
  previewKey,
} from "~/features/preview/preview-token.server";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import {
  recordStaffAction,
  requireStaff,
  staffRequestAddress,
} from "~/features/staff-auth/staff-session.server";
import { contentCanPreview } from "~/lib/content/content.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { fieldErrorsFromZod } from "~/lib/forms/form-result";
import { readFormData } from "~/lib/http/request-body.server";
import { siteOrigin } from "~/lib/site-origin.server";

import type { Route } from "./+types/admin.preview";

export const meta = () => staffMeta("Preview drafts");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { canPreview: contentCanPreview() };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await readFormData(request);
  const input = { path: form.get("path"), asOf: form.get("asOf"), intent: form.get("intent") };
  const parsed = previewRequestSchema.safeParse(input);
  if (!parsed.success) {
    return data(
      {
        path: String(input.path ?? ""),
        asOf: String(input.asOf ?? ""),
        fieldErrors: fieldErrorsFromZod(parsed.error, input),
        link: null,
      },
      { status: 422 },
    );
  }
  const { path, asOf, intent } = parsed.data;
  const db = await requireDatabase();
  const key = await previewKey(async () => db);
  if (intent === "open") {
    const issued = await issuePreviewToken(key, PREVIEW_SESSION_HOURS, new Date(), { asOf });
    return enterPreview(request, issued, path);
  }
  const issued = await issuePreviewToken(key, PREVIEW_LINK_HOURS, new Date(), { asOf });
  // Who handed out which preview, until when: a link works for anyone holding it.
  await recordStaffAction(
    db,
    staff,
    "preview.link-created",
    null,
    {
      path,
      expiresAt: issued.expiresAt.toISOString(),
      ...(asOf ? { asOf: asOf.toISOString() } : {}),
    },
    staffRequestAddress(request),
  );
  const url = new URL("/preview", siteOrigin(request));
  url.searchParams.set("token", issued.token);
  url.searchParams.set("path", path);
  return data(
    {
      path,
      asOf: asOf ? asOfInputValue(asOf) : "",
      fieldErrors: {},
      link: {
        url: url.href,
        expiresAt: issued.expiresAt.toISOString(),
        asOf: asOf?.toISOString() ?? null,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AdminPreview({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PreviewStaffPage
      canPreview={loaderData.canPreview}
      path={actionData?.path ?? "/"}
      asOf={actionData?.asOf ?? ""}
      fieldErrors={actionData?.fieldErrors}
      link={actionData?.link ?? null}
    />
  );
}
