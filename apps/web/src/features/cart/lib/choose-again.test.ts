/**
 * Issue 17 (evening): "Opnieuw kiezen" removed the cart line before the new choice was made, so
 * closing the product dialog lost it. The old line goes only once the new choice is added.
 */
import { describe, expect, it } from 'vitest';
import { addInstead, choicesKey, lineToReplace } from './choose-again';

function fakeCart(addWorks: boolean) {
  const lines = new Set(['old-line']);
  return {
    lines,
    add: async (payload: { id: string }) => {
      if (addWorks) lines.add(`new-${payload.id}`);
      return addWorks;
    },
    remove: async (id: string) => lines.delete(id),
  };
}

describe('choosing a cart line again', () => {
  const state = { choose: 'halve-kip-menu', replace: 'old-line' };
  const oldChoices = choicesKey([{ choice: 'Friet' }, { choice: 'Coca-Cola' }]);
  const menu = (side: string) => ({
    id: 'halve-kip-menu',
    selectedOptions: [{ choice: side }, { choice: 'Coca-Cola' }],
  });

  it('keeps the old line while nothing new was added (the dialog was closed)', () => {
    // Navigating to the menu with this state changes nothing in the cart by itself.
    const cart = fakeCart(true);
    expect(lineToReplace(state, menu('Maiskolf'), oldChoices)).toBe('old-line');
    expect([...cart.lines]).toEqual(['old-line']);
  });

  it('replaces the old line once the new choice is added', async () => {
    const cart = fakeCart(true);
    const replace = lineToReplace(state, menu('Maiskolf'), oldChoices);
    expect(await addInstead(cart.add, cart.remove, { id: 'halve-kip-menu' }, replace)).toBe(true);
    expect([...cart.lines]).toEqual(['new-halve-kip-menu']);
  });

  it('keeps the old line when the add is refused', async () => {
    const cart = fakeCart(false);
    const replace = lineToReplace(state, menu('Maiskolf'), oldChoices);
    expect(await addInstead(cart.add, cart.remove, { id: 'halve-kip-menu' }, replace)).toBe(false);
    expect([...cart.lines]).toEqual(['old-line']);
  });

  it('keeps the line when the same choice is made again (the cart adds it to that very line)', () => {
    expect(lineToReplace(state, menu('Friet'), oldChoices)).toBeUndefined();
  });

  it('replaces nothing when another product is added meanwhile', async () => {
    const cart = fakeCart(true);
    const replace = lineToReplace(state, { id: 'cola', selectedOptions: [] }, oldChoices);
    expect(replace).toBeUndefined();
    await addInstead(cart.add, cart.remove, { id: 'cola' }, replace);
    expect([...cart.lines].sort()).toEqual(['new-cola', 'old-line']);
  });
});
