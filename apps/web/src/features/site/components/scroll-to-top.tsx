/** A button that appears after scrolling down and takes the visitor back to the top. */
import { useEffect, useRef, useState } from 'react';
import * as m from '@gh/i18n/messages';
import { useKeepClear } from '../use-keep-clear';

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const stepAside = useKeepClear(spot, focused || !visible);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 600);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  if (!visible) return null;
  return (
    // Beside the chicken, in the band the page keeps free at its bottom (app.css), not over the
    // right-hand column where the "Toevoegen" buttons, prices and toasts are. The spot stays put
    // while the button steps aside from a price or control under it.
    <div ref={spot} className="pointer-events-none fixed bottom-6 left-24 z-30 size-12">
      <button
        type="button"
        onClick={toTop}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        data-aside={stepAside || undefined}
        className="gh-step-aside pointer-events-auto grid size-12 place-items-center rounded-full bg-brand-black text-brand-yellow shadow-lg ring-2 ring-brand-yellow hover:bg-brand-dark-red dark:bg-brand-yellow dark:text-brand-black dark:ring-brand-black"
      >
        <span className="sr-only">{m.site_back_to_top()}</span>
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" d="M6 14l6-6 6 6" />
        </svg>
      </button>
    </div>
  );
}
