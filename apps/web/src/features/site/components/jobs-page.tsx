/** Werken bij: vacancies from the database and the application form with an optional PDF CV. */
import { applicationFieldsSchema, CV_MAX_BYTES, type Vacancy } from '@gh/domain/content';
import { PRIVACY_RETENTION } from '@gh/domain/privacy';
import * as m from '@gh/i18n/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { untranslatedLang } from '../../../lib/untranslated';
import { postApplication } from '../api/post-application';
import { describe, Field, fieldErrors, Honeypot, inputClass } from './form-field';
import { card, cityName, LoadError, muted, PageHeader, primaryButton } from './ui';

function textValues(data: FormData): Record<string, string> {
  return Object.fromEntries([...data].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}

function fieldsErrors(data: FormData): Record<string, string> {
  const parsed = applicationFieldsSchema.safeParse(textValues(data));
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

function ApplicationForm({ vacancies, selected }: { vacancies: Vacancy[]; selected: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The confirmation takes the focus once it is there (not a frame later, which a busy page can beat).
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  /** A field's error goes away as soon as the visitor has corrected it. */
  function recheck(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!errors[name]) return;
    const still = name === 'cv' ? undefined : fieldsErrors(new FormData(event.currentTarget))[name];
    setErrors((current) => {
      const next = { ...current };
      if (still) next[name] = still;
      else delete next[name];
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = textValues(data);
    const parsed = applicationFieldsSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const cv = data.get('cv');
    if (cv instanceof File && cv.size > 0) {
      if (cv.type !== 'application/pdf' && !cv.name.toLowerCase().endsWith('.pdf'))
        found.cv = m.pages_jobs_cv_not_pdf();
      else if (cv.size > CV_MAX_BYTES) found.cv = m.pages_jobs_cv_too_large();
    } else {
      data.delete('cv');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      setDone(await postApplication(data));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : m.pages_jobs_send_failed());
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
        <h2 className="text-2xl font-bold">{m.pages_jobs_sent_title()}</h2>
        <p className="mt-2">{done}</p>
      </div>
    );
  }

  return (
    <form
      onChange={recheck}
      noValidate
      onSubmit={submit}
      className={`${card} relative space-y-5`}
      aria-labelledby="apply-title"
      id="solliciteren"
    >
      <h2 id="apply-title" className="text-2xl font-bold">
        {m.pages_jobs_form_title()}
      </h2>
      <Field id="vacancy" label={m.pages_jobs_vacancy()}>
        <select id="vacancy" name="vacancy" key={selected} defaultValue={selected} className={inputClass}>
          <option value="">{m.pages_jobs_open_application()}</option>
          {vacancies.map((v) => (
            <option key={v.slug} value={v.slug} {...untranslatedLang(v, 'title')}>
              {v.title} ({cityName(v.location)})
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="app-name" label={m.pages_form_name()} error={errors.name}>
          <input
            id="app-name"
            name="name"
            autoComplete="name"
            className={inputClass}
            {...describe('app-name', errors.name)}
          />
        </Field>
        <Field id="app-email" label={m.pages_form_email()} error={errors.email}>
          <input
            id="app-email"
            name="email"
            type="email"
            autoComplete="email"
            className={inputClass}
            {...describe('app-email', errors.email)}
          />
        </Field>
      </div>
      <Field id="app-phone" label={m.pages_jobs_phone()} error={errors.phone}>
        <input
          id="app-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          className={inputClass}
          {...describe('app-phone', errors.phone)}
        />
      </Field>
      <Field id="app-motivation" label={m.pages_jobs_motivation()} error={errors.motivation}>
        <textarea
          id="app-motivation"
          name="motivation"
          rows={5}
          className={inputClass}
          {...describe('app-motivation', errors.motivation)}
        />
      </Field>
      <Field id="app-cv" label={m.pages_jobs_cv()} hint={m.pages_jobs_cv_hint()} error={errors.cv}>
        <input
          id="app-cv"
          name="cv"
          type="file"
          accept="application/pdf,.pdf"
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-yellow file:px-4 file:py-2 file:font-bold file:text-brand-black"
          {...describe('app-cv', errors.cv, true)}
        />
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="app-keep"
          name="keepConsent"
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-red dark:accent-brand-yellow"
        />
        <label htmlFor="app-keep">
          {m.pages_jobs_keep({
            months: PRIVACY_RETENTION.applicationConsentMonths,
            weeks: PRIVACY_RETENTION.applicationWeeks,
          })}
        </label>
      </div>
      <Honeypot />
      {failure && (
        <p role="alert" className="font-semibold text-brand-dark-red dark:text-brand-yellow">
          {failure}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? m.pages_form_sending() : m.pages_jobs_submit()}
      </button>
    </form>
  );
}

export function JobsPage({ vacancies }: { vacancies: Vacancy[] | null }) {
  const [selected, setSelected] = useState('');
  return (
    <>
      <PageHeader eyebrow={m.pages_jobs_eyebrow()} title={m.pages_jobs_title()}>
        {m.pages_jobs_intro()}
      </PageHeader>
      {!vacancies ? (
        <LoadError what={m.pages_jobs_load_what()} />
      ) : (
        <ul className="mb-10 grid gap-6 lg:grid-cols-3">
          {vacancies.map((v) => (
            <li key={v.slug} className={`${card} flex flex-col`}>
              <article className="flex flex-1 flex-col">
                <h2 className="text-xl font-bold" {...untranslatedLang(v, 'title')}>
                  {v.title}
                </h2>
                <p className="mt-1 text-sm font-semibold">
                  {cityName(v.location)} · <span {...untranslatedLang(v, 'hours')}>{v.hours}</span>
                </p>
                <p className={`mt-3 ${muted}`} {...untranslatedLang(v, 'summary')}>
                  {v.summary}
                </p>
                <details className="mt-3">
                  <summary className="cursor-pointer font-semibold">{m.pages_jobs_read_more()}</summary>
                  <div className={`mt-2 space-y-2 text-sm ${muted}`} {...untranslatedLang(v, 'description')}>
                    {v.description.split(/\n{2,}/).map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                  </div>
                </details>
                <a
                  href="#solliciteren"
                  onClick={() => setSelected(v.slug)}
                  className="mt-auto pt-4 font-semibold text-brand-dark-red underline dark:text-brand-yellow"
                >
                  {m.pages_jobs_apply_as({ title: v.title.toLowerCase() })}
                </a>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="max-w-3xl">
        <ApplicationForm vacancies={vacancies ?? []} selected={selected} />
      </div>
    </>
  );
}
