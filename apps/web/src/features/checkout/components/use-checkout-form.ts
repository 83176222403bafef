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
import type { AccountMe, SavedAddress } from '@gh/domain/account-api';
import { getSignedInCustomer } from '../api/get-account';
import { forgetSavedForm, readSaved, saveForm, type Offered } from './saved-form';

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
const ADDRESS = ['postcode', 'houseNumber', 'addition', 'street', 'city'] as const;

/** A saved address in the form's fields. */
export function withAddress(form: CheckoutForm, address: SavedAddress | undefined): CheckoutForm {
  return { ...form, ...Object.fromEntries(ADDRESS.map((key) => [key, address?.[key] ?? ''])) };
}

/**
 * The form of a signed-in customer: the e-mail is the account's, always. The details saved in
 * "Mijn Gouden Haan" (name, phone, the first address) fill it only when `offer` (not yet offered in
 * this tab) and the customer's own fields are all still empty: what they typed, or the previous
 * order's details, are never overwritten. `offered`: whether the saved details went in.
 */
export function fromAccount(
  form: CheckoutForm,
  me: AccountMe,
  offer: boolean,
): { form: CheckoutForm; offered: boolean } {
  const signedIn = { ...form, email: me.email };
  const details = me.details;
  const empty = PERSONAL.every((key) => key === 'email' || form[key].trim() === '');
  if (!offer || !details || !empty) return { form: signedIn, offered: false };
  if (!details.name && !details.phone && details.addresses.length === 0)
    return { form: signedIn, offered: false };
  return {
    form: withAddress({ ...signedIn, name: details.name, phone: details.phone }, details.addresses[0]),
    offered: true,
  };
}

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
  /** Where the details in the form come from, shown as such: a previous order's, or the account's. */
  const [offered, setOffered] = useState<Offered | null>(saved.offered);
  const accountOffered = useRef(saved.accountOffered);
  /** The customer signed in to "Mijn Gouden Haan", or null. */
  const [account, setAccount] = useState<AccountMe | null>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  /** Whether the time in the form is the customer's own choice (else a default the options set). */
  const timeChosen = useRef(false);
  const latest = useRef(form);

  useEffect(() => {
    latest.current = form;
    saveForm(form, { offered, accountOffered: accountOffered.current });
  }, [form, offered]);

  // Signed in: the account's e-mail, and its saved details offered once per tab (decision 049).
  useEffect(() => {
    const controller = new AbortController();
    void getSignedInCustomer(controller.signal).then((me) => {
      if (!me || controller.signal.aborted) return;
      const next = fromAccount(latest.current, me, !accountOffered.current);
      if (me.details) accountOffered.current = true;
      setAccount(me);
      setForm(next.form);
      if (next.offered) setOffered('account');
    });
    return () => controller.abort();
  }, []);

  /**
   * "Gegevens wissen": the offered name, phone and address go, here and in storage, and the e-mail
   * too unless it is the signed-in account's.
   */
  const forgetPrevious = useCallback(() => {
    forgetSavedForm();
    setOffered(null);
    setForm((f) => ({
      ...f,
      ...Object.fromEntries(PERSONAL.map((key) => [key, EMPTY_FORM[key]])),
      ...(account ? { email: account.email } : {}),
    }));
    setErrors({});
  }, [account]);

  /** Another of the account's saved addresses (a delivery). */
  const chooseAddress = useCallback((address: SavedAddress) => {
    setForm((f) => withAddress(f, address));
    setErrors((e) => ({ ...e, ...Object.fromEntries(ADDRESS.map((key) => [key, undefined])) }));
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

  return {
    form,
    errors,
    set,
    fitTo,
    validate,
    offered,
    forgetPrevious,
    /** The signed-in customer's e-mail (the field is theirs, read-only), or null. */
    accountEmail: account?.email ?? null,
    /** The account's saved addresses, to choose from while its details are offered. */
    savedAddresses: offered === 'account' ? (account?.details?.addresses ?? []) : [],
    chooseAddress,
  };
}
