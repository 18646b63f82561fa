import { createContext, type RouterContextProvider } from "react-router";

import { isDatabaseUnavailable } from "./database-unavailable.server";

// A loader whose query fails because the database went away mid-request throws a driver
// error, which React Router answers with 500 and a generic "something went wrong". The
// visitor can only wait that out, so it is a 503 with the database named, as when the outage
// is found before the loader starts (requireDatabase). React Router reports every such
// error to the entry's handleError before it sanitises it; that is where it is noted.
const databaseOutageContext = createContext<boolean>(false);

export const OUTAGE_RETRY_AFTER_SECONDS = "30";

const outageBody = () => JSON.stringify({ reason: "database" });

/** Notes, for this request, that `error` says the database cannot be reached. */
export function noteDatabaseOutage(error: unknown, context: RouterContextProvider | undefined) {
  if (context && isDatabaseUnavailable(error)) context.set(databaseOutageContext, true);
}

/**
 * For a page that failed with 500 because of an outage: the 503 answer React Router renders
 * again through the error boundary (a Response thrown from the document entry). Undefined
 * otherwise.
 */
export function documentOutageResponse(
  status: number,
  headers: Headers,
  context: RouterContextProvider,
): Response | undefined {
  if (status !== 500 || !context.get(databaseOutageContext)) return undefined;
  // The headers object is the one the second rendering answers with.
  headers.set("Retry-After", OUTAGE_RETRY_AFTER_SECONDS);
  return new Response(outageBody(), {
    status: 503,
    headers: { "Content-Type": "application/json" },
  });
}

/**
 * The same for a client-side navigation's data request: a plain 503, which the browser's
 * router turns into a route error response carrying this body as text.
 */
export function dataOutageResponse(
  response: Response,
  context: RouterContextProvider,
): Response | undefined {
  if (response.status !== 500 || !context.get(databaseOutageContext)) return undefined;
  return new Response(outageBody(), {
    status: 503,
    headers: {
      "Content-Type": "application/json",
      "Retry-After": OUTAGE_RETRY_AFTER_SECONDS,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The same for a resource route (a PDF, a CSV, a calendar file), which has no error boundary:
 * a plain-text 503 saying what the visitor can do, instead of React Router's bare 500.
 */
export function resourceOutageResponse(
  response: Response,
  context: Pick<RouterContextProvider, "get">,
): Response | undefined {
  if (response.status !== 500 || !context.get(databaseOutageContext)) return undefined;
  // React Router's answer for a resource route that threw is plain text; a page's data
  // request (text/x-script) passes here too, and gets its JSON 503 from handleDataRequest.
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/plain")) return undefined;
  return new Response("We can't reach our database right now. Please try again in a minute.\n", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": OUTAGE_RETRY_AFTER_SECONDS,
      "Cache-Control": "no-store",
    },
  });
}
