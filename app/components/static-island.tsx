import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from "react";

import { DocumentLinks } from "~/components/page-link";

/**
 * On the server only: gives the markup kept under a key, rendering `content` on its own the
 * first time. Set by the server's entry; in the browser there is none.
 */
export type KeepIslandMarkup = (key: string, content: ReactNode) => string;

export const KeptIslands = createContext<KeepIslandMarkup | null>(null);

// Set once the first island of this page has committed: the document's own hydration is over,
// and an island mounted after it (a client-side navigation) is drawn by React like any other.
let documentHydrated = false;

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/**
 * A number for this object, the same for as long as it is the same object: a key for an
 * island drawn from loader data, which a revalidation replaces with a new object.
 */
export function identityOf(value: object): number {
  let identity = identities.get(value);
  if (identity === undefined) {
    identity = ++lastIdentity;
    identities.set(value, identity);
  }
  return identity;
}

/**
 * The server's markup of `children`, taken over as it is when the page hydrates: React
 * neither runs nor hydrates what is inside, which on a page that ships React for its form
 * leaves the site's header and footer (plain links and disclosures that work without any
 * script) out of hydration's long task. The markup is read from the document before React
 * touches it, so a client-side render of the same island (React redoing a subtree after an
 * error) draws the same markup rather than an empty box.
 *
 * Give it a `key` that changes whenever its content would: a remount after hydration draws
 * `children` with React. Only for content with no React behaviour of its own.
 */
export function StaticIsland({
  name,
  keep,
  children,
}: {
  name: string;
  /**
   * On the server, a key under which this island's markup may be kept and given again to
   * every page whose island has the same key: it must change whenever the markup would.
   * The markup is rendered apart from the page, so of the contexts above the island it sees
   * only `DocumentLinks`; an island that reads any other context must not be kept.
   */
  keep?: string;
  children: ReactNode;
}) {
  const [serverHtml] = useState(() =>
    typeof document === "undefined" || documentHydrated
      ? null
      : (document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? null),
  );
  useLayoutEffect(() => {
    documentHydrated = true;
  }, []);
  const keepMarkup = useContext(KeptIslands);
  const documentLinks = useContext(DocumentLinks);
  if (serverHtml === null && keepMarkup && keep !== undefined) {
    return (
      <KeptIsland
        name={name}
        markup={() =>
          keepMarkup(
            `${name}|${documentLinks}|${keep}`,
            <DocumentLinks value={documentLinks}>{children}</DocumentLinks>,
          )
        }
      />
    );
  }
  return serverHtml === null ? (
    <div data-island={name} className="contents">
      {children}
    </div>
  ) : (
    <div
      data-island={name}
      className="contents"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverHtml }}
    />
  );
}

/**
 * The island's kept markup, written as the island itself writes its children. A component of
 * its own, without hooks, because the first use renders the content with a second React
 * render, which resets the hooks state of the component it runs in.
 */
function KeptIsland({ name, markup }: { name: string; markup: () => string }) {
  return (
    <div data-island={name} className="contents" dangerouslySetInnerHTML={{ __html: markup() }} />
  );
}
