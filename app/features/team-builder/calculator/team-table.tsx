import { type Ref, useId, useState } from "react";
import { Link } from "react-router";

import { Icon } from "~/components/icon";
import { type CostLine, formatWholeUsd, MAX_QUANTITY, toCents } from "~/features/catalog/cost";
import { type Seniority, seniorityLabel, seniorityOptions } from "~/features/catalog/seniority";

import { CategoryIcon } from "../category-icon";
import { quantityInputSchema } from "../estimate-schema";
import type { TeamMember } from "../team";
import type { SeniorityBands } from "./calculator-types";
import { InlineSelect } from "./inline-select";
import { poolCountKey, poolCountLine } from "./pool-count";
import type { PoolCount } from "./use-pool-counts";

export function TeamTable({
  members,
  lines,
  seniorityBands,
  poolCounts,
  headingRef,
  onMemberChange,
  onRemove,
}: {
  members: TeamMember[];
  /** The members' priced lines, in the same order. */
  lines: CostLine[];
  seniorityBands: SeniorityBands;
  /** How many engineers of the pool match each role, by poolCountKey, as they arrive. */
  poolCounts: Record<string, PoolCount>;
  /** Focus returns to the heading when a member is removed. */
  headingRef: Ref<HTMLHeadingElement>;
  onMemberChange: (key: string, change: Partial<TeamMember>) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <section
      aria-labelledby="team-heading"
      className="rounded-card bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="team-heading"
          ref={headingRef}
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
            line={lines[index]!}
            seniorityBands={seniorityBands}
            poolCount={poolCounts[poolCountKey(member)]}
            onSeniority={(seniority) => onMemberChange(member.key, { seniority })}
            onQuantity={(quantity) => onMemberChange(member.key, { quantity })}
            onRemove={() => onRemove(member.key)}
          />
        ))}
      </ul>
    </section>
  );
}

function MemberRow({
  member,
  line,
  seniorityBands,
  poolCount,
  onSeniority,
  onQuantity,
  onRemove,
}: {
  member: TeamMember;
  line: CostLine;
  seniorityBands: SeniorityBands;
  poolCount: PoolCount | undefined;
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
        <PoolCountLine count={poolCount} />
        <div className="mt-3 grid gap-3 sm:grid-cols-[13rem_auto]">
          <div>
            <span id={`${id}-seniority`} className="block text-xs font-medium text-ink-700">
              Seniority <span className="sr-only">for {member.title}</span>
            </span>
            <InlineSelect
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

/**
 * Always in its place and as tall as the sentence (two lines on a phone, where it may wrap):
 * empty until the count arrives or when the pool could not be asked, so nothing below moves.
 */
function PoolCountLine({ count }: { count: PoolCount | undefined }) {
  const known = typeof count === "number";
  return (
    <p
      data-testid="pool-count"
      aria-busy={count === undefined || undefined}
      className="mt-1 min-h-8 text-xs text-ink-700 sm:min-h-4"
    >
      {known ? poolCountLine(count) : null}
    </p>
  );
}
