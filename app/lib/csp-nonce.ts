import { createContext as createReactContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

/**
 * The Content-Security-Policy nonce of the response being rendered. The production server
 * (server.ts) makes one per request and hands it to React Router in the load context; the
 * development server sends no CSP, so there it is empty.
 */
export const cspNonceContext = createRouterContext<string>("");

/** The same nonce for components: every inline and framework <script> must carry it. */
export const CspNonce = createReactContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonce);
}
