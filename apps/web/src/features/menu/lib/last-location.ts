/** The city a visitor chose last, remembered in localStorage so the chooser can offer it first. */
export const KEY = 'gh-last-location';

export function readLastLocation(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberLocation(slug: string): void {
  try {
    localStorage.setItem(KEY, slug);
  } catch {
    // Private mode or storage full: the choice is simply not remembered.
  }
}

/** Storage changes in another tab; the page itself reads the value once it is hydrated. */
export function subscribeToLastLocation(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
