import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";

import { Icon } from "~/components/icon";
import { identityOf, StaticIsland } from "~/components/static-island";
import { FunnelProgress } from "~/features/funnel/funnel-progress";
import type { FunnelStepId } from "~/features/funnel/funnel-steps";
import { useHydrated } from "~/lib/forms/use-hydrated";

import {
  readSelectedRoles,
  type SelectedRoles,
  selectedRolesStore,
  type StoredPosition,
  toStoredPosition,
  writeSelectedRoles,
} from "../browser-storage";
import { useLeadTeamSaver } from "../lead-sync";
import { RecommendationsPanel } from "../recommendations/recommendations-panel";
import { PositionCard, ROLE_CHOICE_FORM, type RoleCard } from "./position-card";
import { Filters } from "./role-filters";
import { listenAsRovingGrid } from "./roving-grid";
import type { OkPage, StackSelectionPageData } from "./stack-selection-page.server";

export function StackSelectionPage({
  data,
}: {
  data: StackSelectionPageData & { funnelDone: readonly FunnelStepId[] };
}) {
  const { page, content, lead } = data;
  const navigate = useNavigate();
  useSeedSelectionFromLead(lead);
  const { save: saveTeam, flush: flushTeam } = useLeadTeamSaver(lead !== null);
  const stored = useSyncExternalStore(
    selectedRolesStore.subscribe,
    selectedRolesStore.getSnapshot,
    selectedRolesStore.getServerSnapshot,
  );
  const selected = useMemo(() => {
    const byId = new Map(stored.positions.map((position) => [position.id, position]));
    return new Map(
      stored.roleIds.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!] as const] : [])),
    );
  }, [stored]);
  const [showRecommendations, setShowRecommendations] = useState(false);

  const update = useCallback(
    (change: (next: Map<string, StoredPosition>) => void) => {
      const next = new Map(
        readSelectedRoles().positions.map((position) => [position.id, position] as const),
      );
      const current = readSelectedRoles().roleIds;
      const ordered = new Map(
        current.flatMap((id) => (next.has(id) ? [[id, next.get(id)!] as const] : [])),
      );
      change(ordered);
      writeSelectedRoles({ roleIds: [...ordered.keys()], positions: [...ordered.values()] });
      saveTeam({ roleIds: [...ordered.keys()] });
    },
    [saveTeam],
  );

  const toggle = (position: RoleCard, checked: boolean) =>
    update((next) => {
      if (checked) next.set(position.id, toStoredPosition(position));
      else next.delete(position.id);
    });

  const count = selected.size;

  return (
    <div className="bg-ink-50">
      <div className="container-page py-10 sm:py-14">
        {page.status === "error" ? (
          <LoadError />
        ) : (
          <>
            <header className="max-w-3xl">
              <FunnelProgress current="roles" done={data.funnelDone} className="mb-8" />
              <h1 className=" font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
                {content.title}
              </h1>
              <p className="mt-3 text-lg text-ink-600">{content.intro}</p>
              {lead ? (
                <p className="mt-3 text-sm text-ink-600">
                  Your choices are saved for {lead.companyName ?? "your company"} under reference{" "}
                  <span className="font-mono text-ink-800">{lead.reference}</span>, which is also in
                  the email we sent you.{" "}
                  <Link
                    to="/company-registration?edit"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    Edit company details
                  </Link>
                </p>
              ) : null}
            </header>

            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/contact/book-call" className="btn-secondary">
                <Icon name="calendar-check" className="size-4" />
                Book Call with Near Genius
              </Link>
              <button
                type="button"
                className="btn-secondary"
                aria-expanded={showRecommendations}
                aria-controls="recommendations"
                onClick={() => setShowRecommendations((open) => !open)}
              >
                {showRecommendations ? (
                  <Icon name="x" className="size-4" />
                ) : (
                  <Icon name="sparkles" className="size-4" />
                )}
                {showRecommendations ? "Hide AI Recommendations" : "Get AI Recommendations"}
              </button>
            </div>
            <div>
              {showRecommendations ? (
                <RecommendationsPanel
                  explanation={content.recommendations}
                  isSelected={(id) => selected.has(id)}
                  onAdd={(positions) =>
                    update((next) => {
                      for (const position of positions) {
                        next.set(position.id, toStoredPosition(position));
                      }
                    })
                  }
                />
              ) : null}
            </div>

            <Filters page={page} />

            <Positions page={page} stored={stored} onToggle={toggle} />
          </>
        )}
      </div>

      {page.status === "ok" ? (
        <div
          id="selection-footer"
          tabIndex={-1}
          aria-label="Your selection"
          role="region"
          className="sticky bottom-0 z-10 border-t border-ink-200 bg-white/95 backdrop-blur focus:outline-none"
        >
          <div className="container-page flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3" aria-live="polite" aria-atomic="true">
              <span
                data-testid="selection-count"
                className="shrink-0 whitespace-nowrap rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white"
              >
                {count} {count === 1 ? "role" : "roles"}
              </span>
              {count === 0 ? (
                <p id="continue-hint" className="text-sm text-ink-600">
                  Please select at least one role to continue
                </p>
              ) : (
                <p className="text-sm text-ink-600">selected for your team</p>
              )}
            </div>
            {/* Without the page's script this form sends the ticked cards to the calculator
                (?roles=a&roles=b); with it, the choice is the tab's whole selection, saved on
                the lead, whatever the search shows now. */}
            <form
              id={ROLE_CHOICE_FORM}
              method="get"
              action="/calculator"
              className="flex flex-col sm:flex-row"
              onSubmit={(event) => {
                event.preventDefault();
                void flushTeam();
                void navigate("/calculator");
              }}
            >
              <ContinueButton count={count} />
            </form>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A new tab (or another device, through the resume link) starts with empty storage: the
 * selection saved on the visitor's lead fills it, once. A tab that already has a selection
 * keeps its own, which is never older than the lead's.
 */
function useSeedSelectionFromLead(lead: { positions: StoredPosition[] } | null) {
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !lead || lead.positions.length === 0) return;
    seeded.current = true;
    if (readSelectedRoles().roleIds.length > 0) return;
    writeSelectedRoles({
      roleIds: lead.positions.map((position) => position.id),
      positions: lead.positions,
    });
  }, [lead]);
}

/** The slugs of the chosen roles: what the grid's checkboxes carry as their value. */
function chosenSlugs({ roleIds, positions }: SelectedRoles): Set<string> {
  const chosen = new Set(roleIds);
  return new Set(positions.flatMap((position) => (chosen.has(position.id) ? [position.slug] : [])));
}

/**
 * The role grid. Its cards are a static island: the page hydrates without them (fifty cards
 * were most of what React hydrated on this page), and handlers around the island serve the
 * document's checkboxes. A search brings new cards, which React draws.
 */
function Positions({
  page,
  stored,
  onToggle,
}: {
  page: OkPage;
  stored: SelectedRoles;
  onToggle: (position: RoleCard, checked: boolean) => void;
}) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/stack-selection";
  const { positions, filters } = page;
  const grid = useRef<HTMLDivElement>(null);
  const bySlug = useMemo(
    () => new Map(positions.map((position) => [position.slug, position] as const)),
    [positions],
  );
  const latest = useRef({ bySlug, onToggle });
  useLayoutEffect(() => {
    latest.current = { bySlug, onToggle };
  });

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.name !== "roles") return;
      const position = latest.current.bySlug.get(input.value);
      if (position) latest.current.onToggle(position, input.checked);
    };
    element.addEventListener("change", onChange);
    const stopRoving = listenAsRovingGrid(element);
    return () => {
      element.removeEventListener("change", onChange);
      stopRoving();
    };
  }, []);

  // The checkboxes show the tab's selection, which only the browser knows. The first time,
  // a card ticked before the script ran is the visitor's choice and joins it.
  const adopted = useRef(false);
  useLayoutEffect(() => {
    const inputs = [
      ...(grid.current?.querySelectorAll<HTMLInputElement>('input[name="roles"]') ?? []),
    ];
    if (!adopted.current) {
      adopted.current = true;
      for (const input of inputs) {
        const position = bySlug.get(input.value);
        if (input.checked && position) latest.current.onToggle(position, true);
      }
    }
    const chosen = chosenSlugs(readSelectedRoles());
    for (const input of inputs) input.checked = chosen.has(input.value);
  }, [stored, bySlug]);

  return (
    <div className="mt-6">
      {/* The cards' names are third-level headings under this one, so a screen reader's
          heading list reads as the page is laid out. */}
      <h2 className="sr-only">Job positions</h2>
      <p aria-live="polite" className="min-h-6 text-sm text-ink-600">
        {loading
          ? "Loading positions..."
          : positions.length > 0
            ? `${positions.length}${page.truncated ? "+" : ""} ${positions.length === 1 ? "position" : "positions"}`
            : ""}
      </p>
      {page.match === "close" && positions.length > 0 ? (
        <p className="mt-2 text-sm text-ink-700" data-testid="close-matches">
          No roles match “{filters.search}” exactly. Showing the closest matches.
        </p>
      ) : null}
      {positions.length > 0 ? (
        <p id="position-grid-keys" className="sr-only">
          One tab stop: use the arrow keys to move between roles and Space to select one.
        </p>
      ) : null}
      <div ref={grid} aria-busy={loading} className={loading ? "opacity-60" : undefined}>
        {positions.length === 0 ? (
          <div className="mt-4 rounded-card border border-dashed border-ink-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-ink-900">
              {filters.search
                ? `No positions found for "${filters.search}"`
                : "No positions available"}
            </p>
          </div>
        ) : (
          <StaticIsland name="position-grid" key={identityOf(page)} keep={page.gridKey}>
            <ul
              aria-label="Job positions"
              aria-describedby="position-grid-keys"
              data-roving-grid=""
              className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {positions.map((position, index) => (
                <PositionCard
                  key={position.id}
                  position={position}
                  highlight={page.highlight}
                  tabStop={index === 0}
                />
              ))}
            </ul>
          </StaticIsland>
        )}
      </div>
      {page.truncated ? (
        <p className="mt-4 text-sm text-ink-600">
          Showing the first {positions.length} positions. Refine your search to see the others.
        </p>
      ) : null}
    </div>
  );
}

function LoadError() {
  const { pathname, search } = useLocation();
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-card border border-danger-600/30 bg-white p-10 text-center shadow-card"
    >
      <h1 className="font-display text-3xl font-bold text-ink-900">Error Loading Data</h1>
      <p className="mt-3 text-ink-600">
        Failed to load job positions and categories. Please try again later.
      </p>
      {/* A plain link to this page, so that it reloads before (or without) the page's
          script as well. */}
      <a href={`${pathname}${search}`} className="btn-primary mt-6">
        <Icon name="refresh-cw" className="size-4" />
        Reload Page
      </a>
    </div>
  );
}

/**
 * The way on to the calculator, disabled while nothing is chosen. Only the script knows the
 * count; before it runs, the server checks the roles. It alone re-renders as hydration ends,
 * not the role grid around it.
 */
function ContinueButton({ count }: { count: number }) {
  const hydrated = useHydrated();
  return (
    <button
      id="continue-to-calculator"
      type="submit"
      className="btn-primary disabled:cursor-not-allowed disabled:bg-ink-300 disabled:text-ink-700"
      disabled={hydrated && count === 0}
      aria-describedby={count === 0 ? "continue-hint" : undefined}
    >
      Continue to Calculator &amp; Pricing
      <Icon name="arrow-right" className="size-4" />
    </button>
  );
}
