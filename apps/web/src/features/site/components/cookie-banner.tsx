/** The cookie banner: shown until the visitor chooses; only functional cookies before that. */
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  readCookieConsent,
  saveCookieConsent,
  subscribeToCookieConsent,
  type CookieConsent,
} from '../cookie-consent';

export function CookieBanner() {
  const choice = useSyncExternalStore(subscribeToCookieConsent, readCookieConsent, () => null);
  if (choice) return null;
  const choose = (value: CookieConsent) => saveCookieConsent(value);
  return (
    <section
      data-cookie-banner
      aria-labelledby="cookie-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-2xl border-2 border-brand-gold bg-brand-cream p-5 text-brand-black shadow-2xl sm:inset-x-6 dark:bg-[#1c1714] dark:text-brand-cream"
    >
      <h2 id="cookie-title" className="text-lg font-bold">
        Koekjes bij de kip?
      </h2>
      <p className="mt-1 text-sm leading-relaxed">
        We gebruiken functionele cookies zodat je winkelwagen en je kleurkeuze bewaard blijven. Met jouw
        toestemming meten we ook anoniem hoe de site gebruikt wordt, zodat we hem kunnen verbeteren. Lees meer
        in onze{' '}
        <Link
          to={paths.privacy}
          className="font-semibold text-brand-dark-red underline dark:text-brand-yellow"
        >
          privacyverklaring
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => choose('all')}
          className="rounded-full bg-brand-red px-5 py-2.5 font-bold text-white hover:bg-brand-dark-red"
        >
          Alles accepteren
        </button>
        <button
          type="button"
          onClick={() => choose('functional')}
          className="rounded-full border-2 border-current px-5 py-2 font-bold hover:bg-black/5 dark:hover:bg-white/10"
        >
          Alleen functionele cookies
        </button>
      </div>
    </section>
  );
}
