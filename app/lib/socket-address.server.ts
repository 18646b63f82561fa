import { AsyncLocalStorage } from "node:async_hooks";

// The Fetch Request React Router hands loaders and actions carries no socket, so the
// server entry, which has one, runs each request inside this scope with the peer's address.
// The store lives on globalThis under a registered symbol because the server entry and the
// app build are separate bundles, each with its own copy of this module.

const KEY = Symbol.for("near-genius.socket-address");
const holder = globalThis as typeof globalThis & {
  [KEY]?: AsyncLocalStorage<string | undefined>;
};
const scope = (holder[KEY] ??= new AsyncLocalStorage<string | undefined>());

/** Runs `fn` (and everything it awaits) with `address` as the connecting peer's address. */
export function runWithSocketAddress<T>(address: string | undefined, fn: () => T): T {
  return scope.run(address, fn);
}

/** The address of the peer connected to this server for the current request, if known. */
export function socketAddress(): string | undefined {
  const address = scope.getStore();
  return address && address.length <= 64 ? address : undefined;
}
