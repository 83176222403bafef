/**
 * "This page is also in English" (issue 20 item 1): a small notice on Dutch pages for a browser that
 * prefers English, linking to the same page under /en. It is written in English on a Dutch page by
 * design (its reader asked for English), so its texts are not Dutch messages, and it says so with
 * `lang="en"`. Loaded after hydration on Dutch pages (root-layout.tsx); it shows only for a browser
 * that prefers English, so the first load carries none of it.
 */
import { useState } from 'react';
import { useLocation } from '../../../lib/router';
import { localePath } from '@gh/i18n';
import { rememberLanguageSuggestion, shouldSuggestEnglish } from '../language-suggestion';

export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  // Decided once, when the page is first in: a dismissal hides it by this state.
  const [open, setOpen] = useState(shouldSuggestEnglish);
  if (!open) return null;
  const close = () => {
    rememberLanguageSuggestion('dismissed');
    setOpen(false);
  };
  return (
    <section
      lang="en"
      aria-label="Language"
      data-language-suggestion
      className="gh-pop fixed inset-x-3 top-20 z-40 flex items-center gap-3 rounded-2xl border-2 border-brand-gold bg-brand-cream py-2 pr-2 pl-4 text-brand-black shadow-xl sm:right-6 sm:left-auto sm:max-w-sm dark:bg-[#1c1714] dark:text-brand-cream"
    >
      <p className="flex-1 text-sm leading-snug">
        This page is also in English.{' '}
        <a
          href={localePath(`${pathname}${search}${hash}`, 'en')}
          hrefLang="en"
          onClick={() => rememberLanguageSuggestion('followed')}
          className="inline-block py-0.5 font-bold text-brand-dark-red underline underline-offset-2 dark:text-brand-yellow"
        >
          Read it in English
        </a>
      </p>
      <button
        type="button"
        onClick={close}
        className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-black/10 dark:hover:bg-white/10"
      >
        <span className="sr-only">Close the language suggestion</span>
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </section>
  );
}
