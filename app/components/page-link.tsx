import { type AriaAttributes, createContext, type ReactNode, useContext } from "react";
import { Link } from "react-router";

/**
 * True while rendering a page that will never hydrate (a reading page): its links can never
 * be followed by the router, so the router's Link, which resolves its target against the
 * route tree on every render, was work with no effect. Set by the root layout.
 */
export const DocumentLinks = createContext(false);

type PageLinkProps = {
  to: string;
  className?: string;
  "aria-current"?: AriaAttributes["aria-current"];
  "aria-label"?: string;
  children: ReactNode;
};

// A path the router would resolve to itself: absolute, and without empty, "." or ".."
// segments, which it would normalise.
const PLAIN_PATH = /^(?!.*\/\/)(?!.*\/\.\.?(?:[/?#]|$))\//;

/**
 * An internal link: the router's Link, or on a page that never hydrates, the same markup
 * (attribute for attribute, `data-discover` included) without resolving it.
 */
export function PageLink({ to, children, ...attributes }: PageLinkProps) {
  const documentOnly = useContext(DocumentLinks);
  if (documentOnly && PLAIN_PATH.test(to)) {
    return (
      <a {...attributes} href={to} data-discover="true">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...attributes}>
      {children}
    </Link>
  );
}
