import { type ReactNode, useMemo, useRef } from "react";
import { Link } from "react-router";

import { Icon } from "~/components/icon";
import {
  applySuggestion,
  compareWithUs,
  computeCosts,
  suggestOptimizations,
} from "~/features/catalog/cost";
import { FunnelProgress } from "~/features/funnel/funnel-progress";
import type { FunnelStepId } from "~/features/funnel/funnel-steps";
import { useHydrated } from "~/lib/forms/use-hydrated";

import type { TeamMember, TeamSettings } from "../team";
import type { CalculatorLoaderData } from "./calculator.server";
import { CalculatorActions } from "./calculator-actions";
import type { SeniorityBands, UsComparisonContent } from "./calculator-types";
import { CostSummaryBar, CostSummaryPanel } from "./cost-summary-panel";
import { Optimizations } from "./optimizations-panel";
import { ProjectSettings } from "./project-settings-panel";
import { TeamTable } from "./team-table";
import { UsComparisonPanel } from "./us-comparison-panel";
import { useCalculatorState } from "./use-calculator-state";
import { usePoolCounts } from "./use-pool-counts";

export function CalculatorPage({
  data,
}: {
  data: CalculatorLoaderData & { funnelDone: readonly FunnelStepId[] };
}) {
  return (
    <div className="bg-ink-50">
      <div className="container-page py-10 sm:py-14">
        <header className="max-w-3xl">
          <FunnelProgress current="estimate" done={data.funnelDone} className="mb-8" />
          <h1 className=" font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {data.content.title}
          </h1>
          <p className="mt-3 text-lg text-ink-600">{data.content.intro}</p>
        </header>
        <LoadedCalculator data={data} />
      </div>
    </div>
  );
}

function LoadingTeam() {
  return (
    <p role="status" className="mt-10 text-ink-600">
      Loading your team…
    </p>
  );
}

function LoadedCalculator({ data }: { data: CalculatorLoaderData }) {
  const { restoring, state, setState } = useCalculatorState(data);

  if (state.status === "loading") return <LoadingTeam />;
  return (
    <CalculatorFrame>
      <Calculator
        restoring={restoring}
        members={state.members}
        settings={state.settings}
        notice={state.notice}
        usComparison={data.content.usComparison}
        seniorityBands={data.content.seniorityBands}
        onChange={(update) =>
          setState((current) =>
            current.status === "ready" ? { ...current, ...update(current) } : current,
          )
        }
      />
    </CalculatorFrame>
  );
}

/**
 * The calculator's box, marked `data-hydrated` once its controls answer (the end-to-end tests
 * wait for it). Only this box re-renders as hydration ends: the calculator inside is the same
 * element, so React leaves it as hydrated instead of drawing it again in the same long task.
 */
function CalculatorFrame({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div data-testid="calculator" data-hydrated={hydrated ? "true" : undefined}>
      {children}
    </div>
  );
}

type Team = { members: TeamMember[]; settings: TeamSettings };

function Calculator({
  restoring = false,
  members,
  settings,
  notice,
  usComparison,
  seniorityBands,
  onChange,
}: {
  /** This tab's stored team is on its way to replace the one shown. */
  restoring?: boolean;
  members: TeamMember[];
  settings: TeamSettings;
  notice?: string;
  usComparison: UsComparisonContent;
  seniorityBands: SeniorityBands;
  /**
   * Given the change as a function of the team it applies to: the selects a visitor changed
   * before React ran are replayed one after another, with no render between them.
   */
  onChange: (update: (team: Team) => Team) => void;
}) {
  const teamHeading = useRef<HTMLHeadingElement>(null);
  const summary = useMemo(() => computeCosts(members, settings), [members, settings]);
  const suggestions = useMemo(() => suggestOptimizations(members, settings), [members, settings]);
  const poolCounts = usePoolCounts(members);
  const us = useMemo(
    () => compareWithUs(members, settings, summary, usComparison),
    [members, settings, summary, usComparison],
  );

  const setMember = (key: string, change: Partial<TeamMember>) =>
    onChange((team) => ({
      ...team,
      members: team.members.map((member) =>
        member.key === key ? { ...member, ...change } : member,
      ),
    }));
  const remove = (key: string) => {
    onChange((team) => ({ ...team, members: team.members.filter((member) => member.key !== key) }));
    teamHeading.current?.focus();
  };

  if (members.length === 0) {
    return (
      <div className="mt-10 rounded-card border border-dashed border-ink-300 bg-white p-10 text-center">
        {notice ? <p className="mb-4 text-sm font-medium text-danger-700">{notice}</p> : null}
        <Icon name="users" className="mx-auto size-10 text-ink-400" />
        {/* The same box while this tab's saved team loads, so nothing moves until it is here. */}
        <p role="status" className="mt-3 text-lg font-semibold text-ink-900">
          {restoring ? "Loading your team…" : "No team members selected yet."}
        </p>
        <Link
          to="/stack-selection"
          className={`btn-primary mt-6 ${restoring ? "invisible" : ""}`}
          aria-hidden={restoring || undefined}
          tabIndex={restoring ? -1 : undefined}
        >
          Select Team Members
        </Link>
      </div>
    );
  }

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {notice ? (
          <p
            role="status"
            className="rounded-control border border-signal-500 bg-white p-3 text-sm text-ink-800"
          >
            {notice}
          </p>
        ) : null}
        <TeamTable
          members={members}
          lines={summary.lines}
          seniorityBands={seniorityBands}
          poolCounts={poolCounts}
          headingRef={teamHeading}
          onMemberChange={setMember}
          onRemove={remove}
        />

        <ProjectSettings
          settings={settings}
          onChange={(change) =>
            onChange((team) => ({ ...team, settings: { ...team.settings, ...change } }))
          }
        />

        <Optimizations
          suggestions={suggestions}
          onApply={(suggestion) =>
            onChange((team) => ({ ...team, members: applySuggestion(team.members, suggestion) }))
          }
        />
      </div>

      <aside className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--spacing-header)+1rem)] lg:self-start">
        <CostSummaryPanel summary={summary} settings={settings} />

        <UsComparisonPanel us={us} assumptions={usComparison} />

        <CalculatorActions members={members} settings={settings} />
      </aside>

      {/* On a phone the summary sits below the team: keep the totals in sight while editing. */}
      <CostSummaryBar summary={summary} />
    </div>
  );
}
