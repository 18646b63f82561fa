/**
 * The shared counter (see ~/lib/db/cache-version.server) every instance watches to know its
 * content answers, and the pages rendered from them, are stale.
 */
export const CONTENT_VERSION_NAME = "content";
