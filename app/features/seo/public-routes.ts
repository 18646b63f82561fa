/**
 * Every public page with a fixed address, in the order the sitemap lists them. Articles
 * (`/insights/articles/:slug`) come from the CMS and are added by the sitemap itself.
 * The sitemap, its end-to-end test and `npm run bench:pages` all start from this list;
 * `public-routes.test.ts` checks it against `app/routes.ts`, so a page added there
 * without a decision here fails the unit tests.
 */
export const solutionTypes = [
  "startups",
  "midmarket",
  "fintechs",
  "enterprise",
  "consulting",
] as const;

/**
 * The site's built-in pages of generic layout: Page documents at these addresses, each with a
 * route of its own (app/routes.ts registers routes/content-page.tsx once per address). Pages
 * an editor adds at any other free address are served by the catch-all route.
 */
export const contentPagePaths = [
  "/how-it-works/hybrid-delivery",
  "/how-it-works/ai-sourcing",
  "/why/powered-by-luby",
  "/why/banking-quality",
  "/why/track-record",
  "/about/story",
  "/privacy-policy",
  "/terms",
  "/security-compliance",
] as const;

/** Addresses whose own routes read their heading and copy from a Page document. */
export const pageDocumentPaths: readonly string[] = [
  ...contentPagePaths,
  "/insights/client-success",
  "/insights/articles",
  "/about/leadership",
  "/about/careers",
];

/** First path segments that are never a page an editor may create (staff, APIs, files). */
export const reservedSegments: readonly string[] = ["admin", "api", "auth", "assets", "media"];

/**
 * Every address pattern app/routes.ts registers outside the reserved segments, the catch-all
 * aside: a Page document at an address one of these matches would never be shown.
 * public-routes.test.ts checks this list against the route config.
 */
export const appRoutePatterns: readonly string[] = [
  "/",
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  "/site.webmanifest",
  "/social-card.png",
  "/company-registration",
  "/contact",
  "/contact/book-call",
  "/contact/book-call/manage/:token",
  "/contact/book-call/manage/:token/invite.ics",
  "/newsletter/subscribe",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/about/careers/:slug/apply",
  "/insights/articles/:slug/download",
  "/insights/articles/:slug/download/:token",
  "/stack-selection",
  "/calculator",
  "/calculator/quote",
  "/resume/:token",
  "/shortlist",
  "/shortlist.pdf",
  "/shortlist/open/:token",
  "/shortlist/interviews",
  "/shortlist/interviews/manage/:token",
  "/talent/consent/:token",
  "/briefing",
  "/briefing/submitted",
  "/preview",
  "/preview/visual-editing/:file",
  "/solutions/:type",
  ...contentPagePaths,
  "/insights/client-success",
  "/insights/articles",
  "/insights/articles/:slug",
  "/about/leadership",
  "/about/careers",
  "/how-matching-works",
];

export const publicPaths: readonly string[] = [
  "/",
  ...solutionTypes.map((type) => `/solutions/${type}`),
  "/how-it-works/hybrid-delivery",
  "/how-it-works/ai-sourcing",
  "/why/powered-by-luby",
  "/why/banking-quality",
  "/why/track-record",
  "/insights/client-success",
  "/insights/articles",
  "/about/story",
  "/about/leadership",
  "/about/careers",
  "/privacy-policy",
  "/terms",
  "/security-compliance",
  // The matcher's model card (linked from the footer).
  "/how-matching-works",
  // The funnel's entry pages (linked from the navigation and every call to action).
  "/company-registration",
  "/contact",
  "/contact/book-call",
  "/briefing",
];

/** Where article pages live; the sitemap appends `/{slug}` for each published article. */
export const articlesBasePath = "/insights/articles";

/**
 * Registered routes that are deliberately not in the sitemap, with the reason. Paths
 * are route-config patterns as written in `app/routes.ts`.
 */
export const notInSitemap: Readonly<Record<string, string>> = {
  healthz: "health probe for load balancers, not a page",
  "sitemap.xml": "the sitemap itself",
  "robots.txt": "crawler instructions, not a page",
  "site.webmanifest": "the web app manifest (name and icons for a home screen), not a page",
  "social-card.png": "the picture a shared link shows, not a page",
  "media/images/:projectId/:dataset/:file": "the studio's pictures, resized; shown on pages",
  "*": "Page documents an editor added at a free address (listed from the CMS), else the 404 page",
  "solutions/:type": "listed once per audience above",
  "insights/articles/:slug": "listed once per article from the CMS",
  preview: "an editor's draft preview: opens a preview link, and the banner posts here to leave",
  "preview/visual-editing/:file": "the click-to-edit overlays' scripts, for preview sessions only",
  "newsletter/subscribe": "form endpoint; answers the newsletter box without JavaScript",
  "newsletter/confirm": "personal confirmation link from an e-mail, noindex",
  "newsletter/unsubscribe": "personal unsubscribe link from an e-mail, noindex",
  "calculator/quote": "resource route that answers the calculator's requests",
  "stack-selection": "second step of the team builder, reached from /company-registration",
  calculator: "third step of the team builder; it prices the roles chosen before",
  "about/careers/:slug/apply":
    "one application form per position, noindex; the positions are on /about/careers",
  "insights/articles/:slug/download":
    "playbook download form, noindex; the playbook is its article page",
  "insights/articles/:slug/download/:token": "personal download link (PDF)",
  "resume/:token": "private link from the registration e-mail; it redirects, noindex",
  shortlist: "the client's private shortlist behind the lead cookie, noindex",
  "shortlist.pdf": "the client's private shortlist as a PDF, behind the lead cookie, noindex",
  "shortlist/open/:token": "private link from the shortlist e-mail; it redirects, noindex",
  "shortlist/interviews": "the client's private interview booking behind the lead cookie, noindex",
  "shortlist/interviews/manage/:token":
    "private link from the interview e-mails to move or cancel one, noindex",
  "talent/consent/:token":
    "private link from the e-mail asking an applicant to be shown to clients, noindex",
  "briefing/submitted": "personal confirmation of a submitted briefing, noindex",
  "auth/linkedin": "starts the LinkedIn sign-in of the briefing; it redirects",
  "auth/linkedin/callback": "LinkedIn's return address; it redirects, noindex",
  "contact/book-call/manage/:token":
    "private link from the booking e-mail to see, move or cancel one call, noindex",
  "contact/book-call/manage/:token/invite.ics": "the booked call's calendar file, not a page",
};

/**
 * The staff area (/admin and below, whoever adds a page there): behind sign-in, noindex and
 * disallowed in robots.txt, so never listed.
 */
export const isStaffRoute = (pattern: string) =>
  pattern === "admin" || pattern.startsWith("admin/");

/** Route-config path patterns that are APIs (no pages), never listed. */
export const isApiRoute = (pattern: string) => pattern === "api" || pattern.startsWith("api/");
