import { z } from "~/lib/forms/zod";

import { previewStartPath } from "./preview-path";

export const PREVIEW_PATH_MESSAGE =
  'Enter the address of a page of the site, starting with "/" (e.g. /about/story).';

/** The staff area's preview form: which page to start the preview on. */
export const previewRequestSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1, PREVIEW_PATH_MESSAGE)
    .refine((path) => previewStartPath(path) === path, PREVIEW_PATH_MESSAGE),
  intent: z.enum(["open", "link"]),
});
