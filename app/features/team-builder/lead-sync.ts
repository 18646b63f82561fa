import { useCallback, useEffect, useRef } from "react";

import {
  LEAD_TEAM_ENDPOINT,
  leadTeamBody,
  type LeadTeamInput,
} from "~/features/lead/lead-team-schema";

/** Changes settle this long before they are sent: one request per burst of clicks. */
const SAVE_DEBOUNCE_MS = 600;

/**
 * Sends the team to the visitor's lead. `keepalive` lets a save started just before a
 * navigation finish; a failed save loses nothing the visitor sees (this tab's storage still
 * holds it) and is retried with the next change.
 */
export function saveLeadTeam(input: LeadTeamInput): Promise<boolean> {
  return fetch(LEAD_TEAM_ENDPOINT, {
    method: "POST",
    body: leadTeamBody(input),
    credentials: "same-origin",
    keepalive: true,
  }).then(
    (response) => response.ok,
    (error: unknown) => {
      console.warn(`[lead] saving the team failed: ${(error as Error).message}`);
      return false;
    },
  );
}

/**
 * A debounced saver for pages that change the team often. `flush` sends what is pending at
 * once (before the page moves on); leaving the page flushes too.
 */
export function useLeadTeamSaver(enabled: boolean) {
  const pending = useRef<LeadTeamInput | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const input = pending.current;
    pending.current = null;
    return input ? saveLeadTeam(input) : Promise.resolve(true);
  }, []);

  const save = useCallback(
    (input: LeadTeamInput) => {
      if (!enabled) return;
      pending.current = input;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    },
    [enabled, flush],
  );

  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      void flush();
    };
  }, [flush]);

  return { save, flush };
}
