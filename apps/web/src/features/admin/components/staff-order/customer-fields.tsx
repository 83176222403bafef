/** The caller's details, the address for a delivery, the time and remarks: checkout's fields, for staff. */
import { useId } from 'react';
import type { CheckoutField, CheckoutOptions, Fulfilment } from '@gh/domain/checkout';
import { inputClass, TextField } from '../ui';

export interface CustomerValues {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  houseNumber: string;
  addition: string;
  street: string;
  city: string;
  time: string;
  remarks: string;
}

export const EMPTY_CUSTOMER: CustomerValues = {
  name: '',
  phone: '',
  email: '',
  postcode: '',
  houseNumber: '',
  addition: '',
  street: '',
  city: '',
  time: 'asap',
  remarks: '',
};

export function CustomerFields({
  values,
  errors,
  fulfilment,
  options,
  onChange,
}: {
  values: CustomerValues;
  errors: Partial<Record<CheckoutField, string>>;
  fulfilment: Fulfilment;
  options: CheckoutOptions | null;
  onChange(next: CustomerValues): void;
}) {
  const id = useId();
  const field = (key: keyof CustomerValues) => ({
    value: values[key],
    error: errors[key as CheckoutField],
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Naam" autoComplete="off" required {...field('name')} />
      <TextField label="Telefoon" type="tel" autoComplete="off" required {...field('phone')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        className="sm:col-span-2"
        hint="Ook nodig bij betalen bij afhalen: de bevestiging gaat erheen (en bij mailen de betaallink)."
        required
        {...field('email')}
      />
      {fulfilment === 'delivery' ? (
        <>
          <TextField label="Postcode" autoComplete="off" {...field('postcode')} />
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Huisnummer" autoComplete="off" {...field('houseNumber')} />
            <TextField label="Toevoeging" autoComplete="off" {...field('addition')} />
          </div>
          <TextField label="Straat" autoComplete="off" {...field('street')} />
          <TextField label="Plaats" autoComplete="off" {...field('city')} />
        </>
      ) : null}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-time`} className="mb-1 block text-sm font-semibold">
          Tijdstip
        </label>
        <select
          id={`${id}-time`}
          className={inputClass}
          value={values.time}
          aria-invalid={errors.time ? true : undefined}
          onChange={(e) => onChange({ ...values, time: e.target.value })}
        >
          <option value="asap" disabled={options !== null && !options.asap.available}>
            Zo snel mogelijk{options?.asap.label ? ` (${options.asap.label})` : ''}
          </option>
          {options?.slots.map((slot) => (
            <option key={slot.time} value={slot.time} disabled={!slot.available}>
              {slot.label}
              {slot.available ? '' : ' (vol)'}
            </option>
          ))}
        </select>
        {options?.notice ? <p className="mt-1 text-sm">{options.notice}</p> : null}
        {errors.time ? (
          <p className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300">{errors.time}</p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-remarks`} className="mb-1 block text-sm font-semibold">
          Opmerkingen
        </label>
        <textarea
          id={`${id}-remarks`}
          rows={2}
          className={inputClass}
          value={values.remarks}
          onChange={(e) => onChange({ ...values, remarks: e.target.value })}
        />
      </div>
    </div>
  );
}
