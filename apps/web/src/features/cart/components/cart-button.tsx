/** The navbar's cart button: the item count, opening the cart drawer. */
import { useEffect, useRef, useState } from 'react';
import * as m from '@gh/i18n/messages';
import { useCart, useCartDrawer } from '../cart-context';
import { itemCount } from '../lib/item-count';

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </svg>
  );
}

export function CartButton({ className = '' }: { className?: string }) {
  const { count } = useCart();
  const { open, setOpen } = useCartDrawer();
  const [bump, setBump] = useState(false);
  const previous = useRef(count);
  useEffect(() => {
    // A short pop when items arrive shows the added state at once.
    if (count > previous.current) {
      setBump(true);
      const timer = setTimeout(() => setBump(false), 300);
      previous.current = count;
      return () => clearTimeout(timer);
    }
    previous.current = count;
  }, [count]);
  const label = m.cart_button_label({ items: itemCount(count) });
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="cart-button"
      onClick={() => setOpen(true)}
      className={`relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 hover:bg-black/15 ${className}`}
    >
      <CartIcon />
      <span
        aria-hidden="true"
        data-count={count}
        className={`absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-yellow px-1 text-xs leading-5 font-bold text-brand-black motion-safe:transition-transform ${bump ? 'motion-safe:scale-125' : ''} ${count === 0 ? 'opacity-0' : ''}`}
      >
        {count}
      </span>
    </button>
  );
}
