/**
 * Mijn gegevens (issue 21): ask for a link by e-mail; with the link, see what we hold, download it
 * (JSON and readable HTML) and have it erased after a confirmation step.
 */
import { useEffect, useRef, useState } from 'react';
import { formatDateAndTime } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import { PRIVACY_LINK_HOURS, PRIVACY_RETENTION } from '@gh/domain/privacy';
import type { PrivacyOverview } from '@gh/domain/privacy-api';
import { ApiError, withLang } from '../../../lib/api-client';
import { api, paths } from '../../../lib/paths';
import { eraseMyData, getPrivacyOverview, requestMyData } from '../api/privacy';
import { EmailLinkForm } from './email-link-form';
import { card, muted, PageHeader, primaryButton, secondaryButton, textLink } from './ui';
import { Link } from '../../../components/link';

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
  return (
    <EmailLinkForm
      id="my-data"
      send={requestMyData}
      texts={{
        title: m.pages_mydata_form_title(),
        intro: m.pages_mydata_form_intro({ hours: PRIVACY_LINK_HOURS }),
        submit: m.pages_mydata_submit(),
        sending: m.pages_form_sending(),
        failed: m.pages_mydata_request_failed(),
        doneTitle: m.pages_mydata_done_title(),
        otherEmail: m.pages_mydata_other_email(),
      }}
    />
  );
}

type Count = (inputs: { count: number }) => string;

function count(n: number, one: Count, many: Count) {
  return (n === 1 ? one : many)({ count: n });
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
      setFailure(err instanceof ApiError ? err.message : m.pages_mydata_erase_failed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="erase-title" className={`${card} space-y-3`}>
      <h2 id="erase-title" className="text-2xl font-bold">
        {m.pages_mydata_erase_title()}
      </h2>
      <p>{m.pages_mydata_erase_what({ taxYears: PRIVACY_RETENTION.taxYears })}</p>
      {!confirming ? (
        <button ref={startRef} type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          {m.pages_mydata_erase_start()}
        </button>
      ) : (
        <div className="space-y-3 rounded-xl border-2 border-brand-dark-red p-4 dark:border-brand-yellow">
          <h3 ref={confirmRef} tabIndex={-1} className="text-lg font-bold outline-none">
            {m.pages_mydata_erase_sure()}
          </h3>
          <p>{m.pages_mydata_erase_final()}</p>
          {failure && (
            <p role="alert" className={errorText}>
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={dangerButton} disabled={busy} onClick={erase}>
              {busy ? m.pages_mydata_erasing() : m.pages_mydata_erase_yes()}
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
              {m.pages_mydata_erase_no()}
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

/**
 * What a privacy link's address has with us, its downloads and its erasure. Also on "Mijn Gouden Haan"
 * (`signedIn`), where the erasure is offered even with nothing counted: it removes the account too.
 */
export function MyDataView({ token, signedIn = false }: { token: string; signedIn?: boolean }) {
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
          message: err instanceof ApiError ? err.message : m.pages_mydata_load_failed(),
        });
      });
    return () => controller.abort();
  }, [token]);

  if (state.kind === 'loading') return <p role="status">{m.pages_mydata_looking_up()}</p>;
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
        <h2 className="text-2xl font-bold">{m.pages_mydata_erased_title()}</h2>
        <p className="mt-2">{state.message}</p>
        <p className="mt-4">
          <Link className={textLink} to={paths.home}>
            {m.pages_mydata_to_home()}
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
          {m.pages_mydata_held_title({ email: overview.email })}
        </h2>
        {nothing ? (
          <p>{m.pages_mydata_nothing()}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-6">
            <li>{count(overview.orders, m.pages_mydata_orders_one, m.pages_mydata_orders_many)}</li>
            <li>
              {count(overview.contactMessages, m.pages_mydata_messages_one, m.pages_mydata_messages_many)}
            </li>
            <li>
              {count(
                overview.applications,
                m.pages_mydata_applications_one,
                m.pages_mydata_applications_many,
              )}
            </li>
          </ul>
        )}
        <p className={`text-sm ${muted}`}>
          {m.pages_mydata_link_valid({ until: formatDateAndTime(new Date(overview.expiresAt)) })}
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <a className={primaryButton} href={withLang(api.privacyExport(token, 'html'))} download>
            {m.pages_mydata_download_html()}
          </a>
          <a className={secondaryButton} href={withLang(api.privacyExport(token, 'json'))} download>
            {m.pages_mydata_download_json()}
          </a>
        </div>
      </section>
      {nothing && !signedIn ? null : (
        <EraseSection token={token} onErased={(message) => setState({ kind: 'erased', message })} />
      )}
    </div>
  );
}

export function MyDataPage({ token }: { token: string | null }) {
  return (
    <>
      <PageHeader eyebrow={m.pages_mydata_eyebrow()} title={m.pages_mydata_title()}>
        {m.pages_mydata_intro()}{' '}
        <Link className={textLink} to={paths.privacy}>
          {m.pages_mydata_intro_link()}
        </Link>
        .
      </PageHeader>
      <div className="max-w-3xl">{token ? <MyDataView token={token} /> : <RequestForm />}</div>
    </>
  );
}
