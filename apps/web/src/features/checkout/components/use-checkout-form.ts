/** The checkout form's fields and their errors, kept for the tab's session and checked with the server's schema. */
import { useCallback, useEffect, useState } from 'react';
import {
  checkoutBodySchema,
  checkoutFieldErrors,
  type CheckoutField,
  type CheckoutOptions,
  type Fulfilment,
} from '@gh/domain/checkout';
import { loadSavedForm, saveForm } from './saved-form';

export type CheckoutForm = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'houseNumber'
  | 'addition'
  | 'street'
  | 'city'
  | 'time'
  | 'remarks',
  string
> & { fulfilment: Fulfilment; termsAccepted: boolean };

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;
export type SetField = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => void;

const EMPTY_FORM: CheckoutForm = {
  fulfilment: 'delivery',
  name: '',
  email: '',
  phone: '',
  postcode: '',
  houseNumber: '',
  addition: '',
  street: '',
  city: '',
  time: 'asap',
  remarks: '',
  termsAccepted: false,
};

const FIELD_ORDER: CheckoutField[] = [
  'fulfilment',
  'name',
  'email',
  'phone',
  'postcode',
  'houseNumber',
  'addition',
  'street',
  'city',
  'time',
  'remarks',
  'termsAccepted',
];

/**
 * A location that only picks up (or only delivers) decides for the customer, and "zo snel
 * mogelijk" is only kept while it is possible (else the first free slot).
 */
function fitToOptions(form: CheckoutForm, options: CheckoutOptions): CheckoutForm {
  const { pickup, delivery } = options.location;
  let next = form;
  if (next.fulfilment === 'delivery' && !delivery && pickup) next = { ...next, fulfilment: 'pickup' };
  if (next.fulfilment === 'pickup' && !pickup && delivery) next = { ...next, fulfilment: 'delivery' };
  if (next.time === 'asap' && !options.asap.available) {
    const first = options.slots.find((s) => s.available);
    if (first) next = { ...next, time: first.time };
  }
  return next;
}

export function useCheckoutForm() {
  const [form, setForm] = useState<CheckoutForm>(() => loadSavedForm(EMPTY_FORM));
  const [errors, setErrors] = useState<CheckoutErrors>({});

  useEffect(() => saveForm(form), [form]);

  /** A change clears that field's error. */
  const set: SetField = (key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key as CheckoutField]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const fitTo = useCallback((options: CheckoutOptions) => setForm((f) => fitToOptions(f, options)), []);

  /**
   * The body to send for this attempt, or null after showing why not: the errors at their fields
   * and the focus on the first.
   */
  function validate(idempotencyKey: string) {
    const body = { ...form, idempotencyKey };
    const parsed = checkoutBodySchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = checkoutFieldErrors(parsed.error);
      setErrors(fieldErrors);
      const first = FIELD_ORDER.find((f) => fieldErrors[f]);
      if (first) document.getElementById(first === 'fulfilment' ? 'fulfilment-delivery' : first)?.focus();
      return null;
    }
    setErrors({});
    return body;
  }

  return { form, errors, set, fitTo, validate };
}
