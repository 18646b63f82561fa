import { type AriaAttributes, createContext, type ReactNode, useContext } from "react";
import { Link } from "react-router";

/**
 * True while a page link's markup is all that counts: on a page that will never hydrate (a
 * reading page), whose links the router can never follow, and in any page rendered on the
 * server, which is only HTML until the browser's first render puts the router's Link in its
 * place. The router's Link resolves its target against the route tree on every render, about
 * a twentieth of a funnel page's render for its seventy links. Set by the root layout.
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
 * An internal link: the router's Link, or where only its markup counts, the same markup
 * (attribute for attribute, `data-discover` included) without resolving it. A hydrating
 * page's first render in the browser then finds exactly the markup its Link would write.
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
