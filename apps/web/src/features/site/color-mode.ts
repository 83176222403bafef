/**
 * Colour mode (spec section 4): dark or light, starting dark and following the system until the
 * visitor chooses. The inline script in index.html applies the same rules before the first paint.
 */
import { useEffect, useSyncExternalStore } from 'react';

export type ColorMode = 'dark' | 'light';

export const COLOR_MODE_KEY = 'color-mode';
export const COLOR_MODE_COOKIE_MAX_AGE = 31_536_000;
export const THEME_COLORS: Record<ColorMode, string> = { dark: '#0d0b0a', light: '#c8102e' };

export function storedColorMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(COLOR_MODE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function systemColorMode(): ColorMode {
  return window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[mode]);
}

/** The visitor's choice: applied, kept in local storage and in a functional cookie for a year. */
export function chooseColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COLOR_MODE_KEY}=${mode}; Max-Age=${COLOR_MODE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

const modeListeners = new Set<() => void>();

function subscribeToMode(listener: () => void): () => void {
  modeListeners.add(listener);
  return () => modeListeners.delete(listener);
}

function setMode(mode: ColorMode, store: boolean): void {
  if (store) chooseColorMode(mode);
  else applyColorMode(mode);
  modeListeners.forEach((listener) => listener());
}

/** The mode shown: the page's, set before the first paint; the server renders the default, dark. */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore<ColorMode>(
    subscribeToMode,
    () => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'),
    () => 'dark',
  );
  useFollowSystemColorMode();
  return [mode, (next) => setMode(next, true)];
}

/**
 * Until the visitor chooses, the page follows the system as it changes (a phone or the kitchen's
 * tablet turning dark at sunset), not only at load. The admin area has no switch but follows too.
 */
export function useFollowSystemColorMode(): void {
  useEffect(() => {
    if (storedColorMode()) return;
    const query = window.matchMedia('(prefers-color-scheme: light)');
    const follow = () => {
      if (!storedColorMode()) setMode(systemColorMode(), false);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
}
