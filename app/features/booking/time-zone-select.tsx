import { useMemo, useState } from "react";
import { flushSync } from "react-dom";

import { timeZoneLabel, timeZoneList } from "~/lib/time-zones";

/**
 * The zone the booking times are written in. The server and the hydration pass list only
 * the common zones (and the current one): Node and the browser may ship different zone
 * databases, and the markup of both passes has to match.
 *
 * The full list (about 420 zones, each labelled with its offset) is built when the visitor
 * reaches for the select: on hover, focus or the press that opens it, synchronously, so the
 * options are there before the picker opens. Built right after hydration instead, it was
 * one long task of 300–400 ms on a throttled phone, on a page most visitors leave set to the
 * zone their browser reported.
 */
export function TimeZoneSelect({
  id,
  value,
  onChange,
  at,
  label = "Show times in",
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  /** The moment the offsets are written for (the first offered slot): stable across renders. */
  at: Date;
  label?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const expand = () => {
    if (!expanded) flushSync(() => setExpanded(true));
  };
  const atTime = at.getTime();
  const { common, others } = useMemo(
    () => timeZoneList([value], expanded ? undefined : []),
    [value, expanded],
  );
  const labels = useMemo(() => {
    const when = new Date(atTime);
    return new Map([...common, ...others].map((zone) => [zone, timeZoneLabel(zone, when)]));
  }, [common, others, atTime]);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPointerEnter={expand}
        onPointerDown={expand}
        onFocus={expand}
        className="block min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600"
      >
        <optgroup label="Common time zones">
          {common.map((zone) => (
            <option key={zone} value={zone}>
              {labels.get(zone)}
            </option>
          ))}
        </optgroup>
        {others.length > 0 ? (
          <optgroup label="All time zones">
            {others.map((zone) => (
              <option key={zone} value={zone}>
                {labels.get(zone)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
