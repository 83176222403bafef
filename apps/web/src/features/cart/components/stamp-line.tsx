/**
 * The basket's stamp card (decision 052), loaded only when the drawer shows a cart at a location: the
 * card's progress, and for a signed-in customer with a full card the button that puts the reward on
 * this order (or keeps it for later). Signed out, it says orders earn stamps without sign-in and the reward needs it.
 */
import { useEffect, useState } from 'react';
import { Link } from '../../../components/link';
import { formatEuro, toCents } from '@gh/domain';
import { stampProgressText, type BasketStamps } from '@gh/domain/stamps';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { getBasketStamps, setStampReward } from '../api/stamps';
import { getCart } from '../api/get-cart';
import { useCart, useCartDrawer } from '../cart-context';

export default function StampLine({ location }: { location: string }) {
  const { takeAnswer, subtotalCents } = useCart();
  const { setOpen } = useCartDrawer();
  const [stamps, setStamps] = useState<BasketStamps | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let live = true;
    getBasketStamps(location).then(
      (answer) => live && setStamps(answer),
      () => live && setStamps(null),
    );
    return () => {
      live = false;
    };
  }, [location, subtotalCents]);

  if (!stamps?.card) return null;
  const { card } = stamps;
  const full = card.stamps >= card.needed;

  async function choose(use: boolean) {
    setBusy(true);
    setMessage('');
    try {
      setStamps(await setStampReward(location, use));
      takeAnswer(await getCart());
    } catch (err) {
      setMessage(err instanceof ApiError && err.message ? err.message : m.stamps_not_full());
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label={m.stamps_title()}
      data-testid="basket-stamps"
      className="flex flex-col gap-2 rounded-lg border border-brand-gold/60 bg-brand-gold/10 p-3 text-sm dark:border-brand-gold/40"
    >
      {stamps.signedIn ? (
        <p>{stamps.claimed ? m.stamps_reward_claimed() : stampProgressText(card)}</p>
      ) : (
        <>
          <p>{m.stamps_earns_from({ minimum: formatEuro(toCents(stamps.minimumOrder)) })}</p>
          <p>{m.stamps_sign_in()}</p>
          {/* "Log in bij Mijn Gouden Haan" said where to go, without the way there. */}
          <Link
            to={paths.account}
            onClick={() => setOpen(false)}
            className="self-start font-semibold text-brand-dark-red underline underline-offset-2 dark:text-brand-yellow"
          >
            {m.nav_account()}
          </Link>
        </>
      )}
      {stamps.signedIn && (full || stamps.claimed) ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void choose(!stamps.claimed)}
          className="self-start rounded-full border-2 border-brand-red px-3 py-1 font-semibold text-brand-red hover:bg-brand-red hover:text-white disabled:opacity-60 dark:border-brand-gold dark:text-brand-gold dark:hover:bg-brand-gold dark:hover:text-brand-black"
        >
          {stamps.claimed ? m.stamps_keep_reward() : m.stamps_use_reward()}
        </button>
      ) : null}
      {message ? <p role="alert">{message}</p> : null}
    </section>
  );
}
