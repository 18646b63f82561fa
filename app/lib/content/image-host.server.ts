import path from "node:path";

import { env } from "~/lib/env.server";

import { datasetFile } from "./content.server";
import type { ImageHost } from "./image";
import { createImageServer, type ImageServer } from "./image-transform.server";

/** The path segments the site's own image URLs carry where Sanity's carry project and dataset. */
export const LOCAL_IMAGE_HOST: ImageHost = {
  baseUrl: "/media",
  projectId: "bundled",
  dataset: "production",
};

/** Where pictures come from: Sanity's CDN for a Sanity project, else this site (/media/images/…). */
export function imageHost(): ImageHost {
  const config = env();
  return config.SANITY_PROJECT_ID
    ? {
        baseUrl: "https://cdn.sanity.io",
        projectId: config.SANITY_PROJECT_ID,
        dataset: config.SANITY_DATASET,
      }
    : LOCAL_IMAGE_HOST;
}

let server: ImageServer | undefined;

/** The server of the bundled dataset's pictures; null when the content is a Sanity project's. */
export function localImageServer(): ImageServer | null {
  if (env().SANITY_PROJECT_ID) return null;
  server ??= createImageServer({ directory: path.join(path.dirname(datasetFile()), "images") });
  return server;
}
