import net from "node:net";

import { isDatabaseUnavailable } from "./database-unavailable.server";

// Test support only: ways to break a database connection as networks, poolers and
// administrators do, and to tell how each call came out.

export type Outcome = "answered" | "unavailable" | { other: unknown };

/** Whether `work` answered, failed as a database outage, or failed some other way. */
export async function outcomeOf(work: Promise<unknown>): Promise<Outcome> {
  try {
    await work;
    return "answered";
  } catch (error) {
    return isDatabaseUnavailable(error) ? "unavailable" : { other: error };
  }
}

/**
 * A TCP relay between the app and PostgreSQL that a test can break the
 * way networks and poolers break. `reset()` ends every connection at once with a reset (a
 * crashed pooler, a partition); `hold()` stops passing the server's bytes on until
 * `release()`, so a test can decide exactly which statement is the first to meet a
 * connection the server has already ended; `stop()` also refuses new connections until
 * `start()` listens again on the same port.
 */
export class TcpRelay {
  private server: net.Server | undefined;
  private readonly open = new Set<net.Socket>();
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private holding = false;
  port = 0;

  constructor(private readonly target: URL) {}

  /** Listens (again, on the same port after a stop); returns the target URL through the relay. */
  async start(): Promise<string> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
      const pair = { client, upstream };
      this.pairs.add(pair);
      for (const socket of [client, upstream]) {
        this.open.add(socket);
        socket.on("error", () => {});
        socket.on("close", () => {
          this.open.delete(socket);
          this.pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      if (!this.holding) upstream.pipe(client);
      else upstream.pause();
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    const url = new URL(this.target);
    url.hostname = "127.0.0.1";
    url.port = String(this.port);
    return url.toString();
  }

  /** Resets every open connection; new ones are still accepted. */
  reset(): void {
    for (const socket of this.open) socket.resetAndDestroy();
  }

  /** Keeps what the server sends (an error, its goodbye) from the app until release(). */
  hold(): void {
    this.holding = true;
    for (const { client, upstream } of this.pairs) {
      upstream.unpipe(client);
      upstream.pause();
    }
  }

  release(): void {
    this.holding = false;
    for (const { client, upstream } of this.pairs) upstream.pipe(client);
  }

  /** Refuses new connections and resets the open ones, as a network failure does. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    this.reset();
    await closed;
  }
}
