import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { hasHydrated } from "~/lib/forms/use-hydrated";

import {
  readSelectedRoles,
  readTeamEstimate,
  type StoredPosition,
  writeSelectedRoles,
  writeTeamEstimate,
} from "../browser-storage";
import { useLeadTeamSaver } from "../lead-sync";
import { encodeEstimate } from "../share-link";
import {
  DEFAULT_SETTINGS,
  estimateOf,
  teamFromEstimate,
  teamFromPositions,
  type TeamMember,
  type TeamSettings,
} from "../team";
import type { CalculatorLoaderData } from "./calculator.server";

export type CalculatorState =
  | { status: "loading" }
  | { status: "ready"; members: TeamMember[]; settings: TeamSettings; notice?: string };

function missingNotice(keys: readonly string[]): string | undefined {
  return keys.length === 0
    ? undefined
    : `Some roles are no longer offered and were left out: ${keys.join(", ")}.`;
}

/**
 * The team the server knows: a shared link, else the team saved on the visitor's lead (a new
 * tab, another device), else ?roles=. The page is rendered with it, on the server and in the
 * hydrating browser alike, so nothing moves when React takes over.
 */
function serverState(data: CalculatorLoaderData): CalculatorState {
  if (data.shared) {
    if (!data.shared.ok) {
      return {
        status: "ready",
        members: [],
        settings: DEFAULT_SETTINGS,
        notice: data.shared.error,
      };
    }
    const team = teamFromEstimate(data.shared.estimate, data.shared.loaded.positions);
    return {
      status: "ready",
      members: team.members,
      settings: team.settings,
      notice: missingNotice(team.missing),
    };
  }
  if (data.lead && data.lead.positions.length > 0) {
    const saved = teamFromPositions(data.lead.positions, data.lead.estimate ?? undefined);
    return { status: "ready", ...saved };
  }
  const team = teamFromPositions(data.roles.positions);
  return { status: "ready", ...team, notice: missingNotice(data.roles.unknownKeys) };
}

/**
 * This tab's stored selection, when it should replace the team shown: it is never older than
 * the lead's (it is saved there as it changes), but a shared link wins over it, and a stored
 * team that is the one shown changes nothing. Only the browser has it.
 */
function storedTeamToLoad(
  data: CalculatorLoaderData,
  shown: CalculatorState | undefined,
): string[] | undefined {
  if (data.shared) return undefined;
  const stored = readSelectedRoles();
  if (stored.roleIds.length === 0) return undefined;
  if (shown?.status === "ready") {
    const shownIds = [...new Set(shown.members.map((member) => member.positionId))];
    const sameRoles =
      shownIds.length === stored.roleIds.length &&
      stored.roleIds.every((id) => shownIds.includes(id));
    const storedEstimate = readTeamEstimate();
    const sameChoices =
      storedEstimate !== undefined &&
      encodeEstimate(storedEstimate) === encodeEstimate(estimateOf(shown.members, shown.settings));
    if (sameRoles && sameChoices) return undefined;
  }
  return stored.roleIds;
}

/**
 * The calculator's team: the one the server rendered, replaced by this tab's stored team when
 * there is one, and saved (in this tab and on the lead) as the visitor changes it.
 */
export function useCalculatorState(data: CalculatorLoaderData) {
  const [opening] = useState(() => {
    const shown = serverState(data);
    // Reached by a navigation in the browser, this tab's storage can be read at once; while
    // the server renders and the browser hydrates that HTML, the effect below reads it.
    const storedIds = hasHydrated() ? storedTeamToLoad(data, undefined) : undefined;
    return { shown, storedIds };
  });
  const [state, setState] = useState<CalculatorState>(
    opening.storedIds ? { status: "loading" } : opening.shown,
  );
  const storedFetcher = useFetcher<CalculatorLoaderData>();
  const load = storedFetcher.load;
  // This fetcher only ever brings this tab's stored team: while it does, the team the server
  // rendered stays in place.
  const restoring = storedFetcher.state === "loading";
  const [consumed, setConsumed] = useState<CalculatorLoaderData>();
  // Asked once, in the first commit, before the effect below writes anything back.
  const restoreAsked = useRef(false);
  const restorePending = useRef(false);
  const { save: saveTeam } = useLeadTeamSaver(data.lead !== null);

  useEffect(() => {
    if (restoreAsked.current) return;
    restoreAsked.current = true;
    const ids = opening.storedIds ?? storedTeamToLoad(data, opening.shown);
    if (!ids) return;
    restorePending.current = true;
    void load(`/calculator?roles=${encodeURIComponent(ids.join(","))}`);
  }, [data, opening, load]);

  // The stored selection's positions arrived: build the team, keeping the last choices
  // (still in storage: nothing was written over them meanwhile).
  if (storedFetcher.state === "idle" && storedFetcher.data && storedFetcher.data !== consumed) {
    const { roles } = storedFetcher.data;
    const team = teamFromPositions(roles.positions, readTeamEstimate());
    setConsumed(storedFetcher.data);
    setState({
      status: "ready",
      ...team,
      notice:
        roles.unknownKeys.length > 0
          ? "A role you had selected is no longer offered and was left out."
          : undefined,
    });
  }

  // The visitor's current team survives a reload and a trip back to role selection, and is
  // saved on their lead for other tabs and devices.
  useEffect(() => {
    if (state.status !== "ready") return;
    // The team the server rendered is not written over the stored one about to replace it.
    if (restorePending.current && state === opening.shown) return;
    const estimate = estimateOf(state.members, state.settings);
    writeTeamEstimate(estimate);
    const ids = [...new Set(state.members.map((member) => member.positionId))];
    saveTeam({
      roleIds: ids,
      estimate: state.members.length > 0 ? encodeEstimate(estimate) : undefined,
    });
    const previous = readSelectedRoles();
    const records = new Map(previous.positions.map((position) => [position.id, position]));
    writeSelectedRoles({
      roleIds: ids,
      positions: ids.map((id): StoredPosition => {
        const known = records.get(id);
        if (known) return known;
        const member = state.members.find((candidate) => candidate.positionId === id)!;
        return {
          id,
          slug: member.slug,
          name: member.title,
          description: "",
          roleSkill: member.category,
          skills: [],
        };
      }),
    });
  }, [state, saveTeam, opening]);

  return { restoring, state, setState };
}
