import { PortableText, type PortableTextComponents } from "@portabletext/react";

import { SmartLink } from "~/components/smart-link";
import type { ArticleQueryResult } from "~/lib/content/sanity.types";

export type RichTextValue = NonNullable<ArticleQueryResult>["body"];

type ClaimRefValue = { claim?: { value?: string | null; label?: string | null } | null };

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: ({ children }) => <h2>{children}</h2>,
    h3: ({ children }) => <h3>{children}</h3>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => (
      <SmartLink href={(value as { href: string }).href} showExternalIcon={false}>
        {children}
      </SmartLink>
    ),
  },
  types: {
    // A figure from the claims documents, resolved by the query (decision 006).
    claimRef: ({ value }) => {
      const claim = (value as ClaimRefValue).claim;
      return claim?.value ? (
        <strong className="font-semibold text-ink-900" data-claim>
          {claim.value}
        </strong>
      ) : null;
    },
  },
};

/** Portable Text from the CMS, styled by the `prose-ng` rules in app.css. */
export function RichText({ value, className }: { value: RichTextValue; className?: string }) {
  return (
    <div className={`prose-ng ${className ?? ""}`}>
      <PortableText value={value} components={components} />
    </div>
  );
}
