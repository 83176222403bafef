/**
 * "English" on Dutch pages, "Nederlands" on English ones (issue 20): the same page in the other
 * language. A full page load, since each language has its own bundle (decision 034); the cart lives
 * on the server and stays.
 */
import { useLocation } from 'react-router';
import { localePath } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { currentLang } from '../../../lib/lang';

export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const other = currentLang() === 'nl' ? 'en' : 'nl';
  return (
    <a
      href={localePath(`${pathname}${search}${hash}`, other)}
      hrefLang={other}
      lang={other}
      className={className}
    >
      {m.lang_switch()}
    </a>
  );
}
