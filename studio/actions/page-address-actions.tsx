import { TransferIcon } from "@sanity/icons/Transfer";
import { useEffect, useState } from "react";
import { type DocumentActionComponent, useClient } from "sanity";
// The site's own rules (app/features/seo/redirects.ts): the same check the tests run.
import { documentsLinkingTo, slugChangeDecision } from "../../app/features/seo/redirects";

// A page whose address changes would leave its old address answering 404. Publishing such a
// change waits while content still links to the old address and no redirect keeps it
// answering; a second action creates that redirect in one click.

type Linked = {
  _id: string;
  title?: string;
  label?: string;
  /** A page is named by its hero block's title. */
  blocks?: { _type?: string; title?: string }[];
};

const nameOf = (document: Linked) =>
  document.title ??
  document.blocks?.find((block) => block._type === "heroBlock")?.title ??
  document.label ??
  document._id;

const API_VERSION = "2025-02-19";

function pathOf(document: unknown): string | undefined {
  const path = (document as { path?: unknown } | null)?.path;
  return typeof path === "string" ? path : undefined;
}

/** Whether a redirect starts at `from`, and which published documents link there. */
function useOldAddress(from: string | undefined, to: string | undefined, selfId: string) {
  const client = useClient({ apiVersion: API_VERSION });
  const [state, setState] = useState<{ redirected: boolean; linking: string[] } | null>(null);
  useEffect(() => {
    if (!from || !to || from === to) {
      setState(null);
      return;
    }
    let current = true;
    client
      .fetch<{ redirected: boolean; documents: Linked[] }>(
        `{
          "redirected": count(*[_type == "redirect" && from == $from && !(_id in path("drafts.**"))]) > 0,
          "documents": *[!(_id in path("drafts.**")) && _id != $self && !(_type match "sanity.*")]
        }`,
        { from, self: selfId },
      )
      .then((found) => {
        if (!current) return;
        const linking = documentsLinkingTo(found.documents, from).map(nameOf);
        setState({ redirected: found.redirected, linking });
      })
      .catch(() => current && setState({ redirected: false, linking: [] }));
    return () => {
      current = false;
    };
  }, [client, from, to, selfId]);
  return state;
}

/** The studio's Publish for pages, held back while publishing would break links. */
export function guardAddressChange(publish: DocumentActionComponent): DocumentActionComponent {
  const Guarded: DocumentActionComponent = (props) => {
    const original = publish(props);
    const before = pathOf(props.published);
    const after = pathOf(props.draft);
    const found = useOldAddress(before, after, props.id);
    if (!original || !found) return original;
    const decision = slugChangeDecision({
      before,
      after,
      redirected: found.redirected,
      linkingDocuments: found.linking,
    });
    return decision.kind === "blocked"
      ? { ...original, disabled: true, title: decision.reason }
      : original;
  };
  Guarded.action = publish.action;
  return Guarded;
}

/** "Create redirect from /old": offered while a page's new address is not yet published. */
export const CreateRedirectAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: API_VERSION });
  const before = pathOf(props.published);
  const after = pathOf(props.draft);
  const found = useOldAddress(before, after, props.id);
  const [busy, setBusy] = useState(false);
  if (!before || !after || before === after || !found || found.redirected) return null;
  return {
    label: `Create redirect from ${before}`,
    icon: TransferIcon,
    disabled: busy,
    title: `Visitors and links to ${before} will be sent to ${after} (permanent, 308).`,
    onHandle: () => {
      setBusy(true);
      client.create({ _type: "redirect", from: before, to: after, permanent: true }).finally(() => {
        setBusy(false);
        props.onComplete();
      });
    },
  };
};
