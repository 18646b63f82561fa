import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { contentPagePaths } from "./features/seo/public-routes";

export default [
  index("routes/home.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("site.webmanifest", "routes/site[.]webmanifest.ts"),
  route("social-card.png", "routes/social-card[.]png.ts"),
  route("media/images/:projectId/:dataset/:file", "routes/media.images.ts"),
  route("api/content-webhook", "routes/api.content-webhook.ts"),
  route("company-registration", "routes/company-registration.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/book-call", "routes/contact.book-call.tsx"),
  route("contact/book-call/manage/:token", "routes/contact.book-call.manage.tsx"),
  route("contact/book-call/manage/:token/invite.ics", "routes/contact.book-call.invite.ts"),
  route("newsletter/subscribe", "routes/newsletter.subscribe.tsx"),
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  route("about/careers/:slug/apply", "routes/careers.apply.tsx"),
  route("insights/articles/:slug/download", "routes/playbook.download.tsx"),
  route("insights/articles/:slug/download/:token", "routes/playbook.pdf.ts"),
  route("stack-selection", "routes/stack-selection.tsx"),
  route("calculator", "routes/calculator.tsx"),
  route("calculator/quote", "routes/calculator.quote.ts"),
  route("api/pool-count", "routes/api.pool-count.ts"),
  route("resume/:token", "routes/resume.tsx"),
  route("shortlist", "routes/shortlist.tsx"),
  route("shortlist.pdf", "routes/shortlist[.]pdf.ts"),
  route("shortlist/open/:token", "routes/shortlist.open.$token.tsx"),
  route("talent/consent/:token", "routes/talent.consent.$token.tsx"),
  route("api/lead/team", "routes/api.lead.team.ts"),
  route("briefing", "routes/briefing.tsx"),
  route("briefing/submitted", "routes/briefing.submitted.tsx"),
  route("api/briefing/draft", "routes/api.briefing.draft.ts"),
  route("api/briefing/preview", "routes/api.briefing.preview.ts"),
  route("api/briefing/files", "routes/api.briefing.files.ts"),
  route("api/briefing/files/:id/delete", "routes/api.briefing.files.delete.ts"),
  route("auth/linkedin", "routes/auth.linkedin.ts"),
  route("auth/linkedin/callback", "routes/auth.linkedin.callback.ts"),
  // Staff area (/admin). Every route inside the "admin" layout needs a signed-in staff member
  // (the layout's middleware checks before any child loader or action runs). Outside it: the
  // sign-in page, better-auth's magic-link landing, and the two a session still owing its
  // second factor's code may use (the code page and sign-out), which check for themselves.
  route("admin/sign-in", "routes/admin.sign-in.tsx"),
  route("admin/sign-in/code", "routes/admin.sign-in.code.tsx"),
  route("admin/sign-out", "routes/admin.sign-out.tsx"),
  route("api/staff-auth/*", "routes/api.staff-auth.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("account", "routes/admin.account.tsx"),
    route("audit", "routes/admin.audit.tsx"),
    route("leads.csv", "routes/admin.leads[.]csv.ts"),
    route("leads/:leadId", "routes/admin.leads.$leadId.tsx"),
    route("leads/:leadId/shortlist", "routes/admin.leads.$leadId.shortlist.tsx"),
    route("leads/:leadId/files/:fileId", "routes/admin.leads.$leadId.files.$fileId.ts"),
    route("leads/:leadId/quote.pdf", "routes/admin.leads.$leadId.quote[.]pdf.ts"),
    route("leads/:leadId/quotes/:reference", "routes/admin.leads.$leadId.quotes.$reference.ts"),
    route("people", "routes/admin.people.tsx"),
    route("talent", "routes/admin.talent.tsx"),
    route("talent/new", "routes/admin.talent.new.tsx"),
    route("talent/import", "routes/admin.talent.import.tsx"),
    route("talent/import/template.csv", "routes/admin.talent.import.template[.]csv.ts"),
    route("talent/:candidateId", "routes/admin.talent.$candidateId.tsx"),
    route("talent/:candidateId/edit", "routes/admin.talent.$candidateId.edit.tsx"),
    route(
      "talent/:candidateId/vettings/:vettingId/report",
      "routes/admin.talent.$candidateId.vettings.$vettingId.report.ts",
    ),
    route("people/export.json", "routes/admin.people.export[.]json.ts"),
    route("webhooks", "routes/admin.webhooks.tsx"),
    route("webhooks/:endpointId", "routes/admin.webhooks.$endpointId.tsx"),
    route("api-tokens", "routes/admin.api-tokens.tsx"),
    route("preview", "routes/admin.preview.tsx"),
  ]),
  // An editor's draft preview: a link from the staff area starts it, the banner ends it.
  route("preview", "routes/preview.tsx"),
  route("api/preview/enable", "routes/api.preview.enable.ts"),
  // The HTTP API for recruiting tools (decision 080): bearer tokens, JSON answers, and a JSON
  // 404 for any other address under it. Every route here is described in the OpenAPI
  // document, which a test checks.
  route("api/v1/openapi.json", "routes/api.v1.openapi[.]json.ts"),
  route("api/v1/talent", "routes/api.v1.talent.ts"),
  route("api/v1/talent/import", "routes/api.v1.talent.import.ts"),
  route("api/v1/talent/:id", "routes/api.v1.talent.$id.ts"),
  route("api/v1/match", "routes/api.v1.match.ts"),
  route("api/v1/*", "routes/api.v1.$.ts"),
  // Marketing pages; the built-in pages of generic layout share one module.
  route("solutions/:type", "routes/solutions.tsx"),
  ...contentPagePaths.map((path) =>
    route(path.slice(1), "routes/content-page.tsx", { id: `page:${path.slice(1)}` }),
  ),
  route("insights/client-success", "routes/client-success.tsx"),
  route("insights/articles", "routes/articles.tsx"),
  route("insights/articles/:slug", "routes/article.tsx"),
  route("about/leadership", "routes/leadership.tsx"),
  route("about/careers", "routes/careers.tsx"),
  route("how-matching-works", "routes/how-matching-works.tsx"),
  // After every route of the app: a Page document an editor published at a free address, or
  // the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
