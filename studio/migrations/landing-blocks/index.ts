import { at, defineMigration, set, unset } from "sanity/migrate";

import {
  convertLanding,
  LEGACY_LANDING_FIELDS,
  type LandingDocument,
} from "../../landing-blocks-migration";

/**
 * The home page's conversion from nine fixed sections to blocks, for a hosted Sanity project:
 * `npx sanity migration run landing-blocks` (a dry run first, as the CLI does by default; add
 * --no-dry-run to write). A home page already converted gets no patch, so it can run again;
 * a draft is converted like the published page.
 */
export default defineMigration({
  title: "The home page as ordered blocks",
  documentTypes: ["landingPage"],
  migrate: {
    document(doc) {
      const { document, changed } = convertLanding(doc as unknown as LandingDocument);
      if (!changed) return undefined;
      const old = LEGACY_LANDING_FIELDS.filter((field) => field in doc);
      return [
        at("sampleProfile", set(document.sampleProfile)),
        at("matchPreview", set(document.matchPreview)),
        at("blocks", set(document.blocks)),
        ...old.map((field) => at(field, unset())),
      ];
    },
  },
});
