/** Who orders ("Je gegevens") and, for a delivery, where it goes ("Bezorgadres"). */
import { TextField } from './checkout-field';
import type { CheckoutErrors, CheckoutForm, SetField } from './use-checkout-form';

interface Props {
  form: CheckoutForm;
  errors: CheckoutErrors;
  set: SetField;
}

export function ContactFields({ form, errors, set }: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">Je gegevens</legend>
      <TextField
        id="name"
        label="Naam *"
        error={errors.name}
        className="sm:col-span-2"
        autoComplete="name"
        value={form.name}
        onChange={(v) => set('name', v)}
      />
      <TextField
        id="email"
        label="E-mailadres *"
        error={errors.email}
        hint="Hier sturen we je bevestiging naartoe."
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(v) => set('email', v)}
      />
      <TextField
        id="phone"
        label="Telefoonnummer *"
        error={errors.phone}
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(v) => set('phone', v)}
      />
    </fieldset>
  );
}

export function AddressFields({ form, errors, set }: Props) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-lg font-bold">Bezorgadres</legend>
      <TextField
        id="postcode"
        label="Postcode *"
        error={errors.postcode}
        className="sm:col-span-2"
        autoComplete="postal-code"
        placeholder="1234 AB"
        value={form.postcode}
        onChange={(v) => set('postcode', v)}
      />
      <TextField
        id="houseNumber"
        label="Huisnummer *"
        error={errors.houseNumber}
        className="sm:col-span-2"
        inputMode="numeric"
        value={form.houseNumber}
        onChange={(v) => set('houseNumber', v)}
      />
      <TextField
        id="addition"
        label="Toevoeging"
        error={errors.addition}
        className="sm:col-span-2"
        value={form.addition}
        onChange={(v) => set('addition', v)}
      />
      <TextField
        id="street"
        label="Straat *"
        error={errors.street}
        className="sm:col-span-4"
        autoComplete="address-line1"
        value={form.street}
        onChange={(v) => set('street', v)}
      />
      <TextField
        id="city"
        label="Plaats *"
        error={errors.city}
        className="sm:col-span-2"
        autoComplete="address-level2"
        value={form.city}
        onChange={(v) => set('city', v)}
      />
    </fieldset>
  );
}
