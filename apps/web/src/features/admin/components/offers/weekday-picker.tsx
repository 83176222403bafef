/** The days an offer holds: a box per weekday; none ticked is every day. */
import { useId } from 'react';
import { FieldError } from '../ui';
import { WEEKDAYS } from './offer-texts';

export function WeekdayPicker({
  days,
  onChange,
  error,
}: {
  days: number[];
  onChange(update: (days: number[]) => number[]): void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className="sm:col-span-2 lg:col-span-4"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="mb-1 text-sm font-semibold">Dagen</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {WEEKDAYS.map((w, i) => (
          <label key={w.day} className="inline-flex min-h-10 items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-brand-red"
              checked={days.includes(w.day)}
              aria-invalid={error && i === 0 ? true : undefined}
              onChange={(e) =>
                onChange((now) => (e.target.checked ? [...now, w.day] : now.filter((d) => d !== w.day)))
              }
            />
            <span aria-hidden="true">{w.short}</span>
            <span className="sr-only">{w.long}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        Geen dag aangevinkt: elke dag.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
