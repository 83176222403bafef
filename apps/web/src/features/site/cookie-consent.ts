/**
 * Whether the visitor has seen the cookie notice. The site sets only functional cookies and storage
 * (see STORAGE_ITEMS in @gh/domain/privacy), so there is nothing to consent to: the banner informs
 * once, and this remembers that it did. Choices stored by the earlier banner ("all", "functional")
 * count as seen.
 */
export type CookieNotice = 'seen';
export const COOKIE_CONSENT_KEY = 'cookie-consent';
const STORED = ['seen', 'all', 'functional'];

/** Without local storage the notice still stays away for the page the visitor closed it on. */
let seenOnThisPage = false;

export function readCookieNoticeSeen(): boolean {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return (value !== null && STORED.includes(value)) || seenOnThisPage;
  } catch {
    return seenOnThisPage;
  }
}

export function markCookieNoticeSeen(): void {
  seenOnThisPage = true;
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'seen');
  } catch {
    // Without storage the notice returns on the next visit; nothing else depends on it.
  }
  window.dispatchEvent(new CustomEvent('cookie-consent'));
}

export function subscribeToCookieNotice(listener: () => void): () => void {
  window.addEventListener('cookie-consent', listener);
  return () => window.removeEventListener('cookie-consent', listener);
}
