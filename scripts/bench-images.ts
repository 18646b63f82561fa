// npm run bench:images
//
// 300 distinct picture URLs (invented widths, heights, crops and qualities), 30 at a time, at
// the production server as `npm start` serves it: prints how they were answered (made,
// refused as busy, held back for the client, or answered by another width), how long that
// took, how much the server's resident memory grew (target: under +150 MB), and how long a
// visitor's new picture waited afterwards. Figures only; it never fails on a target.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { buildIfNeeded, freePort, ROOT, startServer } from "./bench-helpers.ts";

const REQUESTS = 300;
const PARALLEL = 30;

function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main() {
  buildIfNeeded();
  const photos = readdirSync(path.join(ROOT, "studio/seed/images")).filter((name) =>
    /-\d+x\d+\.(jpg|png)$/.test(name),
  );
  if (photos.length < 2) throw new Error("the bundled dataset has fewer than two photos");
  const dataDir = mkdtempSync(path.join(tmpdir(), "ng-bench-images-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/media/images/bundled/production`;
  const child = await startServer(port, dataDir);
  try {
    const urls = Array.from({ length: REQUESTS }, (_, index) => {
      const photo = photos[index % photos.length]!;
      const [, width, height] = /-(\d+)x(\d+)\./.exec(photo)!.map(Number) as number[];
      const w = 100 + ((index * 37) % 1900);
      const side = Math.min(width!, height!) - 1;
      const rect =
        index % 3 === 0 ? `&rect=${index % 50},${index % 40},${side - 60},${side - 60}` : "";
      return `${base}/${photo}?w=${w}&h=${Math.round(w * 0.6)}&q=${40 + (index % 60)}${rect}&auto=format`;
    });
    const counts = new Map<string, number>();
    const before = rssOf(child.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
    const started = performance.now();
    let next = 0;
    async function worker() {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await fetch(url, { headers: { accept: "image/avif,image/webp,*/*" } });
        await response.arrayBuffer();
        const kind =
          response.status === 200 && response.headers.get("cache-control") === "no-store"
            ? "200 (another width)"
            : String(response.status);
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const elapsed = performance.now() - started;
    // A visitor's picture the storm did not make: the site's own URL, another client's.
    const visitorStart = performance.now();
    const visitor = await fetch(`${base}/${photos[1]}?w=800&h=450&q=70&auto=format`, {
      headers: { accept: "image/avif,image/webp,*/*", "x-forwarded-for": "198.51.100.7" },
    });
    await visitor.arrayBuffer();
    const visitorMs = performance.now() - visitorStart;
    clearInterval(sampler);
    const after = rssOf(child.pid!);
    peak = Math.max(peak, after);
    console.log(
      `${REQUESTS} distinct picture URLs, ${PARALLEL} at a time: ${[...counts]
        .map(([status, count]) => `${count} × ${status}`)
        .join(", ")} in ${(elapsed / 1000).toFixed(1)} s`,
    );
    console.log(
      `server RSS +${mb(peak - before)} MB at peak, +${mb(after - before)} MB after (${mb(before)} -> ${mb(peak)} MB peak; target under +150 MB)`,
    );
    console.log(`then a visitor's new picture: ${visitor.status} in ${visitorMs.toFixed(0)} ms`);
  } finally {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
