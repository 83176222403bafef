/**
 * Mijn gegevens (issue 21): ask for a link by e-mail; with the link, see what we hold, download it
 * (JSON and readable HTML) and have it erased after a confirmation step.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDateAndTime } from '@gh/domain';
import { PRIVACY_LINK_HOURS, PRIVACY_RETENTION } from '@gh/domain/privacy';
import { privacyRequestBodySchema, type PrivacyOverview } from '@gh/domain/privacy-api';
import { ApiError } from '../../../lib/api-client';
import { api, paths } from '../../../lib/paths';
import { eraseMyData, getPrivacyOverview, requestMyData } from '../api/privacy';
import { describe, Field, inputClass } from './form-field';
import { card, muted, PageHeader, primaryButton, secondaryButton, textLink } from './ui';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-dark-red px-6 py-3 font-bold text-white shadow hover:bg-brand-black dark:bg-brand-yellow dark:text-brand-black dark:hover:bg-white';
const errorText = 'font-semibold text-brand-dark-red dark:text-brand-yellow';

/** Moves focus to a heading or panel that just appeared, so a screen reader reads it. */
function useFocusOnShow<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

function RequestForm() {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useFocusOnShow<HTMLDivElement>(done);

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
      setDone(await requestMyData(parsed.data.email));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Aanvragen is niet gelukt. Probeer het opnieuw.');
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
        <h2 className="text-2xl font-bold">Kijk in je inbox</h2>
        <p className="mt-2">{done}</p>
        <button type="button" className={`mt-4 ${secondaryButton}`} onClick={() => setDone(null)}>
          Een ander e-mailadres
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className={`${card} space-y-5`} aria-labelledby="my-data-form-title">
      <h2 id="my-data-form-title" className="text-2xl font-bold">
        Vraag je gegevens op
      </h2>
      <p className={muted}>
        Vul het e-mailadres in waarmee je bestelde, ons een bericht stuurde of solliciteerde. We sturen je een
        link die {PRIVACY_LINK_HOURS} uur werkt. Daarmee kun je je gegevens bekijken, downloaden of laten
        verwijderen.
      </p>
      <Field id="my-data-email" label="E-mailadres" error={error}>
        <input
          id="my-data-email"
          name="email"
          type="email"
          autoComplete="email"
          className={inputClass}
          {...describe('my-data-email', error)}
        />
      </Field>
      {failure && (
        <p role="alert" className={errorText}>
          {failure}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? 'Bezig met versturen…' : 'Stuur mij de link'}
      </button>
    </form>
  );
}

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function EraseSection({ token, onErased }: { token: string; onErased: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useFocusOnShow<HTMLHeadingElement>(confirming);
  const startRef = useRef<HTMLButtonElement>(null);

  async function erase() {
    setBusy(true);
    setFailure(null);
    try {
      onErased(await eraseMyData(token));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'Verwijderen is niet gelukt. Probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="erase-title" className={`${card} space-y-3`}>
      <h2 id="erase-title" className="text-2xl font-bold">
        Gegevens laten verwijderen
      </h2>
      <p>
        We verwijderen je naam, e-mailadres, telefoonnummer, adres en opmerkingen bij je bestellingen, je
        berichten via het contactformulier en je sollicitaties met je cv. Van je bestellingen bewaren we
        alleen wat de Belastingdienst {PRIVACY_RETENTION.taxYears} jaar verplicht: wat je bestelde, de
        bedragen, de btw, de datum en het betaalkenmerk, zonder iets dat naar jou leidt.
      </p>
      {!confirming ? (
        <button ref={startRef} type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          Mijn gegevens verwijderen…
        </button>
      ) : (
        <div className="space-y-3 rounded-xl border-2 border-brand-dark-red p-4 dark:border-brand-yellow">
          <h3 ref={confirmRef} tabIndex={-1} className="text-lg font-bold outline-none">
            Weet je het zeker?
          </h3>
          <p>Dit kan niet ongedaan worden gemaakt. Download je gegevens eerst als je ze wilt bewaren.</p>
          {failure && (
            <p role="alert" className={errorText}>
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={dangerButton} disabled={busy} onClick={erase}>
              {busy ? 'Bezig met verwijderen…' : 'Ja, verwijder mijn gegevens'}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                setFailure(null);
                requestAnimationFrame(() => startRef.current?.focus());
              }}
            >
              Nee, toch niet
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

type LinkState =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; overview: PrivacyOverview }
  | { kind: 'erased'; message: string };

function LinkView({ token }: { token: string }) {
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const erasedRef = useFocusOnShow<HTMLDivElement>(state.kind === 'erased');

  useEffect(() => {
    const controller = new AbortController();
    getPrivacyOverview(token, controller.signal)
      .then((overview) => setState({ kind: 'ready', overview }))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setState({
          kind: 'invalid',
          message:
            err instanceof ApiError
              ? err.message
              : 'We konden je gegevens nu niet laden. Probeer het later nog eens.',
        });
      });
    return () => controller.abort();
  }, [token]);

  if (state.kind === 'loading') return <p role="status">Even je gegevens opzoeken…</p>;
  if (state.kind === 'invalid') {
    return (
      <div className="space-y-6">
        <p
          role="alert"
          className="rounded-2xl border-2 border-brand-dark-red bg-white p-5 font-semibold dark:border-brand-yellow dark:bg-[#1c1714]"
        >
          {state.message}
        </p>
        <RequestForm />
      </div>
    );
  }
  if (state.kind === 'erased') {
    return (
      <div
        ref={erasedRef}
        tabIndex={-1}
        role="status"
        className={`${card} border-2 border-green-700 outline-none`}
      >
        <h2 className="text-2xl font-bold">Je gegevens zijn verwijderd</h2>
        <p className="mt-2">{state.message}</p>
        <p className="mt-4">
          <Link className={textLink} to={paths.home}>
            Naar de homepage
          </Link>
        </p>
      </div>
    );
  }
  const { overview } = state;
  const nothing = overview.orders + overview.contactMessages + overview.applications === 0;
  return (
    <div className="space-y-6">
      <section aria-labelledby="held-title" className={`${card} space-y-3`}>
        <h2 id="held-title" className="text-2xl font-bold">
          Wat we bewaren over {overview.email}
        </h2>
        {nothing ? (
          <p>We hebben geen bestellingen, berichten of sollicitaties op dit e-mailadres.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-6">
            <li>{count(overview.orders, 'bestelling', 'bestellingen')}</li>
            <li>
              {count(
                overview.contactMessages,
                'bericht via het contactformulier',
                'berichten via het contactformulier',
              )}
            </li>
            <li>{count(overview.applications, 'sollicitatie', 'sollicitaties')}</li>
          </ul>
        )}
        <p className={`text-sm ${muted}`}>
          Deze link werkt tot {formatDateAndTime(new Date(overview.expiresAt))}, of tot je je gegevens laat
          verwijderen.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <a className={primaryButton} href={api.privacyExport(token, 'html')} download>
            Download als leesbare pagina (HTML)
          </a>
          <a className={secondaryButton} href={api.privacyExport(token, 'json')} download>
            Download als JSON-bestand
          </a>
        </div>
      </section>
      {nothing ? null : (
        <EraseSection token={token} onErased={(message) => setState({ kind: 'erased', message })} />
      )}
    </div>
  );
}

export function MyDataPage({ token }: { token: string | null }) {
  return (
    <>
      <PageHeader eyebrow="Privacy" title="Mijn gegevens">
        Bekijk welke gegevens we van je bewaren, download ze of laat ze verwijderen. Meer over hoe we met je
        gegevens omgaan lees je in onze{' '}
        <Link className={textLink} to={paths.privacy}>
          privacyverklaring
        </Link>
        .
      </PageHeader>
      <div className="max-w-3xl">{token ? <LinkView token={token} /> : <RequestForm />}</div>
    </>
  );
}
