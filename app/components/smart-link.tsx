import type { ReactNode } from "react";

import { Icon } from "~/components/icon";
import { PageLink } from "~/components/page-link";

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

type SmartLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  /** Marks the link as the page being shown (aria-current). */
  current?: boolean;
  /** Shows the external-link icon next to external links. */
  showExternalIcon?: boolean;
};

/**
 * One link for CMS-provided hrefs: internal paths are page links, external
 * addresses open in a new tab without handing the opener to the other site, and
 * say so to screen-reader users.
 */
export function SmartLink({
  href,
  className,
  children,
  current,
  showExternalIcon = true,
}: SmartLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        {showExternalIcon ? (
          <Icon name="external-link" className="inline size-3.5 shrink-0 opacity-70" />
        ) : null}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <PageLink to={href} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </PageLink>
  );
}
