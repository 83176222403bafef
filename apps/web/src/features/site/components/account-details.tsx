/** "Mijn Gouden Haan": name, phone and an address kept for next time, only with the box ticked. */
import { useState, type FormEvent } from 'react';
import { savedDetailsSchema, type AccountMe } from '@gh/domain/account-api';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { saveAccountDetails } from '../api/account';
import { Field, inputClass } from './form-field';
import { card, muted, primaryButton } from './ui';

type Kept = NonNullable<AccountMe['details']>;
const FIELDS = ['postcode', 'houseNumber', 'addition', 'street', 'city'] as const;

const labels = () => ({
  postcode: m.account_details_postcode(),
  houseNumber: m.account_details_house_number(),
  addition: m.account_details_addition(),
  street: m.account_details_street(),
  city: m.account_details_city(),
});

function addressOf(form: FormData) {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  if (!value('postcode') && !value('houseNumber')) return [];
  return [Object.fromEntries(FIELDS.map((f) => [f, value(f)]))];
}

export function AccountDetails({
  details,
  onSaved,
}: {
  details: Kept | null;
  onSaved: (me: AccountMe) => void;
}) {
  const [consent, setConsent] = useState(details !== null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const address = details?.addresses[0];
  const label = labels();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMessage(null);
    let body;
    if (consent) {
      const parsed = savedDetailsSchema.safeParse({
        name: form.get('name') ?? '',
        phone: form.get('phone') ?? '',
        addresses: addressOf(form),
      });
      if (!parsed.success) {
        setMessage({ text: parsed.error.issues[0]?.message ?? m.account_details_failed(), error: true });
        return;
      }
      body = { consent: true as const, details: parsed.data };
    } else {
      body = { consent: false as const };
    }
    setBusy(true);
    try {
      const me = await saveAccountDetails(body);
      onSaved(me);
      setMessage({ text: consent ? m.account_details_saved() : m.account_details_removed(), error: false });
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : m.account_details_failed(), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="account-details-title" className={card}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <h2 id="account-details-title" className="text-2xl font-bold">
          {m.account_details_title()}
        </h2>
        <p className={muted}>{m.account_details_intro()}</p>
        <label className="flex items-start gap-3 font-semibold">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-brand-red"
            checked={consent}
            onChange={(e) => setConsent(e.currentTarget.checked)}
          />
          {m.account_details_consent_label()}
        </label>
        {consent && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="account-name" label={m.account_details_name()}>
              <input
                id="account-name"
                name="name"
                autoComplete="name"
                className={inputClass}
                defaultValue={details?.name}
              />
            </Field>
            <Field id="account-phone" label={m.account_details_phone()}>
              <input
                id="account-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                className={inputClass}
                defaultValue={details?.phone}
              />
            </Field>
            {FIELDS.map((f) => (
              <Field key={f} id={`account-${f}`} label={label[f]}>
                <input id={`account-${f}`} name={f} className={inputClass} defaultValue={address?.[f]} />
              </Field>
            ))}
          </div>
        )}
        {message && (
          <p
            role={message.error ? 'alert' : 'status'}
            className={
              message.error ? 'font-semibold text-brand-dark-red dark:text-brand-yellow' : 'font-semibold'
            }
          >
            {message.text}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={busy}>
          {m.account_details_save()}
        </button>
      </form>
    </section>
  );
}
