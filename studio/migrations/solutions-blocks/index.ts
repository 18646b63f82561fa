import { at, defineMigration, set, unset } from "sanity/migrate";

import {
  convertSolutions,
  LEGACY_SOLUTIONS_FIELDS,
  type SolutionsDocument,
} from "../../solutions-blocks-migration";

/**
 * The audience pages' layout from fixed fields to blocks, for a hosted Sanity project:
 * `npx sanity migration run solutions-blocks` (a dry run first, as the CLI does by default; add
 * --no-dry-run to write). A document already converted gets no patch, so it can run again.
 */
export default defineMigration({
  title: "The solutions pages as ordered blocks",
  documentTypes: ["solutionsPage"],
  migrate: {
    document(doc) {
      const { document, changed } = convertSolutions(doc as unknown as SolutionsDocument);
      if (!changed) return undefined;
      const old = LEGACY_SOLUTIONS_FIELDS.filter((field) => field in doc);
      return [at("blocks", set(document.blocks)), ...old.map((field) => at(field, unset()))];
    },
  },
});
