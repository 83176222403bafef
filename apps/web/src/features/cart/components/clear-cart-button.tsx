/** "Winkelwagen leegmaken" with a second step: one stray tap must not throw a whole order away. */
import { useEffect, useRef, useState } from 'react';
import * as m from '@gh/i18n/messages';

const linkButton =
  'rounded-full px-4 py-2 text-sm font-medium underline underline-offset-2 hover:no-underline disabled:opacity-40';

export function ClearCartButton({ disabled, onClear }: { disabled: boolean; onClear(): void }) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (returnFocus.current) start.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={start}
        type="button"
        disabled={disabled}
        onClick={() => setAsking(true)}
        className={linkButton}
      >
        {m.cart_clear()}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby="clear-cart-question"
      className="flex flex-wrap items-center justify-center gap-2"
    >
      <p id="clear-cart-question" className="w-full text-center text-sm font-semibold">
        {m.cart_clear_question()}
      </p>
      <button
        ref={confirm}
        type="button"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onClear();
        }}
        className="rounded-full bg-brand-dark-red px-4 py-2 text-sm font-semibold text-white hover:bg-brand-red disabled:opacity-40"
      >
        {m.cart_clear_yes()}
      </button>
      <button
        type="button"
        onClick={() => {
          returnFocus.current = true;
          setAsking(false);
        }}
        className={linkButton}
      >
        {m.cart_clear_no()}
      </button>
    </div>
  );
}
