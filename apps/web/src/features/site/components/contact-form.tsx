/** The contact form: validated with the shared schema, stored and mailed to the chosen location. */
import { contactBodySchema } from '@gh/domain/content';
import { useRef, useState, type FormEvent } from 'react';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../lib/brand';
import { postContact } from '../api/post-contact';
import { describe, Field, fieldErrors, Honeypot, inputClass } from './form-field';
import { card, primaryButton } from './ui';

export function ContactForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = contactBodySchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      const message = await postContact(values as never);
      setDone(message);
      form.reset();
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : m.site_contact_failed());
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
        <h2 className="text-2xl font-bold">{m.site_contact_sent()}</h2>
        <p className="mt-2">{done}</p>
        <button type="button" className={`mt-4 ${primaryButton}`} onClick={() => setDone(null)}>
          {m.site_contact_another()}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className={`${card} relative space-y-5`}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        {m.site_contact_form_title()}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label={m.site_contact_name()} error={errors.name}>
          <input
            id="name"
            name="name"
            autoComplete="name"
            className={inputClass}
            {...describe('name', errors.name)}
          />
        </Field>
        <Field id="email" label={m.site_contact_email_address()} error={errors.email}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            className={inputClass}
            {...describe('email', errors.email)}
          />
        </Field>
      </div>
      <Field id="location" label={m.site_contact_location()} error={errors.location}>
        <select
          id="location"
          name="location"
          defaultValue=""
          className={inputClass}
          {...describe('location', errors.location)}
        >
          <option value="" disabled>
            {m.site_contact_choose_location()}
          </option>
          {brand.locations.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.city}
            </option>
          ))}
        </select>
      </Field>
      <Field id="subject" label={m.site_contact_subject()} error={errors.subject}>
        <input id="subject" name="subject" className={inputClass} {...describe('subject', errors.subject)} />
      </Field>
      <Field id="message" label={m.site_contact_message()} error={errors.message}>
        <textarea
          id="message"
          name="message"
          rows={6}
          className={inputClass}
          {...describe('message', errors.message)}
        />
      </Field>
      <Honeypot />
      {failure && (
        <p role="alert" className="font-semibold text-brand-dark-red dark:text-brand-yellow">
          {failure}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? m.site_contact_sending() : m.site_contact_send()}
      </button>
    </form>
  );
}
