/** Issue 18 item 5: which orders wait for a cook, and for how long. */
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@gh/domain/admin';
import { acceptChoices, actionsFor, canDelay, waitingMinutes, waitsTooLong } from './board-fns';

const paidAt = '2026-11-25T17:00:00.000Z';
const order = (patch: Partial<AdminOrder>) =>
  ({ status: 'paid', fulfilment: 'pickup', paidAt, createdAt: paidAt, ...patch }) as AdminOrder;
const at = (minutes: number) => new Date(Date.parse(paidAt) + minutes * 60_000);

describe('the board', () => {
  it('makes a paid order stand out once it has waited 3 minutes for a cook', () => {
    expect(waitingMinutes(order({}), at(2.9))).toBe(2);
    expect(waitsTooLong(order({}), at(2.9))).toBe(false);
    expect(waitsTooLong(order({}), at(3))).toBe(true);
    expect(waitsTooLong(order({ status: 'in_preparation' }), at(30))).toBe(false);
  });

  it('offers the usual preparation times with the location default among them', () => {
    expect(acceptChoices(20)).toEqual([10, 15, 20, 30, 45]);
    expect(acceptChoices(25)).toEqual([10, 15, 20, 25, 30, 45]);
  });

  it('offers no status buttons before accepting, and +10 min only while it is being made or on its way', () => {
    expect(actionsFor(order({}))).toEqual([]);
    expect(actionsFor(order({ status: 'in_preparation' }))).toEqual(['ready']);
    expect(actionsFor(order({ status: 'in_preparation', fulfilment: 'delivery' }))).toEqual([
      'out_for_delivery',
    ]);
    expect(canDelay(order({ status: 'in_preparation' }))).toBe(true);
    expect(canDelay(order({ status: 'ready' }))).toBe(false);
    expect(canDelay(order({}))).toBe(false);
  });
});
