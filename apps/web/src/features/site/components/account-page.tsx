/**
 * "Mijn Gouden Haan" (issue 29 item 1): sign in with a link by e-mail, then the customer's orders in
 * both cities with "Bestel opnieuw", the details kept with consent, signing out (here or everywhere),
 * and the privacy self-service of /mijn-gegevens for the signed-in address.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import type { AccountMe, AccountOrder } from '@gh/domain/account-api';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { getAccount, getAccountOrders, signInWithLink, signOut } from '../api/account';
import { AccountDetails } from './account-details';
import { AccountOrders } from './account-orders';
import { AccountPrivacy } from './account-privacy';
import { SignInForm } from './account-sign-in';
import { muted, PageHeader, secondaryButton } from './ui';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out'; message?: string; error?: boolean }
  | { kind: 'ready'; me: AccountMe; orders: AccountOrder[] };

async function load(signal?: AbortSignal): Promise<State> {
  try {
    const [me, orders] = await Promise.all([getAccount(signal), getAccountOrders(signal)]);
    return { kind: 'ready', me, orders };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { kind: 'signed-out' };
    throw err;
  }
}

export function AccountPage({
  token,
  reorder,
  stamps,
}: {
  token: string | null;
  reorder: (publicId: string) => ReactNode;
  /** The stamp cards section, shown to a signed-in customer (the route passes the stamps feature's). */
  stamps?: ReactNode;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (err: unknown) =>
      setState({
        kind: 'signed-out',
        message: err instanceof ApiError ? err.message : m.account_load_failed(),
        error: true,
      });
    if (token) {
      // The link is used once: take it out of the address bar (and the history) at once.
      void navigate(paths.account, { replace: true });
      signInWithLink(token).then(
        () => load().then(setState, fail),
        // A used link on a device still signed in (the mail opened twice) is no problem there.
        (err: unknown) =>
          load().then((state) => (state.kind === 'ready' ? setState(state) : fail(err)), fail),
      );
    } else {
      load().then(setState, fail);
    }
  }, [token, navigate]);

  async function leave(everywhere: boolean) {
    try {
      const { message } = await signOut(everywhere);
      setState({ kind: 'signed-out', message });
    } catch (err) {
      setState({
        kind: 'signed-out',
        message: err instanceof ApiError ? err.message : m.account_load_failed(),
        error: true,
      });
    }
  }

  return (
    <>
      <PageHeader eyebrow={m.account_eyebrow()} title={m.account_title()}>
        {state.kind === 'ready' ? m.account_signed_in_as({ email: state.me.email }) : m.account_intro()}
      </PageHeader>
      <div className="max-w-3xl space-y-6">
        {state.kind === 'loading' && (
          <p role="status">{token ? m.account_signing_in() : m.account_loading()}</p>
        )}
        {state.kind === 'signed-out' && (
          <>
            {state.message && (
              <p
                role={state.error ? 'alert' : 'status'}
                className="rounded-2xl border-2 border-brand-dark-red bg-white p-5 font-semibold dark:border-brand-yellow dark:bg-[#1c1714]"
              >
                {state.message}
              </p>
            )}
            <SignInForm />
          </>
        )}
        {state.kind === 'ready' && (
          <>
            <AccountOrders orders={state.orders} reorder={reorder} />
            {/* The stamp cards (issue 29 item 2), <StampCards /> of the stamps feature, passed in by the route. */}
            {stamps}
            <AccountDetails
              details={state.me.details}
              onSaved={(me) => setState((s) => (s.kind === 'ready' ? { ...s, me } : s))}
            />
            <AccountPrivacy />
            <section aria-labelledby="account-sign-out-title" className="space-y-3">
              <h2 id="account-sign-out-title" className="sr-only">
                {m.account_sign_out()}
              </h2>
              <div className="flex flex-wrap gap-3">
                <button type="button" className={secondaryButton} onClick={() => void leave(false)}>
                  {m.account_sign_out()}
                </button>
                <button type="button" className={secondaryButton} onClick={() => void leave(true)}>
                  {m.account_sign_out_everywhere()}
                </button>
              </div>
              <p className={`text-sm ${muted}`}>{m.account_sign_out_everywhere_hint()}</p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
