/**
 * "Winkelwagen legen en naar Amsterdam gaan?" (issue 28 item 5): asked before an add from another
 * location than the basket's, naming what the basket holds. A modal dialog: the page behind is inert,
 * Escape or "Nee" keeps the basket, and the focus starts on the answer that loses nothing.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import * as m from '@gh/i18n/messages';
import { untranslatedLang } from '../../../lib/untranslated';
import { useCart } from '../cart-context';

function cityName(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1).toLowerCase();
}

export function LocationSwitchDialog({
  city,
  onAnswer,
}: {
  /** The location of the product being added (a slug). */
  city: string;
  /** True: empty the basket and go on there; false: keep it (Escape, "Nee", the backdrop). */
  onAnswer(yes: boolean): void;
}) {
  const { items, location } = useCart();
  const ref = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  const id = useId();
  const there = cityName(city);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    keep.current?.focus();
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);

  /** Tab and Shift+Tab go round the dialog's buttons, never out to the browser's own bar. */
  function keepFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const [first, last] = [buttons[0], buttons[buttons.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function answer(yes: boolean) {
    if (answered.current) return;
    answered.current = true;
    ref.current?.close();
    onAnswer(yes);
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape, or the backdrop: the basket stays as it is.
      onClose={() => answer(false)}
      onKeyDown={keepFocus}
      className="m-auto max-h-[92dvh] w-[min(28rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-brand-cream p-5 text-brand-black shadow-2xl backdrop:bg-black/60 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 id={`${id}-title`} className="text-xl leading-tight font-bold">
        {m.cart_switch_title({ city: there })}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm">
        {m.cart_switch_text({ cartCity: cityName(location ?? ''), city: there })}
      </p>
      <h3 className="mt-4 text-sm font-semibold">{m.cart_switch_lines()}</h3>
      <ul className="mt-1 list-disc pl-5 text-sm" data-testid="switch-lines">
        {items.map((item) => (
          <li key={item.id}>
            {item.quantity} × <span {...untranslatedLang(item, 'name')}>{item.name}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          onClick={() => answer(true)}
          className="min-h-11 rounded-2xl bg-brand-red px-4 py-2 font-semibold text-white hover:bg-brand-dark-red dark:bg-brand-yellow dark:text-brand-black dark:hover:bg-yellow-300"
        >
          {m.cart_switch_yes({ city: there })}
        </button>
        <button
          ref={keep}
          type="button"
          onClick={() => answer(false)}
          className="min-h-11 rounded-2xl border-2 border-current px-4 py-2 font-semibold"
        >
          {m.cart_switch_no()}
        </button>
      </div>
    </dialog>
  );
}
