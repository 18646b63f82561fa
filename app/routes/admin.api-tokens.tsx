import { data, redirect } from "react-router";

import { apiTokenSchema, TOKEN_FIELDS, TOKEN_MESSAGES } from "~/features/api/api-token-schema";
import { createApiToken, listApiTokens, revokeApiToken } from "~/features/api/api-tokens.server";
import { ApiTokensPage, TOKEN_NOTICES, type TokenNotice } from "~/features/api/api-tokens-page";
import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff, staffRequestAddress } from "~/features/staff-auth/staff-session.server";
import { requireDatabase } from "~/lib/db/require-database.server";
import { formAction, FormRefusal } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/http/request-body.server";
import type { RouteHandle } from "~/lib/route-handle";

import type { Route } from "./+types/admin.api-tokens";

// Hydrated for the token's copy button and the revoke confirmation; both forms also work as
// plain posts.
export const handle: RouteHandle = { hydrate: true };

export const meta = () => staffMeta("API tokens");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { roles: ["admin"] });
  const tokens = await listApiTokens(await requireDatabase());
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    tokens: tokens.map((token) => ({
      ...token,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      revokedAt: token.revokedAt?.toISOString() ?? null,
    })),
    notice: notice && notice in TOKEN_NOTICES ? (notice as TokenNotice) : null,
  };
}

const isUuid = (value: FormDataEntryValue | null): value is string =>
  typeof value === "string" &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, { roles: ["admin"] });
  const ipAddress = staffRequestAddress(request);
  // The intent is read from a copy within the form cap; the create branch reads the body
  // again through the form kit.
  const form = await readFormData(request.clone());
  const intent = form.get("intent");

  if (intent === "revoke") {
    const tokenId = form.get("tokenId");
    const db = await requireDatabase();
    const done = isUuid(tokenId) && (await revokeApiToken(db, staff, tokenId, ipAddress));
    return redirect(`/admin/api-tokens?notice=${done ? "revoked" : "missing"}`);
  }
  if (intent !== "create") throw data("Unknown action.", { status: 400 });

  return formAction(request, {
    name: "api-token",
    fields: TOKEN_FIELDS,
    schema: apiTokenSchema,
    failedMessage: TOKEN_MESSAGES.failed,
    save: async (db, input) => {
      const created = await createApiToken(db, staff, input, ipAddress);
      if (!created.ok) {
        throw new FormRefusal(409, {
          fieldErrors: { name: { code: "not_allowed", message: TOKEN_MESSAGES.nameTaken } },
        });
      }
      // No redirect, even without JavaScript: the answer to this post is the one page that
      // ever shows the token.
      return {
        result: { tokenId: created.summary.id, name: created.summary.name, token: created.token },
      };
    },
  });
}

export default function AdminApiTokens({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ApiTokensPage tokens={loaderData.tokens} notice={loaderData.notice} result={actionData} />
  );
}
