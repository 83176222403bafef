/** When the order is wanted ("Bezorgtijd" or "Afhaaltijd"): the time list, why it starts where it does, remarks. */
import type { CheckoutOptions } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
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
        {form.fulfilment === 'delivery' ? m.checkout_delivery_time() : m.checkout_pickup_time()}
      </legend>
      <Field
        id="time"
        label={m.checkout_time_label()}
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
            {paused && <option value={form.time}>{m.checkout_time_paused()}</option>}
            {options?.asap.available && !paused && (
              <option value="asap">{asapText(options.asap.time)}</option>
            )}
            {options?.slots.map((slot) => (
              <option key={slot.time} value={slot.time} disabled={!slot.available}>
                {slot.label}
                {slot.available ? '' : ` (${m.checkout_slot_full()})`}
              </option>
            ))}
            {!options && <option value="asap">{m.checkout_times_loading()}</option>}
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
        label={m.checkout_remarks_label()}
        error={errors.remarks}
        hint={m.checkout_remarks_hint()}
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
