import { z } from "~/lib/forms/zod";

import { asOfFromInput, PREVIEW_AS_OF_MESSAGE } from "./preview-as-of";
import { previewStartPath } from "./preview-path";

export const PREVIEW_PATH_MESSAGE =
  'Enter the address of a page of the site, starting with "/" (e.g. /about/story).';

/**
 * The staff area's preview form: which page to start the preview on, and the time to show
 * the site as of (empty: now).
 */
export const previewRequestSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, PREVIEW_PATH_MESSAGE)
    .refine((path) => previewStartPath(path) === path, PREVIEW_PATH_MESSAGE),
  asOf: z
    .string()
    .nullish()
    .transform((value) => asOfFromInput(value ?? ""))
    .refine((value) => value !== null, PREVIEW_AS_OF_MESSAGE)
    .transform((value) => value ?? undefined),
  intent: z.enum(["open", "link"]),
});
