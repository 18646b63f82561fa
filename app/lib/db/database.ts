import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema";

// Its own module so that code the client itself calls (the catalogue seed) can name the type
// without importing the client back.

/** A Drizzle database over either driver; queries are written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
