// negotiator 1.x ships no types; this is the part the page cache uses.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    /**
     * The best of `available` for the request's Accept-Encoding; among equally weighted
     * ones, the first of `preferred`.
     */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
