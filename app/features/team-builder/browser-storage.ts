import type { CatalogPosition } from "~/features/catalog/catalog.server";
import {
  FUNNEL_STORAGE_KEYS,
  readCompanyData,
  readFunnelStorage as read,
  removeFunnelStorage,
  writeFunnelStorage as write,
} from "~/features/funnel/funnel-storage";
import { z } from "~/lib/forms/zod-mini";

import type { EstimateInput } from "./estimate-schema";
import { decodeEstimate, encodeEstimate } from "./share-link";

// The team builder's share of the funnel's browser storage (keys and helpers in
// ~/features/funnel/funnel-storage): a per-tab cache of what is saved on the lead.

const SELECTED_ROLES_KEY = FUNNEL_STORAGE_KEYS.selectedRoles;
const TEAM_ESTIMATE_KEY = FUNNEL_STORAGE_KEYS.teamEstimate;
const BRIEFING_TEAM_KEY = FUNNEL_STORAGE_KEYS.briefingTeam;

// zod's mini build: this module runs in the browser (decision 039).
const storedPositionSchema = z.looseObject({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z._default(z.string(), ""),
  roleSkill: z.object({ id: z.string(), slug: z.string(), name: z.string(), icon: z.string() }),
  skills: z._default(
    z.array(
      z.object({
        id: z.string(),
        slug: z.string(),
        name: z.string(),
        icon: z.nullable(z.string()),
      }),
    ),
    [],
  ),
});

export type StoredPosition = z.infer<typeof storedPositionSchema>;

/**
 * The record kept for a chosen position: what the role and estimate pages show of it. A role
 * page's card carries only the skills it shows, so a role chosen there is kept without them
 * (no page reads a kept position's skills).
 */
export function toStoredPosition(
  position: Omit<CatalogPosition, "skills"> & Partial<Pick<CatalogPosition, "skills">>,
): StoredPosition {
  return {
    id: position.id,
    slug: position.slug,
    name: position.name,
    description: position.description,
    roleSkill: position.roleSkill,
    skills: position.skills ?? [],
  };
}

const selectedRolesSchema = z.object({
  roleIds: z.array(z.string()).check(z.maxLength(200)),
  positions: z._default(z.array(z.unknown()), []),
});

export interface SelectedRoles {
  roleIds: string[];
  positions: StoredPosition[];
}

const NO_SELECTION: SelectedRoles = { roleIds: [], positions: [] };

function parseSelectedRoles(value: unknown): SelectedRoles {
  const parsed = selectedRolesSchema.safeParse(value);
  if (!parsed.success) return NO_SELECTION;
  const positions = parsed.data.positions.flatMap((position) => {
    const result = storedPositionSchema.safeParse(position);
    return result.success ? [result.data] : [];
  });
  return { roleIds: [...new Set(parsed.data.roleIds)], positions };
}

export function readSelectedRoles(): SelectedRoles {
  return parseSelectedRoles(read(SELECTED_ROLES_KEY));
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; value: SelectedRoles } | undefined;

/** The stored selection as an external store for useSyncExternalStore (nothing on the server). */
export const selectedRolesStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot(): SelectedRoles {
    let raw: string | null = null;
    try {
      raw = window.sessionStorage.getItem(SELECTED_ROLES_KEY);
    } catch {
      // see write()
    }
    if (snapshot?.raw !== raw) {
      let value: unknown;
      try {
        value = raw === null ? undefined : JSON.parse(raw);
      } catch {
        value = undefined;
      }
      snapshot = { raw, value: parseSelectedRoles(value) };
    }
    return snapshot.value;
  },
  getServerSnapshot(): SelectedRoles {
    return NO_SELECTION;
  },
};

export function writeSelectedRoles(selection: SelectedRoles): void {
  write(SELECTED_ROLES_KEY, selection);
  for (const listener of listeners) listener();
}

export function readTeamEstimate(): EstimateInput | undefined {
  const raw = read(TEAM_ESTIMATE_KEY);
  if (typeof raw !== "string") return undefined;
  const decoded = decodeEstimate(raw);
  return decoded.ok ? decoded.estimate : undefined;
}

export function writeTeamEstimate(estimate: EstimateInput | undefined): void {
  if (!estimate || estimate.members.length === 0) {
    removeFunnelStorage(TEAM_ESTIMATE_KEY);
    return;
  }
  write(TEAM_ESTIMATE_KEY, encodeEstimate(estimate));
}

export interface BriefingTeam {
  /** The same compact form as a shared link (decision 009). */
  estimate: string;
  members: {
    positionId: string;
    slug: string;
    title: string;
    seniority: string;
    quantity: number;
  }[];
  durationMonths: number;
  hoursPerWeek: number;
}

export function writeBriefingTeam(team: BriefingTeam): void {
  write(BRIEFING_TEAM_KEY, team);
}

export function readCompanyName(): string | undefined {
  return readCompanyData()?.companyName;
}
