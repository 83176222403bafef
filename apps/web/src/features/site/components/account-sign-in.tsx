/** "Mijn Gouden Haan": ask for a sign-in link by e-mail (the same answer for every address). */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { accountLinkBodySchema } from '@gh/domain/account-api';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { requestSignInLink } from '../api/account';
import { describe, Field, inputClass } from './form-field';
import { card, primaryButton, secondaryButton } from './ui';

export function SignInForm() {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = accountLinkBodySchema.safeParse({ email: new FormData(form).get('email') ?? '' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setSending(true);
    try {
      setDone(await requestSignInLink(parsed.data.email));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : m.account_form_failed());
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className={`${card} border-2 border-green-700 outline-none`}
      >
        <h2 className="text-2xl font-bold">{m.account_sent_title()}</h2>
        <p className="mt-2">{done}</p>
        <button type="button" className={`mt-4 ${secondaryButton}`} onClick={() => setDone(null)}>
          {m.account_other_email()}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-5`} aria-labelledby="account-form-title">
      <h2 id="account-form-title" className="text-2xl font-bold">
        {m.account_form_title()}
      </h2>
      <Field id="account-email" label={m.pages_form_email()} error={error}>
        <input
          id="account-email"
          name="email"
          type="email"
          autoComplete="email"
          className={inputClass}
          {...describe('account-email', error)}
        />
      </Field>
      {failure && (
        <p role="alert" className="font-semibold text-brand-dark-red dark:text-brand-yellow">
          {failure}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? m.account_form_sending() : m.account_form_submit()}
      </button>
    </form>
  );
}
