/** The visitor's cookie choice. Until it is "all", the site sets only functional cookies. */
export type CookieConsent = 'all' | 'functional';
export const COOKIE_CONSENT_KEY = 'cookie-consent';

/** Without local storage the choice still holds for the page the visitor made it on. */
let chosenOnThisPage: CookieConsent | null = null;

export function readCookieConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'all' || value === 'functional' ? value : chosenOnThisPage;
  } catch {
    return chosenOnThisPage;
  }
}

export function saveCookieConsent(value: CookieConsent): void {
  chosenOnThisPage = value;
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Without storage the banner returns on the next visit; nothing else depends on it.
  }
  window.dispatchEvent(new CustomEvent('cookie-consent', { detail: value }));
}

export function subscribeToCookieConsent(listener: () => void): () => void {
  window.addEventListener('cookie-consent', listener);
  return () => window.removeEventListener('cookie-consent', listener);
}
