import { Link } from "react-router";

import { staffMeta } from "~/features/staff-auth/staff-meta";
import { requireStaff } from "~/features/staff-auth/staff-session.server";

import type { Route } from "./+types/admin.preview.field";

// Where a preview's click-to-edit frame leads when the site has no studio address to open
// (the bundled dataset, decision 104): which document and which field the text comes from,
// so an editor finds it in the studio, or a developer in the dataset file.

export const meta = () => staffMeta("Where this text comes from");

const LIMIT = 300;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const read = (value: string | undefined) => (value ?? "").slice(0, LIMIT);
  return { document: read(params.document), type: read(params.type), field: read(params.field) };
}

export default function PreviewField({ loaderData }: Route.ComponentProps) {
  const { document, type, field } = loaderData;
  return (
    <div className="grid max-w-3xl gap-4">
      <h1 className="font-display text-2xl font-bold text-ink-900">Where this text comes from</h1>
      {document ? (
        <dl className="grid gap-x-4 gap-y-2 rounded-card border border-ink-200 bg-white p-4 sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="font-semibold text-ink-700">Document</dt>
          <dd className="font-mono break-all text-ink-900" data-testid="field-document">
            {document}
          </dd>
          <dt className="font-semibold text-ink-700">Type</dt>
          <dd className="font-mono text-ink-900">{type || "—"}</dd>
          <dt className="font-semibold text-ink-700">Field</dt>
          <dd className="font-mono break-all text-ink-900" data-testid="field-path">
            {field || "—"}
          </dd>
        </dl>
      ) : (
        <p className="text-ink-700">This link names no document.</p>
      )}
      <p className="text-ink-700">
        In the studio, open the document of this type and edit the field named here; a list item is
        named by its key. On a Sanity project with the studio&apos;s address set
        (SANITY_STUDIO_URL), the frame opens the field in the studio directly.
      </p>
      <p>
        <Link to="/admin/preview" className="link">
          Back to the preview
        </Link>
      </p>
    </div>
  );
}
