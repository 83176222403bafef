/** Who orders ("Je gegevens") and, for a delivery, where it goes ("Bezorgadres"). */
import type { ComponentProps } from 'react';
import * as m from '@gh/i18n/messages';
import { TextField } from './checkout-field';
import { addressLine, type AddressLookup } from './use-address-lookup';
import type { CheckoutErrors, CheckoutForm, SetField } from './use-checkout-form';

type TextKey = 'name' | 'email' | 'phone' | 'postcode' | 'houseNumber' | 'addition' | 'street' | 'city';
type Spec = Omit<ComponentProps<typeof TextField>, 'error' | 'value' | 'onChange'> & { id: TextKey };

/**
 * The fields' texts are made while rendering, in the page's language. A customer signed in to "Mijn
 * Gouden Haan" orders with the account's address: the field shows it, read-only, and says why.
 */
const contact = (signedIn: boolean): Spec[] => [
  { id: 'name', label: m.checkout_name_label(), className: 'sm:col-span-2', autoComplete: 'name' },
  {
    id: 'email',
    label: m.checkout_email_label(),
    hint: signedIn ? m.checkout_email_account_hint() : m.checkout_email_hint(),
    type: 'email',
    autoComplete: 'email',
    ...(signedIn ? { readOnly: true } : {}),
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

export function ContactFields({ signedIn = false, ...props }: Props & { signedIn?: boolean }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">{m.checkout_contact_legend()}</legend>
      <Fields specs={contact(signedIn)} {...props} />
    </fieldset>
  );
}

export function AddressFields({ lookup = { kind: 'idle' }, ...props }: Props & { lookup?: AddressLookup }) {
  const specs = address();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6" aria-describedby="address-lookup">
      <legend className="mb-2 text-lg font-bold">{m.checkout_address_legend()}</legend>
      <Fields specs={specs.slice(0, 3)} {...props} />
      <LookupStatus lookup={lookup} />
      <Fields specs={specs.slice(3)} {...props} />
    </fieldset>
  );
}

/**
 * Above street and city, what happens to them: before the look-up that it fills them in, then what
 * it found or why they are the customer's to type; read out when it changes. It keeps the room its
 * texts take (three lines on a 320 px phone, two on others, one on wider screens), so the street, the
 * city and the pay button below stay where they were under the customer's finger when the answer comes.
 */
function LookupStatus({ lookup }: { lookup: AddressLookup }) {
  const text =
    lookup.kind === 'looking'
      ? m.checkout_address_looking()
      : lookup.kind === 'found'
        ? m.checkout_address_found({ address: addressLine(lookup.address) })
        : lookup.kind === 'idle'
          ? m.checkout_address_hint()
          : lookup.message;
  const tone =
    lookup.kind === 'missing' || lookup.kind === 'unavailable'
      ? 'border-l-4 border-brand-gold pl-2 text-brand-black dark:text-brand-cream'
      : 'text-neutral-700 dark:text-neutral-300';
  return (
    <p
      id="address-lookup"
      role="status"
      data-lookup={lookup.kind}
      className={`min-h-15 text-sm wrap-break-word min-[22.5rem]:min-h-10 sm:col-span-6 sm:min-h-5 ${tone}`}
    >
      {text}
    </p>
  );
}
