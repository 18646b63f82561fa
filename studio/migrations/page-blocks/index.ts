import { at, defineMigration, set, unset } from "sanity/migrate";

import { convertPage, LEGACY_PAGE_FIELDS, type PageDocument } from "../../page-blocks-migration";

/**
 * The same conversion as `npm run content:migrate-blocks` on the bundled dataset, for a hosted
 * Sanity project: `npx sanity migration run page-blocks` (a dry run first, as the CLI does by
 * default; add --no-dry-run to write). Pages already converted get no patch, so it can run
 * again; drafts are converted like the published pages.
 */
export default defineMigration({
  title: "Pages as ordered blocks",
  documentTypes: ["page"],
  migrate: {
    document(doc) {
      const { document, changed } = convertPage(doc as unknown as PageDocument);
      if (!changed) return undefined;
      const old = LEGACY_PAGE_FIELDS.filter((field) => field in doc);
      return [at("blocks", set(document.blocks)), ...old.map((field) => at(field, unset()))];
    },
  },
});
