/** The checkout form's fields and their errors, kept for the tab's session and checked with the server's schema. */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkoutBodySchema,
  checkoutFieldErrors,
  confirmAgeMessage,
  type CheckoutField,
  type CheckoutOptions,
  type Fulfilment,
} from '@gh/domain/checkout';
import { normalizePostcode } from '@gh/domain';
import { compareAddress, type Address } from '@gh/domain/address';
import { forgetSavedForm, readSaved, saveForm } from './saved-form';

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
> & { fulfilment: Fulfilment; termsAccepted: boolean; ageConfirmed: boolean };

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
  ageConfirmed: false,
};

/** The customer's own details: what a previous order may offer again. */
const PERSONAL = ['name', 'email', 'phone', 'postcode', 'houseNumber', 'addition', 'street', 'city'] as const;

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
  'ageConfirmed',
  'termsAccepted',
];

/**
 * A location that only picks up (or only delivers) decides for the customer. The time follows the
 * options of the way of fulfilment they belong to: a time the customer chose is kept while it is
 * still possible there; otherwise (a default, or a choice no longer possible) "zo snel mogelijk"
 * when possible, else the first free slot. Switching from Bezorgen to Afhalen so never keeps
 * delivery's default "vandaag 13:00" when pickup starts at 12:30.
 */
export function fitToOptions(
  form: CheckoutForm,
  options: CheckoutOptions,
  timeChosen: boolean,
): CheckoutForm {
  const { pickup, delivery } = options.location;
  let next = form;
  if (next.fulfilment === 'delivery' && !delivery && pickup) next = { ...next, fulfilment: 'pickup' };
  if (next.fulfilment === 'pickup' && !pickup && delivery) next = { ...next, fulfilment: 'delivery' };
  const possible =
    next.time === 'asap'
      ? options.asap.available
      : options.slots.some((s) => s.available && s.time === next.time);
  if (timeChosen && possible) return next;
  const first = options.slots.find((s) => s.available);
  const time = options.asap.available || !first ? 'asap' : first.time;
  return next.time === time ? next : { ...next, time };
}

export function useCheckoutForm() {
  const [saved] = useState(() => readSaved(EMPTY_FORM));
  const [form, setForm] = useState<CheckoutForm>(saved.form);
  /** Whether the details in the form are those of the order placed before in this tab (shown as such). */
  const [fromPreviousOrder, setFromPreviousOrder] = useState(saved.fromPreviousOrder);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  /** Whether the time in the form is the customer's own choice (else a default the options set). */
  const timeChosen = useRef(false);

  useEffect(() => saveForm(form, fromPreviousOrder), [form, fromPreviousOrder]);

  /** "Gegevens wissen": the previous order's name, e-mail, phone and address go, here and in storage. */
  const forgetPrevious = useCallback(() => {
    forgetSavedForm();
    setFromPreviousOrder(false);
    setForm((f) => ({
      ...f,
      ...Object.fromEntries(PERSONAL.map((key) => [key, EMPTY_FORM[key]])),
    }));
    setErrors({});
  }, []);

  /** A change clears that field's error. */
  const set: SetField = (key, value) => {
    if (key === 'time') timeChosen.current = true;
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key as CheckoutField]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const fitTo = useCallback(
    (options: CheckoutOptions) => setForm((f) => fitToOptions(f, options, timeChosen.current)),
    [],
  );

  /**
   * The body to send for this attempt, or null after showing why not: the errors at their fields
   * and the focus on the first. `needsAge`: the order holds a product marked "Alcohol (18+)";
   * `found`: the register's address for the postcode and number, whose city a typed one may not
   * contradict (the server checks the street too, decision 048).
   */
  function validate(
    idempotencyKey: string,
    { needsAge = false, found }: { needsAge?: boolean; found?: Address } = {},
  ) {
    const body = { ...form, idempotencyKey };
    const parsed = checkoutBodySchema.safeParse(body);
    const ageMissing = needsAge && !form.ageConfirmed;
    const sameNumber =
      form.fulfilment === 'delivery' &&
      found &&
      found.postcode === normalizePostcode(form.postcode) &&
      found.number === form.houseNumber.trim();
    const place = sameNumber ? compareAddress(found, { city: form.city }) : null;
    if (!parsed.success || ageMissing || (place && !place.ok)) {
      const fieldErrors: CheckoutErrors = parsed.success ? {} : checkoutFieldErrors(parsed.error);
      if (ageMissing) fieldErrors.ageConfirmed = confirmAgeMessage();
      if (place && !place.ok) fieldErrors[place.field] ??= place.message;
      setErrors(fieldErrors);
      const first = FIELD_ORDER.find((f) => fieldErrors[f]);
      if (first) document.getElementById(first === 'fulfilment' ? 'fulfilment-delivery' : first)?.focus();
      return null;
    }
    setErrors({});
    return body;
  }

  return { form, errors, set, fitTo, validate, fromPreviousOrder, forgetPrevious };
}
