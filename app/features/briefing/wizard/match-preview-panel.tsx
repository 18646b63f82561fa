import { Link } from "react-router";

import { Icon } from "~/components/icon";
import { MatchPreviewView } from "~/features/matching/match-preview-view";

import type { BriefingDraft } from "../briefing-draft";
import { useMatchPreview } from "./use-match-preview";

// The wizard's side panel from the role details on: who in the pool fits the brief as it
// stands, updated as the visitor changes what the matcher reads.

export function MatchPreviewPanel({
  draft,
  hasLead,
  timeZone,
  hydrated,
}: {
  draft: BriefingDraft;
  hasLead: boolean;
  timeZone: string;
  hydrated: boolean;
}) {
  const hasRoles = draft.teamComposition.selectedRoles.length > 0;
  const state = useMatchPreview(draft, { enabled: hydrated && hasRoles, hasLead, timeZone });
  const preview = state.kind === "idle" ? null : state.preview;
  const busy = state.kind === "loading";
  return (
    <aside
      aria-labelledby="match-preview-heading"
      aria-busy={busy}
      // Held in view beside a long step, scrolling on its own when taller than the window.
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
      data-match-preview
    >
      <h2 id="match-preview-heading" className="font-display text-xl font-semibold text-ink-900">
        Engineers who fit, today
      </h2>
      <p className="mt-1 text-sm text-ink-600">Live from our talent pool, as your answers stand.</p>
      {/* One line kept for the status, so its words never move what is below. */}
      <p role="status" className="mt-2 flex h-5 items-center gap-1.5 text-sm text-ink-600">
        {busy ? (
          <>
            <Icon name="loader-circle" className="size-4 animate-spin" /> Updating the preview…
          </>
        ) : state.kind === "failed" ? (
          <>
            <Icon name="cloud-off" className="size-4 text-danger-700" /> {state.message}
          </>
        ) : null}
      </p>
      <div className="mt-3 min-h-40">
        {!hasRoles ? (
          <p className="text-sm text-ink-700">
            Pick the roles you need on{" "}
            <Link className="link" to="/briefing?step=3">
              step 3
            </Link>{" "}
            to see who in our pool fits them.
          </p>
        ) : preview ? (
          // A new answer replaces the panel's content as a whole rather than resizing the
          // cards in place, so nothing already on screen slides while the visitor reads it.
          <MatchPreviewView
            key={preview.computedAt}
            preview={preview}
            layout="panel"
            headingLevel={3}
          />
        ) : (
          <p className="text-sm text-ink-600">Reading the pool for your roles…</p>
        )}
      </div>
    </aside>
  );
}
