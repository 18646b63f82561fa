import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import type { CalculatorLoaderData } from "./calculator.server";
import { FunnelProgress } from "~/features/funnel/funnel-progress";
import { useHydrated } from "~/lib/forms/use-hydrated";
import { CategoryIcon } from "./category-icon";
import { useLeadTeamSaver } from "./lead-sync";
import {
  applySuggestion,
  compareWithUs,
  computeCosts,
  formatWholeUsd,
  MAX_QUANTITY,
  suggestOptimizations,
  toCents,
  type Suggestion,
} from "~/features/catalog/cost";
import {
  DURATION_MAX_MONTHS,
  DURATION_MIN_MONTHS,
  durationInputSchema,
  hoursPerWeekOptions,
  quantityInputSchema,
  type HoursPerWeek,
} from "./estimate-schema";
import { SelectField } from "./select-field";
import { seniorityLabel, seniorityOptions, type Seniority } from "~/features/catalog/seniority";
import { encodeEstimate, SHARE_PARAM } from "./share-link";
import {
  readCompanyName,
  readSelectedRoles,
  readTeamEstimate,
  writeBriefingTeam,
  writeSelectedRoles,
  writeTeamEstimate,
  type StoredPosition,
} from "./storage";
import {
  estimateOf,
  teamFromEstimate,
  teamFromPositions,
  DEFAULT_SETTINGS,
  type TeamMember,
  type TeamSettings,
} from "./team";
import { Icon } from "~/components/icon";

type State =
  | { status: "loading" }
  | { status: "ready"; members: TeamMember[]; settings: TeamSettings; notice?: string };

function missingNotice(keys: readonly string[]): string | undefined {
  return keys.length === 0
    ? undefined
    : `Some roles are no longer offered and were left out: ${keys.join(", ")}.`;
}

export function CalculatorPage({ data }: { data: CalculatorLoaderData }) {
  return (
    <div className="bg-ink-50">
      <div className="container-page py-10 sm:py-14">
        <header className="max-w-3xl">
          <FunnelProgress current="estimate" className="mb-8" />
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

/**
 * The team the server knows: a shared link, else the team saved on the visitor's lead (a new
 * tab, another device), else ?roles=. The page is rendered with it, on the server and in the
 * hydrating browser alike, so nothing moves when React takes over.
 */
function serverState(data: CalculatorLoaderData): State {
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
  shown: State | undefined,
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

function LoadedCalculator({ data }: { data: CalculatorLoaderData }) {
  // False while the server renders and the browser hydrates that HTML, true from then on;
  // already true when the page is reached by a navigation in the browser, where this tab's
  // storage can be read at once.
  const hydrated = useHydrated();
  const [opening] = useState(() => {
    const shown = serverState(data);
    const storedIds = hydrated ? storedTeamToLoad(data, undefined) : undefined;
    return { shown, storedIds };
  });
  const [state, setState] = useState<State>(
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

  if (state.status === "loading") return <LoadingTeam />;
  return (
    // data-hydrated: the controls answer from here on (the end-to-end tests wait for it).
    <div data-testid="calculator" data-hydrated={hydrated ? "true" : undefined}>
      <Calculator
        restoring={restoring}
        members={state.members}
        settings={state.settings}
        notice={state.notice}
        usComparison={data.content.usComparison}
        seniorityBands={data.content.seniorityBands}
        onChange={(members, settings) =>
          setState({ status: "ready", members, settings, notice: state.notice })
        }
      />
    </div>
  );
}

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
  usComparison: CalculatorLoaderData["content"]["usComparison"];
  seniorityBands: CalculatorLoaderData["content"]["seniorityBands"];
  onChange: (members: TeamMember[], settings: TeamSettings) => void;
}) {
  const teamHeading = useRef<HTMLHeadingElement>(null);
  const summary = useMemo(() => computeCosts(members, settings), [members, settings]);
  const suggestions = useMemo(() => suggestOptimizations(members, settings), [members, settings]);
  const us = useMemo(
    () => compareWithUs(members, settings, summary, usComparison),
    [members, settings, summary, usComparison],
  );

  const setMember = (key: string, change: Partial<TeamMember>) =>
    onChange(
      members.map((member) => (member.key === key ? { ...member, ...change } : member)),
      settings,
    );
  const remove = (key: string) => {
    onChange(
      members.filter((member) => member.key !== key),
      settings,
    );
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
        <section
          aria-labelledby="team-heading"
          className="rounded-card bg-white p-5 shadow-card sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              id="team-heading"
              ref={teamHeading}
              tabIndex={-1}
              className="text-xl font-semibold text-ink-900 outline-none"
            >
              Team Composition
            </h2>
            <Link
              to="/stack-selection"
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Add or change roles
            </Link>
          </div>
          <ul className="mt-4 divide-y divide-ink-200" aria-label="Team members">
            {members.map((member, index) => (
              <MemberRow
                key={member.key}
                member={member}
                line={summary.lines[index]!}
                seniorityBands={seniorityBands}
                onSeniority={(seniority) => setMember(member.key, { seniority })}
                onQuantity={(quantity) => setMember(member.key, { quantity })}
                onRemove={() => remove(member.key)}
              />
            ))}
          </ul>
        </section>

        <ProjectSettings settings={settings} onChange={(next) => onChange(members, next)} />

        <Optimizations
          suggestions={suggestions}
          onApply={(suggestion) => onChange(applySuggestion(members, suggestion), settings)}
        />
      </div>

      <aside className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--spacing-header)+1rem)] lg:self-start">
        <section
          aria-labelledby="summary-heading"
          className="rounded-card bg-brand-950 p-5 text-white shadow-card sm:p-6"
        >
          <h2 id="summary-heading" className="text-xl font-semibold">
            Cost Summary
          </h2>
          <dl className="mt-4 space-y-3" data-testid="cost-summary">
            <SummaryRow
              label="Total hourly"
              value={`${formatWholeUsd(summary.totalHourlyCents)}/h`}
              testId="total-hourly"
            />
            <SummaryRow
              label="Monthly total"
              value={formatWholeUsd(summary.monthlyTotalCents)}
              testId="monthly-total"
            />
            <SummaryRow
              label={`Project total (${settings.durationMonths} ${settings.durationMonths === 1 ? "month" : "months"})`}
              value={formatWholeUsd(summary.projectTotalCents)}
              testId="project-total"
              large
            />
          </dl>
          <p className="mt-3 text-xs text-brand-100" data-testid="billing-basis">
            {summary.headcount} {summary.headcount === 1 ? "person" : "people"}, billed per{" "}
            {settings.hoursPerWeek * 4}-hour month ({settings.hoursPerWeek} hours a week × 4
            {settings.hoursPerWeek === 40 ? "; 160 hours at full time" : ""}). Whole dollars, before
            taxes.
          </p>
          {summary.lines.some((line) => line.fallback) ? (
            <p className="mt-2 text-xs text-signal-400">
              * Priced at the standard $50/h: no rate on file for that seniority.
            </p>
          ) : null}
        </section>

        <UsComparisonPanel us={us} assumptions={usComparison} />

        <Actions members={members} settings={settings} />
      </aside>

      {/* On a phone the summary sits below the team: keep the totals in sight while editing. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
        <a
          href="#summary-heading"
          className="flex items-center justify-between gap-3 text-sm text-ink-800"
        >
          <span className="flex flex-wrap gap-x-4">
            <span className="whitespace-nowrap">
              Monthly{" "}
              <strong className="tabular-nums">{formatWholeUsd(summary.monthlyTotalCents)}</strong>
            </span>
            <span className="whitespace-nowrap">
              Project{" "}
              <strong className="tabular-nums">{formatWholeUsd(summary.projectTotalCents)}</strong>
            </span>
          </span>
          <span className="font-semibold text-brand-700">Summary</span>
        </a>
      </div>
    </div>
  );
}

function SummaryRow({
  label,
  value,
  testId,
  large,
}: {
  label: string;
  value: string;
  testId: string;
  large?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-sm text-brand-100">{label}</dt>
      <dd
        data-testid={testId}
        className={`font-semibold tabular-nums ${large ? "text-2xl" : "text-lg"}`}
      >
        {value}
      </dd>
    </div>
  );
}

function MemberRow({
  member,
  line,
  seniorityBands,
  onSeniority,
  onQuantity,
  onRemove,
}: {
  member: TeamMember;
  line: ReturnType<typeof computeCosts>["lines"][number];
  seniorityBands: CalculatorLoaderData["content"]["seniorityBands"];
  onSeniority: (seniority: Seniority) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li
      data-testid="team-member"
      data-slug={member.slug}
      className="grid gap-4 py-4 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="min-w-0">
        <h3 id={`${id}-title`} className="font-semibold text-ink-900">
          {member.title}
        </h3>
        <p className="mt-1 inline-flex items-center gap-1.5 text-xs font-medium text-ink-600">
          <CategoryIcon icon={member.category.icon} />
          {member.category.name}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-[13rem_auto]">
          <div>
            <span id={`${id}-seniority`} className="block text-xs font-medium text-ink-700">
              Seniority <span className="sr-only">for {member.title}</span>
            </span>
            <SelectField
              labelId={`${id}-seniority`}
              value={member.seniority}
              testId="seniority-select"
              options={seniorityOptions.map((option) => ({
                value: option.value,
                label: `${option.label} (${seniorityBands[option.value]})`,
              }))}
              onValueChange={onSeniority}
              className="mt-1"
            />
          </div>
          <Quantity id={id} title={member.title} value={member.quantity} onChange={onQuantity} />
        </div>
      </div>
      <div className="flex flex-row items-end justify-between gap-4 sm:flex-col sm:items-end">
        <dl className="text-left sm:text-right">
          <div>
            <dt className="text-xs text-ink-600">Hourly rate</dt>
            <dd data-testid="hourly-rate" className="font-semibold tabular-nums text-ink-900">
              {formatWholeUsd(toCents(line.hourlyRate))}/h{line.fallback ? "*" : ""}
            </dd>
          </div>
          <div className="mt-1">
            <dt className="text-xs text-ink-600">Monthly cost</dt>
            <dd
              data-testid="monthly-cost"
              className="text-lg font-semibold tabular-nums text-ink-900"
            >
              {formatWholeUsd(line.monthlyCents)}
            </dd>
          </div>
        </dl>
        <button type="button" onClick={onRemove} className="btn-secondary min-h-10 px-3 py-1.5">
          <Icon name="trash" className="size-4" />
          Remove
          <span className="sr-only">
            {" "}
            {member.title} ({seniorityLabel(member.seniority)})
          </span>
        </button>
      </div>
    </li>
  );
}

function Quantity({
  id,
  title,
  value,
  onChange,
}: {
  id: string;
  title: string;
  value: number;
  onChange: (value: number) => void;
}) {
  // What the visitor typed stays in the box while it is not a valid quantity, with the reason
  // beside it; the totals keep the last valid quantity meanwhile.
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (quantityInputSchema.safeParse(text).data !== value) {
      setText(String(value));
      setError(undefined);
    }
  }
  const step = (next: number) => {
    setError(undefined);
    setText(String(next));
    onChange(next);
  };
  return (
    <div>
      <label htmlFor={`${id}-quantity`} className="block text-xs font-medium text-ink-700">
        Quantity <span className="sr-only">of {title}</span>
      </label>
      <div className="mt-1 flex items-center gap-1">
        <button
          type="button"
          className="btn-secondary size-11 p-0"
          onClick={() => step(value - 1)}
          disabled={value <= 1}
          aria-label={`Fewer ${title}s`}
        >
          <Icon name="minus" className="size-4" />
        </button>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-quantity-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = quantityInputSchema.safeParse(event.target.value);
            if (parsed.success) {
              setError(undefined);
              onChange(parsed.data);
            } else setError(parsed.error.issues[0]?.message);
          }}
          className={`min-h-11 w-16 rounded-control border bg-white px-2 text-center tabular-nums text-ink-900 ${error ? "border-danger-600" : "border-ink-300"}`}
        />
        <button
          type="button"
          className="btn-secondary size-11 p-0"
          onClick={() => step(value + 1)}
          disabled={value >= MAX_QUANTITY}
          aria-label={`More ${title}s`}
        >
          <Icon name="plus" className="size-4" />
        </button>
      </div>
      {error ? (
        <p
          id={`${id}-quantity-error`}
          className="mt-1 max-w-48 text-xs font-medium text-danger-700"
        >
          {error}. Totals use {value}.
        </p>
      ) : null}
    </div>
  );
}

function ProjectSettings({
  settings,
  onChange,
}: {
  settings: TeamSettings;
  onChange: (settings: TeamSettings) => void;
}) {
  const [durationText, setDurationText] = useState(String(settings.durationMonths));
  const [error, setError] = useState<string>();
  const [shownDuration, setShownDuration] = useState(settings.durationMonths);
  const id = useId();

  // The duration changed from outside this box (a restored estimate): show it.
  if (shownDuration !== settings.durationMonths) {
    setShownDuration(settings.durationMonths);
    if (durationInputSchema.safeParse(durationText).data !== settings.durationMonths) {
      setDurationText(String(settings.durationMonths));
      setError(undefined);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink-900">
        Project Settings
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-duration`} className="block text-sm font-medium text-ink-800">
            Project duration (months)
          </label>
          <input
            id={`${id}-duration`}
            type="number"
            inputMode="numeric"
            min={DURATION_MIN_MONTHS}
            max={DURATION_MAX_MONTHS}
            step={1}
            value={durationText}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-duration-help`}
            onChange={(event) => {
              setDurationText(event.target.value);
              const parsed = durationInputSchema.safeParse(event.target.value);
              if (parsed.success) {
                setError(undefined);
                onChange({ ...settings, durationMonths: parsed.data });
              } else setError(parsed.error.issues[0]?.message);
            }}
            className={`mt-1 block min-h-11 w-full rounded-control border bg-white px-3 text-ink-900 ${error ? "border-danger-600" : "border-ink-300"}`}
          />
          <p
            id={`${id}-duration-help`}
            className={`mt-1 text-xs ${error ? "font-medium text-danger-700" : "text-ink-600"}`}
          >
            {error
              ? `${error}. Totals use ${settings.durationMonths} ${settings.durationMonths === 1 ? "month" : "months"}.`
              : `Whole months, ${DURATION_MIN_MONTHS} to ${DURATION_MAX_MONTHS}.`}
          </p>
        </div>
        <div>
          <span id={`${id}-hours`} className="block text-sm font-medium text-ink-800">
            Hours per week
          </span>
          <SelectField
            labelId={`${id}-hours`}
            testId="hours-select"
            value={String(settings.hoursPerWeek)}
            options={hoursPerWeekOptions.map((option) => ({
              value: String(option.value),
              label: option.label,
            }))}
            onValueChange={(value) =>
              onChange({ ...settings, hoursPerWeek: Number(value) as HoursPerWeek })
            }
            className="mt-1"
          />
        </div>
      </div>
    </section>
  );
}

function Optimizations({
  suggestions,
  onApply,
}: {
  suggestions: Suggestion[];
  onApply: (suggestion: Suggestion) => void;
}) {
  return (
    <section
      aria-labelledby="optimization-heading"
      className="rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        id="optimization-heading"
        className="flex items-center gap-2 text-xl font-semibold text-ink-900"
      >
        <Icon name="lightbulb" className="size-5 text-signal-600" />
        Cost Optimization
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Computed from your team and our rate table: each change below lowers the estimate by the
        amount shown.
      </p>
      {suggestions.length === 0 ? (
        <p className="mt-4 text-sm text-ink-700">
          No cheaper seniority mix for this team: every role is already at mid-level or below.
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Suggestions">
          {suggestions.map((suggestion) => (
            <li
              key={suggestion.id}
              data-testid="suggestion"
              className="flex flex-col gap-3 rounded-control border border-ink-200 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="text-sm font-medium text-ink-900">{suggestion.description}</p>
                <p className="mt-1 text-sm text-accent-700">
                  Saves {formatWholeUsd(suggestion.monthlySavingsCents)}/month ·{" "}
                  {formatWholeUsd(suggestion.projectSavingsCents)} over the project
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary shrink-0"
                onClick={() => onApply(suggestion)}
              >
                Apply<span className="sr-only">: {suggestion.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UsComparisonPanel({
  us,
  assumptions,
}: {
  us: ReturnType<typeof compareWithUs>;
  assumptions: CalculatorLoaderData["content"]["usComparison"];
}) {
  return (
    <section aria-labelledby="us-heading" className="rounded-card bg-white p-5 shadow-card sm:p-6">
      <h2 id="us-heading" className="text-lg font-semibold text-ink-900">
        Compared with hiring in the U.S.
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">Same team, fully loaded</dt>
          <dd data-testid="us-monthly" className="font-semibold tabular-nums text-ink-900">
            {formatWholeUsd(us.usMonthlyCents)}/month
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-600">
            {us.monthlySavingsCents >= 0 ? "You save" : "Extra cost"}
          </dt>
          <dd data-testid="us-savings" className="font-semibold tabular-nums text-accent-700">
            {formatWholeUsd(Math.abs(us.monthlySavingsCents))}/month ({Math.abs(us.savingsPercent)}
            %)
          </dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="font-medium text-brand-700 underline underline-offset-4">
          Assumptions
        </summary>
        <ul className="mt-2 space-y-1 text-ink-700">
          {seniorityOptions.map((option) => (
            <li key={option.value}>
              {option.label}: {formatWholeUsd(assumptions.annualBaseSalaryUsd[option.value] * 100)}{" "}
              base salary a year
            </li>
          ))}
          <li>× {assumptions.burdenMultiplier} for taxes, benefits, equipment and recruiting</li>
          <li>÷ {assumptions.annualWorkHours.toLocaleString("en-US")} paid hours a year</li>
        </ul>
        <p className="mt-2 text-xs text-ink-600">{assumptions.source}</p>
      </details>
      <p className="mt-3 text-xs text-ink-600" data-testid="savings-note">
        {assumptions.savingsNote}
      </p>
    </section>
  );
}

/** What the page says once a quote is downloaded: its number, and whether it was mailed. */
function quoteDoneMessage(headers: Headers): string | undefined {
  const reference = headers.get("x-quote-reference");
  if (!reference) return undefined;
  const confirmation = headers.get("x-quote-confirmation");
  const mailed =
    confirmation === "sent"
      ? " A note with its number is on its way to your inbox."
      : confirmation === "already-sent"
        ? " We already mailed you a note with its number."
        : "";
  return `Quote ${reference} downloaded.${mailed}`;
}

/** A form carrying the encoded estimate, done in place by `onSubmit` once the page has hydrated. */
function EstimateForm({
  method,
  action,
  field,
  encoded,
  onSubmit,
  children,
}: {
  method: "get" | "post";
  action: string;
  field: string;
  encoded: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      method={method}
      action={action}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <input type="hidden" name={field} value={encoded} />
      {children}
    </form>
  );
}

function Actions({ members, settings }: { members: TeamMember[]; settings: TeamSettings }) {
  const [shared, setShared] = useState<{ encoded: string; url: string; status: string }>();
  const [quoteState, setQuoteState] = useState<{ busy: boolean; error?: string; done?: string }>({
    busy: false,
  });
  const id = useId();
  const estimate = estimateOf(members, settings);
  const encoded = encodeEstimate(estimate);
  // A link made for an earlier version of the team is not shown: it would open the old one.
  const shareUrl = shared?.encoded === encoded ? shared.url : undefined;
  const shareStatus = shared?.encoded === encoded ? shared.status : undefined;

  async function share() {
    const url = `${window.location.origin}/calculator?${new URLSearchParams({ [SHARE_PARAM]: encoded })}`;
    let status = "Link copied to the clipboard. Anyone with it sees this estimate.";
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      status = "Copy the link below. Anyone with it sees this estimate.";
    }
    setShared({ encoded, url, status });
  }

  async function downloadQuote() {
    setQuoteState({ busy: true });
    try {
      const form = new FormData();
      form.set("estimate", encoded);
      const company = readCompanyName();
      if (company) form.set("companyName", company);
      const response = await fetch("/calculator/quote", { method: "POST", body: form });
      if (!response.ok) throw new Error((await response.text()) || `HTTP ${response.status}`);
      const blob = await response.blob();
      const name =
        /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
        "near-genius-quote.pdf";
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      setQuoteState({ busy: false, done: quoteDoneMessage(response.headers) });
    } catch (error) {
      setQuoteState({
        busy: false,
        error: `The quote could not be created: ${(error as Error).message}. Please try again.`,
      });
    }
  }

  function saveForBriefing() {
    writeBriefingTeam({
      estimate: encoded,
      members: members.map((member) => ({
        positionId: member.positionId,
        slug: member.slug,
        title: member.title,
        seniority: member.seniority,
        quantity: member.quantity,
      })),
      durationMonths: settings.durationMonths,
      hoursPerWeek: settings.hoursPerWeek,
    });
  }

  return (
    <section
      aria-label="Next steps"
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      {/* Both are real forms, so that they work before the page's script has run (and
          without it): the quote is posted and the browser downloads the PDF; sharing opens
          the estimate's own link, which the address bar then holds. Once hydrated, the page
          does both in place, with a message and the link to copy. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <EstimateForm
          method="post"
          action="/calculator/quote"
          field="estimate"
          encoded={encoded}
          onSubmit={downloadQuote}
        >
          <button type="submit" className="btn-secondary" disabled={quoteState.busy}>
            <Icon name="download" className="size-4" />
            {quoteState.busy ? "Preparing PDF…" : "Download Quote"}
          </button>
        </EstimateForm>
        <EstimateForm
          method="get"
          action="/calculator"
          field={SHARE_PARAM}
          encoded={encoded}
          onSubmit={share}
        >
          <button type="submit" className="btn-secondary">
            <Icon name="share-2" className="size-4" />
            Share Estimate
          </button>
        </EstimateForm>
      </div>
      <div aria-live="polite">
        {quoteState.error ? (
          <p className="text-sm font-medium text-danger-700">{quoteState.error}</p>
        ) : null}
        {quoteState.done && !quoteState.error ? (
          <p className="text-sm text-ink-700">{quoteState.done}</p>
        ) : null}
        {shareStatus ? <p className="text-sm text-ink-700">{shareStatus}</p> : null}
      </div>
      {shareUrl ? (
        <div>
          <label htmlFor={`${id}-share`} className="block text-xs font-medium text-ink-700">
            Shareable link
          </label>
          <input
            id={`${id}-share`}
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block min-h-11 w-full rounded-control border border-ink-300 bg-ink-50 px-3 text-sm text-ink-800"
          />
        </div>
      ) : null}
      <Link to="/briefing" onClick={saveForBriefing} className="btn-primary">
        Continue to Briefing
        <Icon name="arrow-right" className="size-4" />
      </Link>
      <Link to="/contact/book-call" className="btn-signal">
        <Icon name="calendar-check" className="size-4" />
        Book Call with Expert
      </Link>
    </section>
  );
}
