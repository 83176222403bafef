/**
 * Issue 28: what waits for the visitor's first act comes on that act (a tap, a key, a scroll) or on
 * the app's first move to another page, and never before: no timer lets it in unasked.
 */
import { describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./first-interaction');
}

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('firstInteraction', () => {
  it('waits while nobody acts, however long', async () => {
    const { firstInteraction } = await fresh();
    expect(await settledWithin(firstInteraction(), 50)).toBe(false);
  });

  for (const type of ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart']) {
    it(`comes with the first ${type}`, async () => {
      const { firstInteraction } = await fresh();
      const waiting = firstInteraction();
      window.dispatchEvent(new Event(type));
      expect(await settledWithin(waiting, 50)).toBe(true);
    });
  }

  it('comes when the app moves to another page without a tap (a redirect)', async () => {
    const { firstInteraction, interactionHappened } = await fresh();
    const waiting = firstInteraction();
    interactionHappened();
    expect(await settledWithin(waiting, 50)).toBe(true);
    // Asked again later: at once.
    expect(await settledWithin(firstInteraction(), 50)).toBe(true);
  });
});
