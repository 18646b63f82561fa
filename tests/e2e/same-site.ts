import { baseURL } from "../../playwright.config";

/**
 * The Origin header this site's own pages send with a post. Addresses without a page (the
 * team builder's saves, the briefing's drafts and files) refuse a post that lacks it.
 */
export const FROM_SITE = { origin: new URL(baseURL).origin };
