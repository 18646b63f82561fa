import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";

/** Where test workers write Node's diagnostic report when V8 ends them (a fatal error). */
export const NODE_REPORT_DIR = path.resolve("test-results/node-reports");

interface NodeReport {
  header?: { event?: string; trigger?: string; processId?: number };
  javascriptStack?: { message?: string; stack?: string[] };
  nativeStack?: { symbol?: string }[];
}

/**
 * Removes the reports an earlier run left, so a report always belongs to this run, and makes
 * the folder: Node writes no report into a folder that does not exist.
 */
export async function clearNodeReports(): Promise<void> {
  await rm(NODE_REPORT_DIR, { recursive: true, force: true });
  await mkdir(NODE_REPORT_DIR, { recursive: true });
}

/**
 * Prints what each report says killed a worker. The runner only says "Worker exited
 * unexpectedly with signal ..."; the report names the fatal error and where it happened.
 */
export async function printNodeReports(log: (line: string) => void = console.error) {
  let names: string[];
  try {
    names = (await readdir(NODE_REPORT_DIR)).filter((name) => name.endsWith(".json"));
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(NODE_REPORT_DIR, name);
    const report = JSON.parse(await readFile(file, "utf8")) as NodeReport;
    log(`A test worker (pid ${report.header?.processId ?? "?"}) ended on a fatal error: ${file}`);
    log(`  event: ${report.header?.event ?? "?"} (trigger: ${report.header?.trigger ?? "?"})`);
    if (report.javascriptStack?.message) log(`  message: ${report.javascriptStack.message}`);
    for (const frame of report.javascriptStack?.stack?.slice(0, 8) ?? []) log(`  ${frame}`);
    for (const frame of report.nativeStack?.slice(0, 8) ?? []) log(`  native: ${frame.symbol}`);
  }
  return names.length;
}
