import { useEffect, useMemo, useRef, useState } from "react";

import type { MatchPreview } from "~/features/matching/match-preview";

import type { BriefingDraft } from "../briefing-draft";

// The live preview: asked again a moment after the visitor stops changing anything the matcher
// reads, never for other edits (a pain point, a note), and a slower answer never overwrites a
// newer one. The last preview stays on screen while the next is computed, so the panel never
// empties and jumps while someone types.

export const PREVIEW_PATH = "/api/briefing/preview";
/** Wait after the last relevant change before asking. */
export const PREVIEW_DELAY_MS = 500;

export type PreviewState =
  | { kind: "idle" }
  | { kind: "loading"; preview: MatchPreview | null }
  | { kind: "ready"; preview: MatchPreview }
  | { kind: "failed"; preview: MatchPreview | null; message: string };

interface Answered {
  key: string;
  preview: MatchPreview | null;
  error: string | null;
}

/** The parts of a draft the matcher reads: a change elsewhere asks nothing. */
export function previewKey(draft: BriefingDraft, hasLead: boolean, timeZone: string): string {
  return JSON.stringify([
    hasLead,
    timeZone,
    draft.teamComposition.selectedRoles,
    draft.roleDetails.map((detail) => [
      detail.roleId,
      detail.techStack,
      detail.seniority,
      detail.englishLevel,
    ]),
    draft.projectNeeds.criticalRequirements,
    draft.knowledge.industries,
    draft.engagementModel.startDate,
    draft.engagementModel.overlapHours,
    draft.scheduling.timeZone,
  ]);
}

export function useMatchPreview(
  draft: BriefingDraft,
  options: { enabled: boolean; hasLead: boolean; timeZone: string },
): PreviewState {
  const { enabled, hasLead, timeZone } = options;
  const [answered, setAnswered] = useState<Answered>({ key: "", preview: null, error: null });
  const key = useMemo(() => previewKey(draft, hasLead, timeZone), [draft, hasLead, timeZone]);
  // The draft is read when the timer fires, so the request depends on the key alone.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      let error: string;
      try {
        const response = await fetch(PREVIEW_PATH, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ draft: latest.current, timeZone }),
          signal: controller.signal,
        });
        const answer = (await response.json()) as
          { ok: true; preview: MatchPreview } | { ok: false; error: string };
        if (controller.signal.aborted) return;
        if (answer.ok) {
          setAnswered({ key, preview: answer.preview, error: null });
          return;
        }
        error = answer.error;
      } catch {
        if (controller.signal.aborted) return;
        error = "The preview could not be updated just now; your answers are kept.";
      }
      setAnswered((previous) => ({ key, preview: previous.preview, error }));
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, key, timeZone]);

  if (!enabled) return { kind: "idle" };
  if (answered.key !== key) return { kind: "loading", preview: answered.preview };
  if (answered.error !== null) {
    return { kind: "failed", preview: answered.preview, message: answered.error };
  }
  return answered.preview
    ? { kind: "ready", preview: answered.preview }
    : { kind: "loading", preview: null };
}
