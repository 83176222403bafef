/**
 * The cart's coupon code field (decision 030), loaded only when the drawer shows a cart, so the
 * public first load does not carry it. The server checks the code and answers the whole cart.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { applyCoupon, removeCoupon } from '../api/coupon';
import { useCart } from '../cart-context';

/** `onChange`: after the code was applied or removed (the checkout asks its quote again). */
export default function CouponField({ onChange }: { onChange?: () => void }) {
  const { coupon, takeAnswer } = useCart();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  /** Whether the message is a refusal of the typed code (then it is the field's error). */
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  // The pressed button is disabled while the server answers (and the form or the remove button is
  // then swapped), which dropped keyboard focus to the page: it goes back to what comes next.
  const refocus = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    (coupon ? removeRef.current : inputRef.current)?.focus();
  }, [busy, coupon]);

  async function run(call: () => Promise<Parameters<typeof takeAnswer>[0]>, done: string) {
    setBusy(true);
    refocus.current = true;
    try {
      takeAnswer(await call());
      onChange?.();
      setMessage(done);
      setRefused(false);
      setCode('');
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : m.cart_coupon_failed());
      setRefused(true);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setMessage(m.cart_coupon_missing());
      setRefused(true);
      inputRef.current?.focus();
      return;
    }
    void run(() => applyCoupon(wanted), m.cart_coupon_applied({ code: wanted.toUpperCase() }));
  }

  return (
    <div className="text-sm">
      {coupon ? (
        <>
          <div className="flex items-center justify-between gap-3">
            <span>
              {m.cart_coupon()} <strong>{coupon.code}</strong>
            </span>
            <button
              ref={removeRef}
              type="button"
              disabled={busy}
              onClick={() => void run(removeCoupon, m.cart_coupon_removed())}
              className="rounded-full px-3 py-1 font-semibold underline hover:bg-black/10 dark:hover:bg-white/10"
            >
              {m.cart_remove()}
            </button>
          </div>
          {/* Why it does not apply, or which applied (the offers or the code) and why (decision 038):
            the whole width under the code, so a narrow summary keeps the sentence readable. */}
          {coupon.problem ? <p>{coupon.problem}</p> : null}
          {coupon.notice ? <p data-testid="coupon-notice">{coupon.notice}</p> : null}
        </>
      ) : (
        <form onSubmit={onSubmit} className="flex items-end gap-2" noValidate>
          {/* min-w-0: the field gives way at 320 px, so "Toepassen" keeps its whole word. */}
          <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1">
            {m.cart_coupon()}
            <input
              ref={inputRef}
              id={id}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                if (refused) setRefused(false);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={refused && message !== ''}
              aria-describedby={message ? `${id}-message` : undefined}
              className="w-full min-w-0 rounded-md border border-neutral-500 bg-white px-3 py-2 text-brand-black aria-[invalid=true]:border-brand-dark-red dark:bg-neutral-800 dark:text-brand-cream dark:aria-[invalid=true]:border-red-300"
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            className="shrink-0 rounded-full border-2 border-brand-red px-4 py-2 font-semibold text-brand-dark-red hover:bg-brand-red hover:text-white dark:border-brand-yellow dark:text-brand-yellow dark:hover:bg-brand-yellow dark:hover:text-brand-black"
          >
            {m.cart_coupon_apply()}
          </button>
        </form>
      )}
      <p id={`${id}-message`} aria-live="polite" className="mt-1 min-h-5" data-testid="coupon-message">
        {message}
      </p>
    </div>
  );
}
