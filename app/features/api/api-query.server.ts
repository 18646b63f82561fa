import type { z } from "~/lib/forms/zod";

import { ApiError } from "./api-response.server";

export interface QueryProblem {
  parameter: string;
  message: string;
}

/**
 * A list's query string read by `schema` (a strict object), or a 400 naming each parameter
 * that is wrong, repeated or unknown. Unlike the staff pages, which drop a malformed filter so
 * a hand-edited link still opens, the API refuses it: a client that misspells a filter should
 * learn so, not get everything back.
 */
export function parseApiQuery<Schema extends z.ZodType>(
  schema: Schema,
  params: URLSearchParams,
): z.output<Schema> {
  const problems: QueryProblem[] = [];
  for (const key of new Set(params.keys())) {
    if (params.getAll(key).length > 1) problems.push({ parameter: key, message: "is repeated" });
  }
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) problems.push({ parameter: key, message: "is not known" });
      } else {
        problems.push({ parameter: String(issue.path[0] ?? "query"), message: issue.message });
      }
    }
  }
  if (problems.length > 0 || !parsed.success) {
    throw new ApiError(400, "invalid_request", "The query string is not valid.", problems);
  }
  return parsed.data;
}
