import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool, type StructureResolver } from "sanity/structure";

import { CreateRedirectAction, guardAddressChange } from "./actions/page-address-actions";
import { SINGLETON_TYPES, schemaTypes } from "./schemaTypes";
import { PAGE_PRESET_IDS, pagePresetTemplates } from "./schemaTypes/page-presets";
import { toolsForUser } from "./tools-for-role";

/**
 * The project ID and dataset come from the environment (SANITY_STUDIO_* variables are
 * exposed to the studio bundle). The defaults are placeholders so that offline CLI commands
 * (schema extract, typegen, documents validate, build) work without a Sanity account.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "neargenius";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/**
 * The site's address (e.g. https://neargenius.com). Set, the Presentation tool shows the real
 * pages with the drafts being edited: it opens them through the site's
 * /api/preview/enable, which checks the secret the studio writes for it (decision 055).
 */
const siteUrl = process.env.SANITY_STUDIO_SITE_URL;

const singletonTypes = new Set<string>(SINGLETON_TYPES);

const SINGLETON_TITLES: Record<(typeof SINGLETON_TYPES)[number], string> = {
  siteSettings: "Site settings",
  navigation: "Main menu",
  footer: "Footer",
  contactPage: "Contact page",
  landingPage: "Home page",
  solutionsPage: "Solutions pages",
  teamBuilderSettings: "Team builder (roles, calculator, quote)",
  briefingSettings: "Briefing (assistant, next steps)",
  bookingSettings: "Book a call (texts, hours, experts)",
  mailCopy: "Confirmation mails (contact, applications, quotes)",
  consentTexts: "Consent and privacy texts",
  matchingModelCard: "How matching works (model card)",
};

const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      // Singletons: one fixed document each, opened directly (no list, no "create new").
      ...SINGLETON_TYPES.map((type) =>
        S.listItem()
          .id(type)
          .title(SINGLETON_TITLES[type])
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(type).title(SINGLETON_TITLES[type])),
      ),
      // Home pages scheduled to take the fixed one's place ("Takes the place of", decision 100).
      S.listItem()
        .id("scheduledLandingPages")
        .title("Scheduled home pages")
        .schemaType("landingPage")
        .child(
          S.documentList()
            .title("Scheduled home pages")
            .schemaType("landingPage")
            .filter('_type == "landingPage" && _id != "landingPage"')
            .initialValueTemplates([S.initialValueTemplateItem("landingPage")]),
        ),
      S.divider(),
      S.documentTypeListItem("trustItem").title("Trust items (certifications, ratings…)"),
      S.documentTypeListItem("claim").title("Claims (every figure, stated once)"),
      // New pages start from a preset (the old layouts' blocks) or from nothing.
      S.listItem()
        .id("page")
        .title("Pages")
        .schemaType("page")
        .child(
          S.documentTypeList("page")
            .title("Pages")
            .initialValueTemplates(
              [...PAGE_PRESET_IDS, "page"].map((id) => S.initialValueTemplateItem(id)),
            ),
        ),
      S.documentTypeListItem("redirect").title("Redirects (old addresses)"),
      S.documentTypeListItem("solution").title("Solutions"),
      S.documentTypeListItem("testimonial").title("Testimonials"),
      S.documentTypeListItem("article").title("Articles & playbooks"),
      S.documentTypeListItem("teamMember").title("Team members"),
      S.documentTypeListItem("jobPosition").title("Open positions"),
      S.documentTypeListItem("careerBenefit").title("Careers benefits"),
      S.documentTypeListItem("faq").title("FAQ (answered by the briefing assistant)"),
    ]);

export default defineConfig({
  name: "default",
  title: "Near Genius",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    ...(siteUrl
      ? [
          presentationTool({
            title: "Preview",
            previewUrl: { initial: siteUrl, previewMode: { enable: "/api/preview/enable" } },
          }),
        ]
      : []),
    visionTool({ defaultApiVersion: "2025-02-19" }),
  ],
  // Editors see their content; the GROQ console only for administrators and developers.
  tools: (tools, { currentUser }) => toolsForUser(tools, currentUser),
  schema: {
    types: schemaTypes,
    // No "new document" templates for singletons: they exist once, with a fixed _id. A home
    // page scheduled to take the fixed one's place is created from its own list. Pages get a
    // template per preset besides the empty one.
    templates: (templates) => [
      ...templates.filter(
        ({ schemaType }) => !singletonTypes.has(schemaType) || schemaType === "landingPage",
      ),
      ...pagePresetTemplates(),
    ],
  },
  document: {
    // Singletons cannot be duplicated, deleted or unpublished from the studio.
    actions: (actions, { schemaType, documentId }) => {
      const scheduledHomePage = schemaType === "landingPage" && documentId !== "landingPage";
      if (singletonTypes.has(schemaType) && !scheduledHomePage) {
        return actions.filter(
          ({ action }) => action && ["publish", "discardChanges", "restore"].includes(action),
        );
      }
      // A page's new address waits for a redirect while content links to its old one.
      if (schemaType === "page") {
        return [
          ...actions.map((action) =>
            action.action === "publish" ? guardAddressChange(action) : action,
          ),
          CreateRedirectAction,
        ];
      }
      return actions;
    },
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === "global"
        ? items.filter((item) => !singletonTypes.has(item.templateId))
        : items,
  },
});
