import { requiredText } from "~/lib/forms/fields";
import { z } from "~/lib/forms/zod-mini";

import { API_SCOPES, type ApiScope } from "./api-scopes";

// The new-token form, read by the page and the action alike. Each scope is its own checkbox
// field ("scope:talent:read" = "yes"), so the form kit reads it like any field.

/** Longest name; it becomes "api-token:<name>" in the audit log. */
export const TOKEN_NAME_MAX = 80;

export const scopeField = (scope: ApiScope) => `scope:${scope}`;

export const TOKEN_FIELDS = ["name", ...API_SCOPES.map(scopeField)] as const;

export const TOKEN_MESSAGES = {
  failed: "The token was not created. Please try again.",
  noScopes: "Choose at least one scope",
  nameTaken: "An active token already has this name; pick another or revoke that one first",
} as const;

const scopeShape = Object.fromEntries(
  API_SCOPES.map((scope) => [scopeField(scope), z.optional(z.string())]),
) as Record<string, z.ZodMiniOptional<z.ZodMiniString>>;

const ticked = (values: object, scope: ApiScope) =>
  (values as Record<string, unknown>)[scopeField(scope)] === "yes";

export const apiTokenSchema = z.pipe(
  z
    .object({
      name: requiredText(TOKEN_NAME_MAX, "Name"),
      ...scopeShape,
    })
    .check(
      z.superRefine((values, context) => {
        if (!API_SCOPES.some((scope) => ticked(values, scope))) {
          context.addIssue({
            code: "custom",
            path: ["scopes"],
            message: TOKEN_MESSAGES.noScopes,
            params: { reason: "required" },
          });
        }
      }),
    ),
  z.transform((values) => ({
    name: values.name,
    scopes: API_SCOPES.filter((scope) => ticked(values, scope)),
  })),
);

export type ApiTokenInput = z.output<typeof apiTokenSchema>;
