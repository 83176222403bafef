/** Who orders ("Je gegevens") and, for a delivery, where it goes ("Bezorgadres"). */
import type { ComponentProps } from 'react';
import * as m from '@gh/i18n/messages';
import { TextField } from './checkout-field';
import type { CheckoutErrors, CheckoutForm, SetField } from './use-checkout-form';

type TextKey = 'name' | 'email' | 'phone' | 'postcode' | 'houseNumber' | 'addition' | 'street' | 'city';
type Spec = Omit<ComponentProps<typeof TextField>, 'error' | 'value' | 'onChange'> & { id: TextKey };

/** The fields' texts are made while rendering, in the page's language. */
const contact = (): Spec[] => [
  { id: 'name', label: m.checkout_name_label(), className: 'sm:col-span-2', autoComplete: 'name' },
  {
    id: 'email',
    label: m.checkout_email_label(),
    hint: m.checkout_email_hint(),
    type: 'email',
    autoComplete: 'email',
  },
  { id: 'phone', label: m.checkout_phone_label(), type: 'tel', autoComplete: 'tel' },
];

const address = (): Spec[] => [
  {
    id: 'postcode',
    label: m.checkout_postcode_label(),
    className: 'sm:col-span-2',
    autoComplete: 'postal-code',
    placeholder: '1234 AB',
  },
  {
    id: 'houseNumber',
    label: m.checkout_house_number_label(),
    className: 'sm:col-span-2',
    inputMode: 'numeric',
  },
  { id: 'addition', label: m.checkout_addition_label(), className: 'sm:col-span-2' },
  {
    id: 'street',
    label: m.checkout_street_label(),
    className: 'sm:col-span-4',
    autoComplete: 'address-line1',
  },
  { id: 'city', label: m.checkout_city_label(), className: 'sm:col-span-2', autoComplete: 'address-level2' },
];

interface Props {
  form: CheckoutForm;
  errors: CheckoutErrors;
  set: SetField;
}

function Fields({ specs, form, errors, set }: Props & { specs: Spec[] }) {
  return specs.map((spec) => (
    <TextField
      key={spec.id}
      {...spec}
      error={errors[spec.id]}
      value={form[spec.id]}
      onChange={(value) => set(spec.id, value)}
    />
  ));
}

export function ContactFields(props: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">{m.checkout_contact_legend()}</legend>
      <Fields specs={contact()} {...props} />
    </fieldset>
  );
}

export function AddressFields(props: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-lg font-bold">{m.checkout_address_legend()}</legend>
      <Fields specs={address()} {...props} />
    </fieldset>
  );
}
