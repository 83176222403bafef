/**
 * "English" on Dutch pages, "Nederlands" on English ones (issue 20): the same page in the other
 * language, with its query and hash. A full page load, since each language has its own bundle
 * (decision 034); the cart lives on the server and stays.
 */
import { useLocation } from '../../../lib/router';
import { localePath } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { currentLang } from '../../../lib/lang';
import { useHydrated } from '../../../lib/use-hydrated';

export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  // The server renders a page without its query (one cached page for every ?utm_…) and never knows
  // the hash; the hydrated link gets both, as hydration itself leaves the server's attribute.
  const hydrated = useHydrated();
  const other = currentLang() === 'nl' ? 'en' : 'nl';
  return (
    <a
      href={localePath(hydrated ? `${pathname}${search}${hash}` : pathname, other)}
      hrefLang={other}
      lang={other}
      className={className}
    >
      {m.lang_switch()}
    </a>
  );
}
