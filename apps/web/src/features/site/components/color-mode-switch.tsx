import * as m from '@gh/i18n/messages';
import { useColorMode } from '../color-mode';

export function ColorModeSwitch() {
  const [mode, choose] = useColorMode();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      onClick={() => choose(dark ? 'light' : 'dark')}
      aria-pressed={dark}
      title={dark ? m.site_color_mode_dark_on() : m.site_color_mode_light_on()}
      className="grid size-10 shrink-0 place-items-center rounded-full border border-white/40 text-white hover:bg-white/15 dark:border-brand-gold/60 dark:text-brand-yellow"
      data-testid="color-mode-switch"
    >
      <span className="sr-only">{m.site_color_mode_dark()}</span>
      {/*
        Both icons are in the page and the theme attribute (set by index.html's inline script before
        the first paint) picks one: a server-rendered page shows the right icon before scripts run.
      */}
      <svg viewBox="0 0 24 24" className="hidden size-5 dark:block" aria-hidden="true" data-icon="moon">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
      </svg>
      <svg viewBox="0 0 24 24" className="block size-5 dark:hidden" aria-hidden="true" data-icon="sun">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        />
      </svg>
    </button>
  );
}
