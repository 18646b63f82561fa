import { useCallback, useEffect, useRef, useState } from "react";

import { seniorityLevels } from "~/features/catalog/seniority";
import {
  FUNNEL_STORAGE_KEYS,
  readCompanyData,
  readFunnelStorage,
} from "~/features/funnel/funnel-storage";
import { HONEYPOT_FIELD } from "~/features/lead-capture/honeypot";
import { z } from "~/lib/forms/zod-mini";

import { type BriefingDraft, readDraft } from "../briefing-draft";
import { withTeam } from "../draft-edits";
import { teamFromEstimate } from "../role-mapping";

// The wizard's draft and its two copies: this tab's sessionStorage, written on every change
// so a reload or a crash loses nothing, and the server's copy against the lead, written a
// moment after the visitor stops typing so another device (or the resume link) finds it.

export const DRAFT_STORAGE_KEY = "briefingDraft";
/** How long the wizard waits after the last change before saving to the server. */
export const SERVER_SAVE_DELAY_MS = 800;

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; where: "server" | "browser" }
  | { kind: "failed" }
  | { kind: "submitted" };

interface StoredDraft {
  draft: BriefingDraft;
  savedAt: string;
}

function readStored(): StoredDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as { draft?: unknown; savedAt?: unknown };
    const draft = readDraft(value.draft);
    return draft && typeof value.savedAt === "string"
      ? { draft, savedAt: value.savedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(draft: BriefingDraft): void {
  try {
    window.sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ draft, savedAt: new Date().toISOString() } satisfies StoredDraft),
    );
  } catch {
    // Storage full or disabled: the server copy still holds the draft.
  }
}

export function clearStoredDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // see writeStored
  }
}

/** Fills empty company fields from what registration left in this tab. */
function withCompanyData(draft: BriefingDraft): BriefingDraft {
  const company = readCompanyData();
  if (!company) return draft;
  const info = draft.companyInfo;
  const type = company.companyType ?? "";
  return {
    ...draft,
    companyInfo: {
      ...info,
      name: info.name || company.companyName,
      contactName: info.contactName || (company.contactName ?? ""),
      email: info.email || (company.email ?? ""),
      phone: info.phone || (company.phone ?? ""),
      companyType:
        info.companyType ||
        (["startup", "midmarket", "fintech", "enterprise", "consulting"].includes(type)
          ? (type as BriefingDraft["companyInfo"]["companyType"])
          : ""),
    },
  };
}

// What the calculator's "Continue to Briefing" leaves in the tab: read leniently, only the
// parts the briefing uses. It covers the moment before the team's save reaches the lead.
const briefingTeamSchema = z.object({
  members: z
    .array(
      z.object({
        slug: z.string(),
        seniority: z.enum(seniorityLevels),
        quantity: z.number().check(z.int()),
      }),
    )
    .check(z.maxLength(40)),
});

/**
 * On the briefing's first opening (`fresh`: no draft on the server or in this tab) the
 * team handed over replaces the one the server prefilled from the lead's estimate: the
 * calculator saves that estimate a moment after each change, so the page may have been
 * loaded before the last change (one more developer) reached it.
 */
function withStoredTeam(draft: BriefingDraft, fresh: boolean): BriefingDraft {
  const stored = briefingTeamSchema.safeParse(readFunnelStorage(FUNNEL_STORAGE_KEYS.briefingTeam));
  if (!stored.success) return draft;
  const team = teamFromEstimate(stored.data.members);
  if (!fresh || team.selectedRoles.length === 0) return withTeam(draft, team);
  // A fresh draft's team and role details are nothing but that prefill.
  return withTeam(
    {
      ...draft,
      teamComposition: { ...draft.teamComposition, selectedRoles: [], quantities: {} },
      roleDetails: [],
    },
    team,
  );
}

export interface DraftSaveAnswer {
  ok: boolean;
  stored?: "server" | "browser";
  error?: string;
  /** The address the resume link went to ("Save and finish later"). */
  sentTo?: string;
  /** The draft was submitted already (in another tab): nothing more to save. */
  submitted?: boolean;
}

async function postDraft(
  draft: BriefingDraft,
  intent?: "save-later",
  keepalive = false,
): Promise<DraftSaveAnswer> {
  // The hidden trap field of step 1 travels with the draft: the server refuses to start a
  // lead for a request that filled it in, as the forms do.
  const trap =
    document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)?.value ?? "";
  const response = await fetch("/api/briefing/draft", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      draft,
      ...(intent ? { intent } : {}),
      ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
    }),
    keepalive,
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => ({}))) as Omit<DraftSaveAnswer, "ok"> & {
    ok?: boolean;
  };
  return {
    ok: response.ok && body.ok === true,
    stored: body.stored ?? (response.ok ? "server" : undefined),
    error: body.error,
    sentTo: body.sentTo,
    submitted: response.status === 409 && body.submitted === true,
  };
}

export function useBriefingDraft(options: {
  initial: BriefingDraft;
  serverUpdatedAt: string | null;
  hasLead: boolean;
}) {
  const [draft, setDraft] = useState(options.initial);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [hasLead, setHasLead] = useState(options.hasLead);
  const pending = useRef<BriefingDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async (keepalive = false) => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    setSaveState({ kind: "saving" });
    try {
      const result = await postDraft(next, undefined, keepalive);
      if (result.ok) {
        if (result.stored === "server") setHasLead(true);
        setSaveState({ kind: "saved", where: result.stored ?? "server" });
      } else if (result.submitted) {
        // Submitted from another tab: this copy has nothing left to save.
        clearStoredDraft();
        setSaveState({ kind: "submitted" });
      } else {
        setSaveState({ kind: "failed" });
      }
    } catch {
      setSaveState({ kind: "failed" });
    }
  }, []);

  // After hydration, this tab's copy wins when it is newer than the server's: it holds
  // what was typed after the last server save (or while the server could not be reached).
  useEffect(() => {
    const stored = readStored();
    const newer =
      stored &&
      (options.serverUpdatedAt === null || stored.savedAt > options.serverUpdatedAt) &&
      stored.draft.id === options.initial.id;
    // The server's copy is newer but a different draft: it was started on the server (the
    // LinkedIn sign-in creates one) after this tab began. Keep the tab's answers and take
    // the company details the server filled in.
    const start = newer
      ? stored.draft
      : stored && stored.draft.id !== options.initial.id
        ? {
            ...stored.draft,
            companyInfo: {
              ...stored.draft.companyInfo,
              contactName:
                stored.draft.companyInfo.contactName || options.initial.companyInfo.contactName,
              email: stored.draft.companyInfo.email || options.initial.companyInfo.email,
              linkedinConnected:
                stored.draft.companyInfo.linkedinConnected ||
                options.initial.companyInfo.linkedinConnected,
            },
          }
        : options.initial;
    const fresh = !stored && options.serverUpdatedAt === null;
    const prefilled = withStoredTeam(withCompanyData(start), fresh);
    // sessionStorage exists only in the browser, after hydration: the first render must
    // match the server's, so the tab's copy can only come in from an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setDraft(prefilled);
    writeStored(prefilled);
    // What this tab knew and the server did not is sent on, as if just typed.
    if (JSON.stringify(prefilled) !== JSON.stringify(options.initial)) {
      pending.current = prefilled;
      timer.current = setTimeout(() => void flush(), SERVER_SAVE_DELAY_MS);
    }
    // Only on mount: later changes come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = useCallback(
    (recipe: (draft: BriefingDraft) => BriefingDraft) => {
      setDraft((current) => {
        const next = recipe(current);
        if (next === current) return current;
        writeStored(next);
        pending.current = next;
        return next;
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SERVER_SAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page (or hiding the tab) sends what is still waiting, with keepalive so
  // the request outlives the page.
  useEffect(() => {
    const onHide = () => {
      clearTimeout(timer.current);
      void flush(true);
    };
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      clearTimeout(timer.current);
    };
  }, [flush]);

  const saveForLater = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    try {
      const result = await postDraft(draft, "save-later");
      if (result.ok && result.stored === "server") setHasLead(true);
      return result;
    } catch {
      return { ok: false } satisfies DraftSaveAnswer;
    }
  }, [draft]);

  return { draft, update, saveState, hasLead, saveForLater, flush };
}
