import { data } from "react-router";

import { PreviewLinkPage } from "~/features/preview/preview-link-page";
import { previewStartPath } from "~/features/preview/preview-path";
import {
  enterPreview,
  leavePreview,
  previewOfRequest,
  verifiedPreviewToken,
} from "~/features/preview/preview-session.server";
import { readFormData } from "~/lib/http/request-body.server";

import type { Route } from "./+types/preview";

// A preview link (`/preview?token=…&path=/…`, made in the staff area) turns the draft preview
// on for whoever opens it and takes them to the page; the banner's button posts here to leave.
export const meta = () => [
  { title: "Draft preview | Near Genius" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
  if (token) {
    const grant = await verifiedPreviewToken(token);
    if (grant) {
      throw await enterPreview(
        request,
        { token, expiresAt: grant.expiresAt },
        previewStartPath(url.searchParams.get("path")),
      );
    }
    return data({ state: "expired" as const }, { status: 403, headers });
  }
  const active = await previewOfRequest(request);
  return data({ state: active ? ("active" as const) : ("none" as const) }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  return leavePreview(request, previewStartPath(form.get("path")));
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  return <PreviewLinkPage state={loaderData.state} />;
}
