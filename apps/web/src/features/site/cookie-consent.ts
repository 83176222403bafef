/** The visitor's cookie choice. Until it is "all", the site sets only functional cookies. */
export type CookieConsent = 'all' | 'functional';
export const COOKIE_CONSENT_KEY = 'cookie-consent';

export function readCookieConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'all' || value === 'functional' ? value : null;
  } catch {
    return null;
  }
}

export function saveCookieConsent(value: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Without storage the banner returns on the next visit; nothing else depends on it.
  }
  window.dispatchEvent(new CustomEvent('cookie-consent', { detail: value }));
}
