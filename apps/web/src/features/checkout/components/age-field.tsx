/**
 * "Ik ben 18 jaar of ouder" (decision 048): shown, and required, when the order holds a product the
 * owner marked "Alcohol (18+)". Staff check an ID at handover; the box says so.
 */
import * as m from '@gh/i18n/messages';

export function AgeField(props: {
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}) {
  const { checked, error, onChange } = props;
  const describedBy = ['ageConfirmed-note', ...(error ? ['ageConfirmed-error'] : [])].join(' ');
  return (
    <fieldset className="rounded-md border-2 border-brand-dark-red p-4 dark:border-red-300">
      <legend className="px-1 text-lg font-bold">{m.checkout_age_legend()}</legend>
      <p id="ageConfirmed-note" className="mb-3 text-sm">
        {m.checkout_age_note()}
      </p>
      <div className="flex items-start gap-3">
        <input
          id="ageConfirmed"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className="mt-1 h-5 w-5 accent-brand-red"
        />
        <label htmlFor="ageConfirmed" className="font-semibold">
          {m.checkout_age_confirm()} *
        </label>
      </div>
      {error && (
        <p id="ageConfirmed-error" className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
