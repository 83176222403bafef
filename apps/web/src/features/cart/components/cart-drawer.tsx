/** The cart drawer: a modal dialog from the right with the lines, steppers, subtotal and checkout. */
import { formatDiscount, formatEuro, MAX_QUANTITY, optionAddition, toCents } from '@gh/domain';
import type { CartItem } from '@gh/domain/cart';
import type { Menu } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useToastHost } from '../../../components/toast';
import { useOffline } from '../../../lib/offline/connection';
import { paths, type CityMenuState } from '../../../lib/paths';
import { untranslatedLang } from '../../../lib/untranslated';
import type { LineProblemAnswer as LineProblem } from '@gh/domain';
import { useCart, useCartDrawer } from '../cart-context';
import { isPendingLine, lineTotalCents } from '../cart-store';
import { getMenuForCart } from '../api/get-menu';
import { itemCount } from '../lib/item-count';
import { lineAllergenNote } from '../lib/line-allergens';
import { ClearCartButton } from './clear-cart-button';
import { LazyCouponField } from './lazy-coupon-field';
import { LazyStampLine } from './lazy-stamp-line';
import { Link } from '../../../components/link';

function cityName(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

const stepButton =
  'flex size-9 items-center justify-center rounded-full border border-current/40 text-lg font-bold hover:bg-black/10 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-white/10';

/** The cart city's menu while the drawer is open, to show each line's allergens; null until it is there. */
function useMenu(location: string | null, open: boolean): Menu | null {
  const [menu, setMenu] = useState<Menu | null>(null);
  useEffect(() => {
    if (!open || !location) return;
    const controller = new AbortController();
    getMenuForCart(location, controller.signal).then(setMenu, () => setMenu(null));
    return () => controller.abort();
  }, [location, open]);
  return menu && menu.location === location ? menu : null;
}

function CartLine({
  item,
  menu,
  problem,
}: {
  item: CartItem;
  menu: Menu | null;
  problem: LineProblem | undefined;
}) {
  const allergens = menu ? lineAllergenNote(menu, item) : '';
  const { update, remove, loading } = useCart();
  const { setOpen } = useCartDrawer();
  const navigate = useNavigate();
  const pending = isPendingLine(item.id);
  const busy = pending || loading;
  return (
    <li
      className="flex flex-col gap-2 border-b border-black/10 py-4 dark:border-white/15"
      data-testid="cart-line"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold" {...untranslatedLang(item, 'name')}>
            {item.name}
          </p>
          {item.ageRestricted ? <AgeBadge /> : null}
          {item.selectedOptions.length > 0 ? (
            <ul className="mt-1 text-sm text-black/75 dark:text-white/80">
              {item.selectedOptions.map((option) => (
                <li key={option.choice} {...untranslatedLang(option, 'choice')}>
                  {optionAddition({ choice: option.choice, priceCents: toCents(option.price) })}
                </li>
              ))}
            </ul>
          ) : null}
          {allergens ? (
            <p className="mt-1 text-xs text-black/75 dark:text-white/80" data-testid="cart-line-allergens">
              {allergens}
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-right font-semibold tabular-nums">
          {formatEuro(lineTotalCents(item))}
          {item.previousTotal !== undefined ? (
            <span className="block text-sm font-normal" data-testid="price-changed">
              {m.cart_price_changed({ price: formatEuro(toCents(item.previousTotal)) })}
            </span>
          ) : null}
        </p>
      </div>
      {problem ? (
        <div
          className="rounded-md border-2 border-brand-dark-red p-2 text-sm dark:border-red-300"
          data-testid="cart-line-problem"
        >
          <p className="font-medium">{problem.message}</p>
          {problem.kind === 'option' ? (
            <button
              type="button"
              disabled={busy}
              aria-label={m.cart_choose_again_label({ name: item.name })}
              onClick={() => {
                // The line stays until the new choice is added on the menu.
                setOpen(false);
                void navigate(paths.cityMenu(item.location), {
                  state: { choose: item.productId, replace: item.id } satisfies CityMenuState,
                });
              }}
              className="mt-2 rounded-full bg-brand-red px-3 py-1 font-semibold text-white hover:bg-brand-dark-red disabled:opacity-40"
            >
              {m.cart_choose_again()}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <div
          className="flex items-center gap-2"
          role="group"
          aria-label={m.cart_quantity_of({ name: item.name })}
        >
          <button
            type="button"
            className={stepButton}
            aria-label={m.cart_one_less({ name: item.name })}
            disabled={busy}
            onClick={() => void update(item.id, item.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="min-w-8 text-center tabular-nums" data-testid="cart-line-quantity">
            {item.quantity}
          </span>
          <button
            type="button"
            className={stepButton}
            aria-label={m.cart_one_more({ name: item.name })}
            disabled={busy || item.quantity >= MAX_QUANTITY}
            onClick={() => void update(item.id, item.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={() => void remove(item.id)}
          aria-label={m.cart_remove_label({ name: item.name })}
          className="rounded px-2 py-1 text-sm font-medium text-brand-dark-red underline underline-offset-2 hover:no-underline disabled:opacity-40 dark:text-brand-yellow"
        >
          {m.cart_remove()}
        </button>
      </div>
    </li>
  );
}

export function CartDrawer() {
  const { items, location, count, subtotalCents, discounts, loading, clear } = useCart();
  const discountCents = discounts.reduce((sum, d) => sum + toCents(d.amount), 0);
  const { open, setOpen } = useCartDrawer();
  // The cart's answer names each line checkout cannot sell, as the quote does (issue 31 item 4).
  const problems = new Map(items.flatMap((i) => (i.problem ? [[i.id, i.problem] as const] : [])));
  const menu = useMenu(location, open);
  const offline = useOffline();
  // Checkout leaves the lines it cannot sell out of its totals; the drawer shows the same sum.
  const blocked = items.filter((item) => problems.has(item.id));
  const blockedCount = blocked.reduce((n, item) => n + item.quantity, 0);
  const orderableCount = count - blockedCount;
  const orderableCents = subtotalCents - blocked.reduce((sum, item) => sum + lineTotalCents(item), 0);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  useToastHost(dialog, open, footer);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      returnFocus.current = document.activeElement;
      el.showModal();
      el.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  useEffect(() => {
    // A click on the backdrop (it belongs to the dialog element itself) closes the drawer; Escape is native.
    const el = dialog.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === el) setOpen(false);
    };
    el?.addEventListener('click', onClick);
    return () => el?.removeEventListener('click', onClick);
  }, [setOpen]);

  function onClose() {
    setOpen(false);
    const target = returnFocus.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      onClose={onClose}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-brand-cream p-0 text-brand-black shadow-2xl backdrop:bg-black/60 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <div className="flex h-full flex-col">
        <header
          data-sticky-top
          className="flex items-center justify-between gap-3 border-b border-black/10 p-4 dark:border-white/15"
        >
          <div>
            <h2 id="cart-drawer-title" className="text-xl font-bold">
              {m.cart_title()}
            </h2>
            {location ? (
              <p className="text-sm text-black/75 dark:text-white/80">
                {m.cart_ordering_at({ city: cityName(location) })}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            data-autofocus
            onClick={() => setOpen(false)}
            aria-label={m.cart_close()}
            className="flex size-10 items-center justify-center rounded-full text-2xl leading-none hover:bg-black/10 dark:hover:bg-white/10"
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>

        <div className="flex-1 overflow-y-auto px-4" aria-busy={loading}>
          {items.length === 0 ? (
            <div className="flex flex-col items-start gap-3 py-8">
              {/* Offline, a basket that could not load is not known to be empty. */}
              <p>{offline ? m.common_offline() : m.cart_empty()}</p>
              <Link
                to={paths.menu}
                onClick={() => setOpen(false)}
                className="rounded-full bg-brand-red px-4 py-2 font-semibold text-white hover:bg-brand-dark-red"
              >
                {m.cart_see_menu()}
              </Link>
            </div>
          ) : (
            <ul aria-label={m.cart_lines_label()}>
              {items.map((item) => (
                <CartLine key={item.id} item={item} menu={menu} problem={problems.get(item.id)} />
              ))}
            </ul>
          )}
        </div>

        {items.length > 0 ? (
          <footer
            ref={setFooter}
            className="flex flex-col gap-3 border-t border-black/10 p-4 dark:border-white/15"
          >
            <p className="flex items-center justify-between text-lg font-bold">
              <span>
                {m.cart_subtotal()} <span className="text-sm font-normal">({itemCount(orderableCount)})</span>
              </span>
              <span className="tabular-nums" data-testid="cart-subtotal">
                {formatEuro(orderableCents)}
              </span>
            </p>
            {discounts.length > 0 ? (
              <>
                <ul aria-label={m.cart_discounts()} className="flex flex-col gap-1">
                  {discounts.map((d) => (
                    <li
                      key={d.source}
                      className="flex justify-between gap-3 text-green-800 dark:text-green-300"
                    >
                      <span>{d.label}</span>
                      <span className="tabular-nums whitespace-nowrap">
                        {formatDiscount(toCents(d.amount))}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="flex justify-between text-lg font-bold">
                  <span>{m.cart_total()}</span>
                  <span className="tabular-nums" data-testid="cart-total">
                    {formatEuro(Math.max(0, orderableCents - discountCents))}
                  </span>
                </p>
              </>
            ) : null}
            <LazyCouponField />
            {location ? <LazyStampLine location={location} /> : null}
            {blockedCount > 0 ? (
              <p className="text-sm" data-testid="cart-subtotal-note">
                {blockedCount === 1
                  ? m.cart_without_blocked_one()
                  : m.cart_without_blocked_other({ count: blockedCount })}
              </p>
            ) : null}
            {items.some((item) => item.previousTotal !== undefined) ? (
              <p role="status" className="text-sm">
                {m.cart_price_changed_note()}
              </p>
            ) : null}
            {offline ? (
              <>
                <p id="cart-offline" role="status" className="text-sm font-semibold">
                  {m.common_offline()}
                </p>
                <button
                  type="button"
                  disabled
                  aria-describedby="cart-offline"
                  className="cursor-not-allowed rounded-full bg-neutral-300 px-4 py-3 text-center font-semibold text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100"
                >
                  {m.cart_checkout()}
                </button>
              </>
            ) : (
              <Link
                to={paths.checkout}
                onClick={() => setOpen(false)}
                className="rounded-full bg-brand-red px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark-red"
              >
                {m.cart_checkout()}
              </Link>
            )}
            <ClearCartButton disabled={loading} onClear={() => void clear()} />
          </footer>
        ) : null}
      </div>
    </dialog>
  );
}

/** "Alcohol (18+)" on a line sold only to adults (decision 048): checkout asks to confirm 18+. */
function AgeBadge() {
  return (
    <p
      className="mt-1 inline-block rounded border border-brand-dark-red px-1.5 text-xs font-bold text-brand-dark-red dark:border-red-300 dark:text-red-300"
      data-testid="cart-line-age"
    >
      {m.cart_age_restricted()}
    </p>
  );
}
