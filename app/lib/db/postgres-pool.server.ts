import type { Pool, PoolClient, PoolConfig } from "pg";

// node-postgres leaves two holes when the server ends a connection (a failover, a pooler
// restart, pg_terminate_backend, an idle timeout) while the application holds it:
//
// - A client emits 'error' when its connection ends unexpectedly. The pool listens while
//   the client is idle, but not while it is checked out for a transaction: an 'error' with
//   no listener is thrown by Node's EventEmitter, and the process exits.
// - Drizzle's transaction sends BEGIN before its try block. When BEGIN is the statement that
//   meets the dead connection, the client is never released: the pool counts it for ever,
//   and after `max` such losses every request waits for a connection that never comes.
//
// So every client gets a listener for life, and a checked-out client whose connection
// fails goes back to the pool at once, marked broken (the pool then closes it); the
// holder's later release is a no-op and its later queries fail as an outage.

export interface PoolEvents {
  /** A connection was lost, idle in the pool or held by a request. */
  onConnectionLost(error: Error, state: "idle" | "checked out"): void;
}

/** A pg Pool whose lost connections never end the process and never leak a pool slot. */
export function createPostgresPool(
  pg: { Pool: typeof Pool },
  config: PoolConfig,
  events: PoolEvents,
) {
  const pool = new pg.Pool(config);
  const held = new WeakSet<PoolClient>();

  pool.on("error", (error) => events.onConnectionLost(error, "idle"));
  pool.on("connect", (client) => {
    // Fires for every new client before it is first handed out; an idle client's error is
    // also reported to the pool's own listener above, so only a held one is reported here.
    client.on("error", (error) => {
      if (held.has(client as PoolClient)) events.onConnectionLost(error, "checked out");
    });
  });

  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client?: PoolClient, done?: () => void) => void,
  ) => Promise<PoolClient> | void;

  // pool.query() checks a client out with a callback and guards it itself; only the promise
  // form (transactions: Drizzle's and the SQL runner's) needs the guard.
  pool.connect = function guardedConnect(callback?: unknown) {
    if (typeof callback === "function") return connect(callback as never);
    return (connect() as Promise<PoolClient>).then((client) => guard(client));
  } as Pool["connect"];

  function guard(client: PoolClient): PoolClient {
    const release = client.release.bind(client);
    let released = false;
    const giveBack = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      held.delete(client);
      client.removeListener("error", onLost);
      release(error);
    };
    const onLost = (error: Error) => giveBack(error);
    held.add(client);
    client.on("error", onLost);
    client.release = giveBack;
    return client;
  }

  return pool;
}
