/**
 * "Ik ben 18 jaar of ouder" (decision 048): shown, and required, when the order holds a product the
 * owner marked "Alcohol (18+)". Staff check an ID at handover; the box says so.
 */
import * as m from '@gh/i18n/messages';
import { RequiredBox } from './required-box';

export function AgeField(props: {
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}) {
  return (
    <fieldset className="rounded-md border-2 border-brand-dark-red p-4 dark:border-red-300">
      <legend className="px-1 text-lg font-bold">{m.checkout_age_legend()}</legend>
      <p id="ageConfirmed-note" className="mb-3 text-sm">
        {m.checkout_age_note()}
      </p>
      <RequiredBox id="ageConfirmed" note="ageConfirmed-note" {...props}>
        <span className="font-semibold">{m.checkout_age_confirm()} *</span>
      </RequiredBox>
    </fieldset>
  );
}
