import type { RequestHandler } from "express";

// Requests the app cannot turn into a Fetch Request are refused here, as the client's
// mistake, instead of failing inside React Router's adapter with a 500 and a stack trace in
// the log: a method the platform forbids (TRACE, CONNECT) or one nobody serves, and a Host
// that is not a host (spaces, a path, a port past 65535, an unclosed IPv6 bracket).

/** The methods the site answers; anything else is a 405 that says which these are. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Whether a Host (or forwarded host) value is a host name or address with an optional port. */
export function isValidHost(value: string | undefined): boolean {
  if (!value || /[\s/?#@\\]/.test(value)) return false;
  try {
    return new URL(`http://${value}`).host !== "";
  } catch {
    return false;
  }
}

const refuse = (res: Parameters<RequestHandler>[1], status: 400 | 405, message: string) =>
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);

export function refuseUnservableRequests(trustProxyHops: number): RequestHandler {
  return (req, res, next) => {
    if (!SERVED_METHODS.includes(req.method)) {
      res.set("Allow", SERVED_METHODS.join(", "));
      refuse(res, 405, "This method is not served here.");
      return;
    }
    // Behind trusted proxies the forwarded host names the site too, and is checked the same.
    const forwarded =
      trustProxyHops > 0
        ? (req
            .get("X-Forwarded-Host")
            ?.split(",")
            .map((host) => host.trim()) ?? [])
        : [];
    if (![req.get("Host"), ...forwarded].every(isValidHost)) {
      refuse(res, 400, "The Host header does not name a host.");
      return;
    }
    next();
  };
}
