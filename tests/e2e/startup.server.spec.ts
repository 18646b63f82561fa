import { spawn } from "node:child_process";
import { createServer } from "node:net";

import { expect, test } from "@playwright/test";

import { buildDir } from "../../playwright.config";

// Starts the production build as `npm start` does, with one bad variable, and reads
// what the process says before it exits.
function startWith(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn("node", ["server.ts", `./${buildDir}/server/index.js`], {
      env: { ...process.env, PORT: "0", DATA_DIR: ".data/startup-test", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the server did not exit; it printed:\n${output}`));
    }, 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("start-up configuration", () => {
  test("a bad value stops the server with a message naming the variable", async () => {
    const { code, output } = await startWith({
      SANITY_PROJECT_ID: "Not A Project!",
      CONTENT_CACHE_SECONDS: "forever",
    });
    expect(code).toBe(1);
    expect(output).toContain("Invalid environment configuration");
    expect(output).toMatch(/SANITY_PROJECT_ID: must be a Sanity project id/);
    expect(output).toMatch(/CONTENT_CACHE_SECONDS:/);
  });

  test("a port already taken stops the server with a message naming the address", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as { port: number };
    try {
      const { code, output } = await startWith({ PORT: String(port), HOST: "127.0.0.1" });
      expect(code).toBe(1);
      expect(output).toContain(`[server] cannot listen on 127.0.0.1:${port}: listen EADDRINUSE`);
    } finally {
      holder.close();
    }
  });
});
