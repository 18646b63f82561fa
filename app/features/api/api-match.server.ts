import { matchRole } from "~/features/matching/match.server";
import { type MatchInput, matchInputSchema } from "~/features/matching/match-input";
import type { MatchResult } from "~/features/matching/matcher";
import { requireDatabase } from "~/lib/db/require-database.server";
import { mediaType, readBodyBytes } from "~/lib/http/request-body.server";

import { authenticateApi } from "./api-auth.server";
import { ApiError, apiJson } from "./api-response.server";

// POST /api/v1/match: the briefing's matcher for a token with the `match` scope. A token is
// staff: it sees every profile, each saying whether its owner consented to be shown, and may
// ask for up to 50 candidates; the visitor's limits are the website's, not the API's.

/** A brief is a few hundred bytes; this is room for long skill lists, not for a file. */
export const MATCH_BODY_MAX_BYTES = 16 * 1024;

export interface BodyProblem {
  path: string;
  message: string;
}

async function readJsonBody(request: Request): Promise<unknown> {
  if (mediaType(request) !== "application/json") {
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Send the brief as JSON, with Content-Type: application/json.",
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, MATCH_BODY_MAX_BYTES);
  } catch (refusal) {
    if (refusal instanceof Response && refusal.status === 413) {
      throw new ApiError(413, "payload_too_large", "The brief is larger than 16 KB.");
    }
    if (refusal instanceof Response) {
      throw new ApiError(400, "invalid_request", "The body could not be read.");
    }
    throw refusal;
  }
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ApiError(400, "invalid_request", "The body is not JSON.", [
      { path: "$", message: "Not valid JSON" },
    ]);
  }
}

/** The body as the matcher's input, or a 400 naming each field that is wrong. */
export function parseMatchBody(body: unknown): MatchInput {
  const parsed = matchInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems: BodyProblem[] = parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: key, message: "is not known" }))
      : [{ path: issue.path.join(".") || "$", message: issue.message }],
  );
  throw new ApiError(400, "invalid_request", "The brief is not valid.", problems);
}

export async function matchFromApi(request: Request, now = new Date()): Promise<Response> {
  const db = await requireDatabase();
  await authenticateApi(request, db, "match", { now });
  const input = parseMatchBody(await readJsonBody(request));
  const result: MatchResult = await matchRole(db, input, { audience: "staff", now });
  return apiJson(result);
}
