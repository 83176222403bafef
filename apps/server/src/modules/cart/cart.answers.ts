/**
 * The last `GET /api/cart` answer per session, as JSON text, kept with the cart version it was built
 * from (decision 004). The cart stays in PostgreSQL: each read still asks for the current version (one
 * small statement) and uses the kept answer only when it matches, so a cart written through any
 * instance is served as written. What it saves is reading the lines and building the answer.
 *
 * Lines that go by a cascade (staff delete a product) leave the version as it is; that change sends
 * `menu_changed`, and `clear()` then drops every kept answer, as the menu's own cache does.
 */
import type { CartVersion } from './cart.repository';

/** About 1 KB an answer: some 10 MB at most. */
export const MAX_KEPT_ANSWERS = 10_000;

export interface CartAnswers {
  /** The kept answer for this session when it was built from this version. */
  get(sessionId: string, version: CartVersion): string | undefined;
  /** Taken before reading a cart; `set` keeps nothing read before a `clear` that came since. */
  generation(): number;
  set(sessionId: string, version: CartVersion, json: string, generation: number): void;
  clear(): void;
}

export function createCartAnswers(capacity = MAX_KEPT_ANSWERS): CartAnswers {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, { version: CartVersion; json: string }>();
  let generation = 0;
  return {
    get(sessionId, version) {
      const entry = kept.get(sessionId);
      if (entry?.version !== version) return undefined;
      kept.delete(sessionId);
      kept.set(sessionId, entry);
      return entry.json;
    },
    generation: () => generation,
    set(sessionId, version, json, readIn) {
      if (readIn !== generation) return;
      kept.delete(sessionId);
      kept.set(sessionId, { version, json });
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
    },
    clear() {
      kept.clear();
      generation++;
    },
  };
}
