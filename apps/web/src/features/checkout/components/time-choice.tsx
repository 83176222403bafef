/** When the order is wanted ("Bezorgtijd" or "Afhaaltijd"): the time list, why it starts where it does, remarks. */
import type { CheckoutOptions } from '@gh/domain/checkout';
import { Field, inputClass } from './checkout-field';
import { asapText } from './saved-form';
import type { CheckoutErrors, CheckoutForm, SetField } from './use-checkout-form';

export function TimeChoice(props: {
  form: CheckoutForm;
  errors: CheckoutErrors;
  set: SetField;
  /** Null while the times load. */
  options: CheckoutOptions | null;
  paused: boolean;
}) {
  const { form, errors, set, options, paused } = props;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold">
        {form.fulfilment === 'delivery' ? 'Bezorgtijd' : 'Afhaaltijd'}
      </legend>
      <Field
        id="time"
        label="Tijdstip *"
        error={errors.time}
        hint={
          options
            ? `${options.location.name}, ${options.location.street}, ${options.location.city}`
            : undefined
        }
      >
        {(aria) => (
          <select
            {...aria}
            className={inputClass}
            value={form.time}
            disabled={paused}
            onChange={(e) => set('time', e.target.value)}
          >
            {paused && <option value={form.time}>Nu even niet te kiezen</option>}
            {options?.asap.available && !paused && (
              <option value="asap">{asapText(options.asap.label)}</option>
            )}
            {options?.slots.map((slot) => (
              <option key={slot.time} value={slot.time} disabled={!slot.available}>
                {slot.label}
                {slot.available ? '' : ' (vol)'}
              </option>
            ))}
            {!options && <option value="asap">Tijden worden geladen…</option>}
          </select>
        )}
      </Field>
      {options?.slotNote && (
        <p id="time-note" className="text-sm text-neutral-800 dark:text-neutral-200">
          {options.slotNote}
        </p>
      )}
      <Field
        id="remarks"
        label="Opmerkingen"
        error={errors.remarks}
        hint="Bijvoorbeeld: bel niet aan, de baby slaapt."
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            maxLength={500}
            className={inputClass}
            value={form.remarks}
            onChange={(e) => set('remarks', e.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}
