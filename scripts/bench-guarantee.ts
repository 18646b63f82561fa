// The 48-hour guarantee's report (decision 087) over the configured database (DATABASE_URL,
// else PGlite in DATA_DIR), the one the app itself opens: the share of briefings that had an
// interview booked within 48 hours and the median hours to it. Seeds nothing and changes
// nothing but pending migrations, which the app would apply on start anyway.
// Usage: npm run bench:guarantee [-- --days 30]
import { parseArgs } from "node:util";

import { reportSentence } from "~/features/guarantee/guarantee";
import { guaranteeReport } from "~/features/guarantee/guarantee-report.server";
import {
  createDatabase,
  databaseTargetFromEnv,
  describeDatabaseError,
} from "~/lib/db/client.server";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { days: { type: "string", default: "30" } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1) {
    console.error("--days takes a whole number of days, 1 or more.");
    return 2;
  }
  const connection = await createDatabase({ target: databaseTargetFromEnv(), seed: false });
  try {
    const report = await guaranteeReport(connection.db, { now: new Date(), days });
    console.log(reportSentence(report, days));
  } finally {
    await connection.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:guarantee failed: ${describeDatabaseError(error)}`);
    process.exit(1);
  },
);
