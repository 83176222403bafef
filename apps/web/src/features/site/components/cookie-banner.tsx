/**
 * The cookie banner (spec: shared element). The site sets only functional cookies and storage, so
 * it asks for nothing: it says what there is, once, with one honest button (issue 21 item 3).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import * as m from '@gh/i18n/messages';
import { addToastHost } from '../../../components/toast/toast-store';
import { paths } from '../../../lib/paths';
import { markCookieNoticeSeen, readCookieNoticeSeen, subscribeToCookieNotice } from '../cookie-consent';
import { Link } from '../../../components/link';

export function CookieBanner() {
  const seen = useSyncExternalStore(subscribeToCookieNotice, readCookieNoticeSeen, () => false);
  const ref = useRef<HTMLElement>(null);
  // Toasts (bottom, like the banner) stand above it while it shows, never over its button: a phone
  // back from paying would otherwise have "Betaling geslaagd" over "Begrepen" for 5 s.
  useEffect(() => {
    if (seen || !ref.current) return;
    return addToastHost(document.body, ref.current);
  }, [seen]);
  if (seen) return null;
  return (
    // Short enough to take at most a third of a 320 × 568 phone (issue 28 item 2): the page stays
    // usable while it shows. What is stored is on the privacy page.
    <section
      ref={ref}
      data-cookie-banner
      aria-labelledby="cookie-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-2xl border-2 border-brand-gold bg-brand-cream p-3 text-brand-black shadow-2xl sm:inset-x-6 sm:p-5 dark:bg-[#1c1714] dark:text-brand-cream"
    >
      <h2 id="cookie-title" className="text-base font-bold sm:text-lg">
        {m.site_cookie_title()}
      </h2>
      <p className="mt-1 text-sm leading-snug sm:leading-relaxed">
        {m.site_cookie_text()}{' '}
        <Link
          to={`${paths.privacy}#cookies`}
          className="font-semibold text-brand-dark-red underline dark:text-brand-yellow"
        >
          {m.site_cookie_link()}
        </Link>
        .
      </p>
      <div className="mt-2 flex flex-wrap gap-2 sm:mt-4">
        <button
          type="button"
          onClick={markCookieNoticeSeen}
          className="min-h-11 rounded-full bg-brand-red px-5 py-2 font-bold text-white hover:bg-brand-dark-red"
        >
          {m.site_cookie_ok()}
        </button>
      </div>
    </section>
  );
}
