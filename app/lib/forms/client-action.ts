import { isRouteErrorResponse } from "react-router";

import { type FormFailure, formValues } from "./form-result";

/**
 * Runs a route's server action from its clientAction so that a failure on the way (the
 * connection drops, the request is aborted, a proxy or the server throws a 5xx) answers
 * like any other failed submission: the visitor stays on the form with every value as
 * typed and the form's own message, instead of the page turning into the error screen.
 * Redirects and deliberate 4xx answers (a page that no longer exists) pass through.
 */
export async function submitWithFallback<Result>(
  args: { request: Request; serverAction: () => Promise<Result> },
  options: { fields: readonly string[]; failedMessage: string; name: string },
): Promise<Result | FormFailure> {
  // Read before the server action consumes the body.
  const sent = await args.request.clone().formData();
  try {
    return await args.serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isRouteErrorResponse(error) && error.status < 500) throw error;
    console.error(`[${options.name}] submission failed on the way`, error);
    return {
      ok: false,
      formError: { code: "failed", message: options.failedMessage },
      fieldErrors: {},
      values: formValues(sent, options.fields),
    };
  }
}
