/**
 * The two histories a router moves through: the browser's (pushState with a key and an index in each
 * entry's state, as React Router keeps them, so an entry's scroll position survives a reload) and an
 * in-memory one for tests.
 */
import { createPath, parsePath, type Location, type Path } from './match';

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  /** The current entry's place in the tab's history (Back and Forward compare them). */
  readonly index: number;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back or Forward: the entry arrived at and how far it moved. */
  listen(listener: (location: Location, delta: number) => void): () => void;
  /** The URL a location has in this history (for Request). */
  url(path: Partial<Path>): URL;
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

export function createBrowserHistory(): History {
  const read = (): [Location, number] => {
    const state = window.history.state as Partial<EntryState> | null;
    const { pathname, search, hash } = window.location;
    return [
      { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' },
      state?.idx ?? 0,
    ];
  };
  let [location, index] = read();
  if ((window.history.state as Partial<EntryState> | null)?.idx == null) {
    window.history.replaceState({ ...(window.history.state as object), idx: index }, '');
  }
  const write = (method: 'pushState' | 'replaceState', next: Location, idx: number) => {
    const state: EntryState = { usr: next.state, key: next.key, idx };
    window.history[method](state, '', createPath(next));
    location = next;
    index = idx;
  };
  return {
    get location() {
      return location;
    },
    get index() {
      return index;
    },
    push: (next) => write('pushState', next, index + 1),
    replace: (next) => write('replaceState', next, index),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        const before = index;
        [location, index] = read();
        listener(location, index - before);
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    url: (path) => new URL(createPath(path), window.location.origin),
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  // The first entry is "default", as a page load's first is in the browser.
  const entries: Location[] = initialEntries.map((entry, i) => ({
    pathname: '/',
    search: '',
    hash: '',
    ...parsePath(entry),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = initialIndex ?? entries.length - 1;
  const listeners = new Set<(location: Location, delta: number) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    get index() {
      return index;
    },
    push(next) {
      index += 1;
      entries.splice(index, entries.length, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const to = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = to - index;
      index = to;
      for (const listener of listeners) listener(entries[index]!, moved);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    url: (path) => new URL(createPath(path), 'http://localhost'),
  };
}
