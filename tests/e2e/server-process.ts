import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

import { buildDir } from "../../playwright.config";

export interface ServerProcess {
  child: ChildProcess;
  /** The address it printed it listens on. */
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
}

// Servers this worker started: one whose start-up outlived its hook's timeout is not handed
// back to the test, which then cannot stop it; it must not outlive the worker and hold its port.
const started = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
});

/**
 * Starts the production server (`server.ts` in front of this run's build) with `env` over
 * the test process's environment, and resolves once /healthz answers 200: migrations and the
 * catalog seed run at start, and on the embedded database they hold the event loop, so a
 * test that starts earlier waits on them in the middle of what it measures.
 */
export async function startProductionServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["server.ts", `${buildDir}/server/index.js`], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
  });
  started.add(child);
  child.once("exit", () => started.delete(child));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /\[server\] listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`/healthz still answers ${status}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, url, output: () => output };
}

/** A port free on 127.0.0.1 a moment ago, for a server this test starts itself. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
