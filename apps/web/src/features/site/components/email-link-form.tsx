/**
 * "Send me a link by e-mail": the form of /mijn-gegevens and of Mijn Gouden Haan. The address is checked
 * here first; the server's answer (the same for every address) is shown once sent.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { privacyRequestBodySchema } from '@gh/domain/privacy-api';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { describe, Field, inputClass } from './form-field';
import { card, muted, primaryButton, secondaryButton } from './ui';

export interface EmailLinkTexts {
  title: string;
  intro?: string;
  submit: string;
  sending: string;
  failed: string;
  doneTitle: string;
  otherEmail: string;
}

export function EmailLinkForm({
  id,
  texts,
  send,
}: {
  /** Prefix of the form's ids (`${id}-email`, `${id}-form-title`). */
  id: string;
  texts: EmailLinkTexts;
  /** Sends the request; answers the server's message. */
  send: (email: string) => Promise<string>;
}) {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const field = `${id}-email`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = privacyRequestBodySchema.safeParse({ email: new FormData(form).get('email') ?? '' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setSending(true);
    try {
      setDone(await send(parsed.data.email));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : texts.failed);
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
        <h2 className="text-2xl font-bold">{texts.doneTitle}</h2>
        <p className="mt-2">{done}</p>
        <button type="button" className={`mt-4 ${secondaryButton}`} onClick={() => setDone(null)}>
          {texts.otherEmail}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-5`} aria-labelledby={`${id}-form-title`}>
      <h2 id={`${id}-form-title`} className="text-2xl font-bold">
        {texts.title}
      </h2>
      {texts.intro && <p className={muted}>{texts.intro}</p>}
      <Field id={field} label={m.pages_form_email()} error={error}>
        <input
          id={field}
          name="email"
          type="email"
          autoComplete="email"
          className={inputClass}
          {...describe(field, error)}
        />
      </Field>
      {failure && (
        <p role="alert" className="font-semibold text-brand-dark-red dark:text-brand-yellow">
          {failure}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
