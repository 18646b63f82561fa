import type { ShouldRevalidateFunctionArgs } from "react-router";

import { submitWithFallback } from "./client-action";

// Every lead form's route module had the same four pieces around its own loader and save:
// the headers that pass a refused post's Retry-After on, the rule that a POST does not
// reload the page's content, and the client action that keeps the form on a failed trip.
// One definition per form feeds all of them and the server action, so the form's name,
// fields and failure message cannot drift apart between them.

/** What names a lead form: its rate-limit bucket and log name, its fields, its failure text. */
export interface LeadFormDefinition {
  name: string;
  fields: readonly string[];
  failedMessage: string;
}

/**
 * A route's `headers`: the page's own headers plus a refused post's Retry-After, which React
 * Router sends only when the route passes it on.
 */
export function withRetryAfter(base: HeadersInit | undefined, actionHeaders: Headers): Headers {
  const headers = new Headers(base);
  const wait = actionHeaders.get("Retry-After");
  if (wait) headers.set("Retry-After", wait);
  return headers;
}

/** `export const headers = leadFormHeaders` in a lead form's route. */
export function leadFormHeaders(args: { parentHeaders: Headers; actionHeaders: Headers }) {
  return withRetryAfter(args.parentHeaders, args.actionHeaders);
}

/**
 * A submitted form answers from its action's data; reloading the page's content after the
 * POST would only cost a round of content queries and could replace the idempotency key
 * the visitor's retry still needs.
 */
export function keepLoaderDataAfterPost({
  formMethod,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "defaultShouldRevalidate">): boolean {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

/**
 * The shared parts of a lead form's route. In the route module:
 *
 *     const form = leadFormRoute({ name, fields, failedMessage });
 *     export const headers = form.headers;
 *     export const shouldRevalidate = form.shouldRevalidate;
 *     export function action({ request }) {
 *       return leadFormAction(request, { ...form.definition, schema, save });
 *     }
 *     export function clientAction(args) { return form.clientAction(args); }
 *
 * The client action stays a function of the route's own so its return type, and with it the
 * page's action data, comes from the route's generated types.
 */
export function leadFormRoute(definition: LeadFormDefinition) {
  return {
    definition,
    headers: leadFormHeaders,
    shouldRevalidate: keepLoaderDataAfterPost,
    clientAction: <Result>(args: { request: Request; serverAction: () => Promise<Result> }) =>
      submitWithFallback(args, definition),
  };
}
