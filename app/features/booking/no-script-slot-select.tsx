import type { AvailabilityDay } from "./availability";
import { formatDayLong, groupSlotsByLocalDay, slotAccessibleName, zoneCity } from "./booking-time";

/** Every offered time as one plain select, for a browser without JavaScript. */
export function NoScriptSlotSelect({
  fieldId,
  name,
  days,
  zone,
  rulesZone,
  selected,
  current,
}: {
  fieldId: string;
  name: string;
  days: readonly AvailabilityDay[];
  zone: string;
  rulesZone: string;
  selected: string;
  current?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-ink-900">
        Call time ({zoneCity(zone)} time)
      </label>
      <select
        id={fieldId}
        name={name}
        required
        defaultValue={selected}
        className="block min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900"
      >
        <option value="">Choose a time</option>
        {groupSlotsByLocalDay(days, zone).map((group) => {
          const free = group.slots.filter((slot) => slot.startsAt !== current);
          return free.length > 0 ? (
            <optgroup key={group.date} label={formatDayLong(group.date)}>
              {free.map((slot) => (
                <option key={slot.startsAt} value={slot.startsAt}>
                  {slotAccessibleName(slot.startsAt, zone, rulesZone)}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </select>
    </div>
  );
}
