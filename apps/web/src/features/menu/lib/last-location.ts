/** The city a visitor chose last, remembered in localStorage so the chooser can offer it first. */
const KEY = 'gh-last-location';

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
