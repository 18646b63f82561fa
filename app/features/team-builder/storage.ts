import { useSyncExternalStore } from "react";
import { z } from "zod";
import { decodeEstimate, encodeEstimate } from "./share-link";
import type { EstimateInput } from "./estimate-schema";

// Browser-side state of the funnel (spec section 3), in sessionStorage. Everything read back
// is validated: storage can hold anything a previous version of the site, or a user, left.

export const SELECTED_ROLES_KEY = "selectedRoles";
export const TEAM_ESTIMATE_KEY = "teamEstimate";
export const BRIEFING_TEAM_KEY = "briefingTeam";
export const COMPANY_DATA_KEY = "companyData";

const storedPositionSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string().default(""),
    roleSkill: z.object({ id: z.string(), slug: z.string(), name: z.string(), icon: z.string() }),
    skills: z
      .array(
        z.object({
          id: z.string(),
          slug: z.string(),
          name: z.string(),
          icon: z.string().nullable(),
        }),
      )
      .default([]),
  })
  .loose();

export type StoredPosition = z.infer<typeof storedPositionSchema>;

const selectedRolesSchema = z.object({
  roleIds: z.array(z.string()).max(200),
  positions: z.array(z.unknown()).default([]),
});

export interface SelectedRoles {
  roleIds: string[];
  positions: StoredPosition[];
}

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the page still works, it just forgets.
  }
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

const noSubscription = () => () => {};

/** False while server rendering and hydrating, true after: browser storage is readable. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function readTeamEstimate(): EstimateInput | undefined {
  const raw = read(TEAM_ESTIMATE_KEY);
  if (typeof raw !== "string") return undefined;
  const decoded = decodeEstimate(raw);
  return decoded.ok ? decoded.estimate : undefined;
}

export function writeTeamEstimate(estimate: EstimateInput | undefined): void {
  if (!estimate || estimate.members.length === 0) {
    try {
      window.sessionStorage.removeItem(TEAM_ESTIMATE_KEY);
    } catch {
      // see write()
    }
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
  const parsed = z
    .object({ companyName: z.string().trim().min(1).max(120) })
    .safeParse(read(COMPANY_DATA_KEY));
  return parsed.success ? parsed.data.companyName : undefined;
}
