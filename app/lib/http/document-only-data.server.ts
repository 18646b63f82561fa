import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

/** True once a route that never hydrates has claimed this document request. */
const readingDocumentContext = createContext<boolean>(false);

/**
 * The middleware of a page that never hydrates (a reading page): on a document request, it
 * tells every loader of the request, the root's included, that no loader data will reach
 * the browser. Middleware runs before any loader, so the root's loader, which cannot know
 * by itself which page it serves, knows it too.
 */
export const readingPage: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!isDataRequest(request)) context.set(readingDocumentContext, true);
  return next();
};

/**
 * React Router's own test: its data requests (a client-side navigation's loader data) are
 * the page's address with `.data` appended, `/_.data` for the home page.
 */
function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

const heldOnServer = new WeakSet<object>();

/**
 * Loader data that only the server's render reads. On a document request for a reading page
 * (see `readingPage`), the same values behind properties React Router's encoder does not walk:
 * the router encodes every page's loader data for the browser before the page is rendered,
 * whether or not the page sends it, and a reading page sends none, yet encoding the home
 * page's content took about a fifth of the CPU of its render. The values are not copied and
 * read as before, but they are not enumerable: spreading or serialising the object gives
 * nothing. Elsewhere (a data request for a client-side navigation, a page that hydrates) it
 * is the value itself. A page that hydrates and still holds data on the server is refused
 * by the server's entry.
 */
export function documentOnly<T extends object>(
  context: Readonly<RouterContextProvider>,
  value: T,
): T {
  if (!context.get(readingDocumentContext)) return value;
  const held = Object.create(Object.getPrototypeOf(value) as object | null) as T;
  // Own names, not keys: what `heldForDocument` already held is held here too.
  for (const key of Object.getOwnPropertyNames(value)) {
    Object.defineProperty(held, key, {
      value: (value as Record<string, unknown>)[key],
      enumerable: false,
    });
  }
  heldOnServer.add(held);
  return held;
}

/**
 * Some of a loader's values on a page that hydrates: `value` with `held` added behind
 * properties React Router's encoder does not walk on a document request, so the server's
 * render reads them and the document does not carry them; on a data request (a client-side
 * navigation, a revalidation) they are sent like the rest. The browser therefore has them
 * only once it has asked for this loader's data itself, which its type says: each held
 * value may be missing.
 */
export function heldForDocument<T extends object, H extends object>(
  request: Request,
  value: T,
  held: H,
): T & Partial<H> {
  const enumerable = isDataRequest(request);
  for (const [key, item] of Object.entries(held)) {
    Object.defineProperty(value, key, { value: item, enumerable, writable: true });
  }
  return value as T & Partial<H>;
}

/** Whether this loader data was held on the server by `documentOnly`. */
export function isDocumentOnly(value: unknown): boolean {
  return typeof value === "object" && value !== null && heldOnServer.has(value);
}

/**
 * For a page that hydrates: a loader that held its data on the server (a reading page's
 * middleware on a route of a hydrating page) would leave the page to hydrate without it.
 * Fails on the server, where a test meets it, rather than in the visitor's browser.
 */
export function refuseDataHeldOnServer(loaderData: Record<string, unknown>): void {
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (isDocumentOnly(value)) {
      throw new Error(`${routeId} holds its loader data on the server, yet its page hydrates`);
    }
  }
}
