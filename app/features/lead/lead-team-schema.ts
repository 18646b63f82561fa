import { z } from "~/lib/forms/zod-mini";

/** Where the team builder saves the visitor's roles and estimate against their lead. */
export const LEAD_TEAM_ENDPOINT = "/api/lead/team";

// One schema for what the team builder posts, read in the browser (to build the request) and
// on the server (to refuse anything else). zod's mini build, since it runs in the browser
// (decision 039).
export const leadTeamSchema = z.object({
  roleIds: z.array(z.uuid()).check(z.maxLength(200)),
  /** The estimate in the share link's compact form; absent while only roles are chosen. */
  estimate: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2_000))),
});

export type LeadTeamInput = z.infer<typeof leadTeamSchema>;

/** The form body for a save: repeated roleIds keep the visitor's order. */
export function leadTeamBody(input: LeadTeamInput): URLSearchParams {
  const body = new URLSearchParams();
  for (const id of input.roleIds) body.append("roleIds", id);
  if (input.estimate) body.set("estimate", input.estimate);
  return body;
}
