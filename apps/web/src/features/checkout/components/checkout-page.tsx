/** The checkout: delivery or pickup, the customer's details, a time, and the server's summary. */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatEuro, normalizePostcode, toCents } from '@gh/domain';
import {
  checkoutBodySchema,
  checkoutFieldErrors,
  type CheckoutField,
  type CheckoutOptions,
  type CheckoutQuote,
  type Fulfilment,
} from '@gh/domain/checkout';
import { rememberPaymentStarted } from '../../../lib/payment-started';
import { ApiError } from '../../../lib/api-client';
import { OrderLines } from '../../../components/order-lines';
import { paths } from '../../../lib/paths';
import { getCheckoutOptions } from '../api/get-checkout-options';
import { getCheckoutQuote } from '../api/get-checkout-quote';
import { placeOrder } from '../api/place-order';
import { OpenOrderNotice, useOpenOrder } from './open-order-notice';

type Form = Record<
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

const EMPTY_FORM: Form = {
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

const newKey = () => crypto.randomUUID();
const euro = (euros: number) => formatEuro(toCents(euros));

const inputClass =
  'mt-1 block w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-brand-black shadow-sm ' +
  'aria-[invalid=true]:border-brand-dark-red dark:border-neutral-500 dark:bg-neutral-900 dark:text-brand-cream ' +
  'dark:aria-[invalid=true]:border-red-300';

function Field(props: {
  id: CheckoutField;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
}) {
  const { id, label, error, hint, children, className } = props;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A location that only picks up (or only delivers) decides for the customer, and "zo snel
 * mogelijk" is only kept while it is possible (else the first free slot).
 */
function fitToOptions(form: Form, options: CheckoutOptions): Form {
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

export function CheckoutPage() {
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [options, setOptions] = useState<CheckoutOptions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per attempt: a double click or a retry after a lost answer gives the same order.
  const attemptKey = useRef(newKey());
  const errorBox = useRef<HTMLDivElement>(null);
  // Back from the payment page: the form may come back as it was left, mid-submit.
  const openOrder = useOpenOrder(() => setSubmitting(false));

  const postcode =
    form.fulfilment === 'delivery' ? (normalizePostcode(form.postcode) ?? undefined) : undefined;

  useEffect(() => {
    const controller = new AbortController();
    getCheckoutQuote(form.fulfilment, postcode, controller.signal)
      .then((q) => {
        setQuote(q);
        setLoadError(null);
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError) setLoadError(err.message);
      });
    return () => controller.abort();
  }, [form.fulfilment, postcode]);

  const location = quote?.location ?? null;
  useEffect(() => {
    if (!location) return;
    const controller = new AbortController();
    getCheckoutOptions(location, form.fulfilment, controller.signal)
      .then((next) => {
        setOptions(next);
        setForm((f) => fitToOptions(f, next));
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError) setLoadError(err.message);
      });
    return () => controller.abort();
  }, [location, form.fulfilment]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key as CheckoutField]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitError(null);
    const body = { ...form, idempotencyKey: attemptKey.current };
    const parsed = checkoutBodySchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = checkoutFieldErrors(parsed.error);
      setErrors(fieldErrors);
      const first = FIELD_ORDER.find((f) => fieldErrors[f]);
      if (first) document.getElementById(first === 'fulfilment' ? 'fulfilment-delivery' : first)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { orderId, checkoutUrl } = await placeOrder(body);
      rememberPaymentStarted(orderId);
      window.location.assign(checkoutUrl);
    } catch (err) {
      const message =
        err instanceof ApiError ? err.message : 'Bestellen is niet gelukt. Probeer het opnieuw.';
      // The server refused this attempt, so nothing was ordered: the next one is a new attempt.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) attemptKey.current = newKey();
      setSubmitError(message);
      setSubmitting(false);
      requestAnimationFrame(() => errorBox.current?.focus());
      if (location) getCheckoutOptions(location, form.fulfilment).then(setOptions, () => undefined);
    }
  }

  if (loadError && !quote) {
    return (
      <div role="alert" className="rounded-md border border-brand-dark-red p-4">
        {loadError}
      </div>
    );
  }
  if (!quote || !openOrder.checked) return <p aria-live="polite">Je bestelling wordt geladen…</p>;
  if (openOrder.order) {
    return (
      <OpenOrderNotice
        order={openOrder.order}
        onReplaced={() => {
          attemptKey.current = newKey();
          openOrder.clear();
        }}
      />
    );
  }
  if (quote.lines.length === 0) {
    return (
      <section className="mx-auto max-w-xl rounded-xl border border-neutral-300 p-8 text-center dark:border-neutral-700">
        <h2 className="text-xl font-bold">Je winkelwagen is leeg</h2>
        <p className="mt-2">Kies eerst iets lekkers van het menu.</p>
        <Link
          to={paths.menu}
          className="mt-6 inline-block rounded-md bg-brand-red px-5 py-3 font-semibold text-white hover:bg-brand-dark-red"
        >
          Naar het menu
        </Link>
      </section>
    );
  }

  const delivery = form.fulfilment === 'delivery';
  const canDeliver = options?.location.delivery ?? true;
  const canPickup = options?.location.pickup ?? true;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
      <form onSubmit={onSubmit} noValidate className="space-y-8" aria-describedby="checkout-required">
        <p id="checkout-required" className="text-sm text-neutral-700 dark:text-neutral-300">
          Velden met * zijn verplicht.
        </p>
        {submitError && (
          <div
            ref={errorBox}
            tabIndex={-1}
            role="alert"
            className="rounded-md border-2 border-brand-dark-red bg-white p-4 font-medium text-brand-dark-red dark:border-red-300 dark:bg-neutral-900 dark:text-red-300"
          >
            {submitError}
          </div>
        )}
        {options?.notice && (
          <div
            role="status"
            className="rounded-md border border-brand-gold bg-brand-yellow/20 p-4 text-brand-black dark:bg-neutral-900 dark:text-brand-cream"
          >
            {options.notice}
          </div>
        )}

        <fieldset>
          <legend className="text-lg font-bold">Bezorgen of afhalen *</legend>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {(
              [
                ['delivery', 'Bezorgen', canDeliver],
                ['pickup', 'Afhalen', canPickup],
              ] as const
            ).map(([value, label, enabled]) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border-2 p-4 font-semibold has-[:checked]:border-brand-red has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-yellow ${enabled ? '' : 'cursor-not-allowed opacity-60'} border-neutral-400 dark:border-neutral-600`}
              >
                <input
                  type="radio"
                  id={`fulfilment-${value}`}
                  name="fulfilment"
                  value={value}
                  checked={form.fulfilment === value}
                  disabled={!enabled}
                  onChange={() => set('fulfilment', value)}
                  className="h-4 w-4 accent-brand-red"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold">Je gegevens</legend>
          <Field id="name" label="Naam *" error={errors.name} className="sm:col-span-2">
            {(aria) => (
              <input
                {...aria}
                className={inputClass}
                autoComplete="name"
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
              />
            )}
          </Field>
          <Field
            id="email"
            label="E-mailadres *"
            error={errors.email}
            hint="Hier sturen we je bevestiging naartoe."
          >
            {(aria) => (
              <input
                {...aria}
                type="email"
                className={inputClass}
                autoComplete="email"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
              />
            )}
          </Field>
          <Field id="phone" label="Telefoonnummer *" error={errors.phone}>
            {(aria) => (
              <input
                {...aria}
                type="tel"
                className={inputClass}
                autoComplete="tel"
                value={form.phone}
                onChange={(e) => set('phone', e.target.value)}
              />
            )}
          </Field>
        </fieldset>

        {delivery && (
          <fieldset className="grid gap-4 sm:grid-cols-6">
            <legend className="mb-2 text-lg font-bold">Bezorgadres</legend>
            <Field id="postcode" label="Postcode *" error={errors.postcode} className="sm:col-span-2">
              {(aria) => (
                <input
                  {...aria}
                  className={inputClass}
                  autoComplete="postal-code"
                  placeholder="1234 AB"
                  value={form.postcode}
                  onChange={(e) => set('postcode', e.target.value)}
                />
              )}
            </Field>
            <Field id="houseNumber" label="Huisnummer *" error={errors.houseNumber} className="sm:col-span-2">
              {(aria) => (
                <input
                  {...aria}
                  inputMode="numeric"
                  className={inputClass}
                  value={form.houseNumber}
                  onChange={(e) => set('houseNumber', e.target.value)}
                />
              )}
            </Field>
            <Field id="addition" label="Toevoeging" error={errors.addition} className="sm:col-span-2">
              {(aria) => (
                <input
                  {...aria}
                  className={inputClass}
                  value={form.addition}
                  onChange={(e) => set('addition', e.target.value)}
                />
              )}
            </Field>
            <Field id="street" label="Straat *" error={errors.street} className="sm:col-span-4">
              {(aria) => (
                <input
                  {...aria}
                  className={inputClass}
                  autoComplete="address-line1"
                  value={form.street}
                  onChange={(e) => set('street', e.target.value)}
                />
              )}
            </Field>
            <Field id="city" label="Plaats *" error={errors.city} className="sm:col-span-2">
              {(aria) => (
                <input
                  {...aria}
                  className={inputClass}
                  autoComplete="address-level2"
                  value={form.city}
                  onChange={(e) => set('city', e.target.value)}
                />
              )}
            </Field>
          </fieldset>
        )}

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold">{delivery ? 'Bezorgtijd' : 'Afhaaltijd'}</legend>
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
                onChange={(e) => set('time', e.target.value)}
              >
                {options?.asap.available && (
                  <option value="asap">
                    Zo snel mogelijk (rond {options.asap.label?.replace('vandaag ', '')})
                  </option>
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

        <div>
          <div className="flex items-start gap-3">
            <input
              id="termsAccepted"
              type="checkbox"
              checked={form.termsAccepted}
              onChange={(e) => set('termsAccepted', e.target.checked)}
              aria-invalid={Boolean(errors.termsAccepted)}
              {...(errors.termsAccepted ? { 'aria-describedby': 'termsAccepted-error' } : {})}
              className="mt-1 h-5 w-5 accent-brand-red"
            />
            <label htmlFor="termsAccepted">
              Ik ga akkoord met de{' '}
              <Link to={paths.privacy} className="font-semibold underline" target="_blank">
                privacyverklaring en voorwaarden
              </Link>{' '}
              *
            </label>
          </div>
          {errors.termsAccepted && (
            <p
              id="termsAccepted-error"
              className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300"
            >
              {errors.termsAccepted}
            </p>
          )}
        </div>

        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className="w-full rounded-md bg-brand-red px-6 py-4 text-lg font-bold text-white hover:bg-brand-dark-red disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {submitting ? 'Even geduld…' : `Bestellen en betalen (${euro(quote.total)})`}
        </button>
      </form>

      <OrderSummary quote={quote} delivery={delivery} />
    </div>
  );
}

function OrderSummary({ quote, delivery }: { quote: CheckoutQuote; delivery: boolean }) {
  return (
    <aside
      aria-labelledby="summary-title"
      className="h-fit rounded-xl border border-neutral-300 bg-white p-5 text-brand-black lg:sticky lg:top-4 dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        Je bestelling
      </h2>
      <OrderLines lines={quote.lines} />
      <dl className="mt-2 space-y-1 border-t border-neutral-300 pt-3 dark:border-neutral-700">
        <div className="flex justify-between">
          <dt>Subtotaal</dt>
          <dd>{euro(quote.subtotal)}</dd>
        </div>
        {delivery && (
          <div className="flex justify-between">
            <dt>Bezorgkosten{quote.zone ? ` (${quote.zone.name})` : ''}</dt>
            <dd>{quote.zone ? euro(quote.deliveryFee) : 'vul je postcode in'}</dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-bold">
          <dt>Totaal</dt>
          <dd>{euro(quote.total)}</dd>
        </div>
        <div className="flex justify-between text-sm text-neutral-700 dark:text-neutral-300">
          <dt>Waarvan btw (9%)</dt>
          <dd>{euro(quote.vat)}</dd>
        </div>
      </dl>
      {quote.problem && (
        <p
          role="status"
          className="mt-3 rounded-md bg-brand-yellow/30 p-3 text-sm font-medium dark:bg-neutral-800"
        >
          {quote.problem}
        </p>
      )}
    </aside>
  );
}
