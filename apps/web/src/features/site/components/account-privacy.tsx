/** "Mijn Gouden Haan": the privacy self-service (export and erasure) for the signed-in address. */
import { useState } from 'react';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { getAccountPrivacyToken } from '../api/account';
import { MyDataView } from './my-data-page';
import { card, muted, secondaryButton } from './ui';

export function AccountPrivacy() {
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    setFailure(null);
    try {
      setToken(await getAccountPrivacyToken());
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : m.account_privacy_failed());
    } finally {
      setBusy(false);
    }
  }

  if (token) return <MyDataView token={token} signedIn />;
  return (
    <section aria-labelledby="account-privacy-title" className={`${card} space-y-3`}>
      <h2 id="account-privacy-title" className="text-2xl font-bold">
        {m.account_privacy_title()}
      </h2>
      <p className={muted}>{m.account_privacy_intro()}</p>
      {failure && (
        <p role="alert" className="font-semibold text-brand-dark-red dark:text-brand-yellow">
          {failure}
        </p>
      )}
      <button type="button" className={secondaryButton} disabled={busy} onClick={() => void open()}>
        {m.account_privacy_open()}
      </button>
    </section>
  );
}
