import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

// PGlite bundles PostgreSQL's contrib extensions but loads only those handed to it when the
// cluster opens; CREATE EXTENSION fails for any other. Every PGlite the app or the tests open
// gets the same list, so a migration that needs one runs the same everywhere.
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };
