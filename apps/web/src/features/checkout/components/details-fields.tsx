/** Who orders ("Je gegevens") and, for a delivery, where it goes ("Bezorgadres"). */
import type { ComponentProps } from 'react';
import { TextField } from './checkout-field';
import type { CheckoutErrors, CheckoutForm, SetField } from './use-checkout-form';

type TextKey = 'name' | 'email' | 'phone' | 'postcode' | 'houseNumber' | 'addition' | 'street' | 'city';
type Spec = Omit<ComponentProps<typeof TextField>, 'error' | 'value' | 'onChange'> & { id: TextKey };

const CONTACT: Spec[] = [
  { id: 'name', label: 'Naam *', className: 'sm:col-span-2', autoComplete: 'name' },
  {
    id: 'email',
    label: 'E-mailadres *',
    hint: 'Hier sturen we je bevestiging naartoe.',
    type: 'email',
    autoComplete: 'email',
  },
  { id: 'phone', label: 'Telefoonnummer *', type: 'tel', autoComplete: 'tel' },
];

const ADDRESS: Spec[] = [
  {
    id: 'postcode',
    label: 'Postcode *',
    className: 'sm:col-span-2',
    autoComplete: 'postal-code',
    placeholder: '1234 AB',
  },
  { id: 'houseNumber', label: 'Huisnummer *', className: 'sm:col-span-2', inputMode: 'numeric' },
  { id: 'addition', label: 'Toevoeging', className: 'sm:col-span-2' },
  { id: 'street', label: 'Straat *', className: 'sm:col-span-4', autoComplete: 'address-line1' },
  { id: 'city', label: 'Plaats *', className: 'sm:col-span-2', autoComplete: 'address-level2' },
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
      <legend className="mb-2 text-lg font-bold">Je gegevens</legend>
      <Fields specs={CONTACT} {...props} />
    </fieldset>
  );
}

export function AddressFields(props: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-lg font-bold">Bezorgadres</legend>
      <Fields specs={ADDRESS} {...props} />
    </fieldset>
  );
}
