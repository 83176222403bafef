/** Issue 18 item 5: which orders wait for a cook, and for how long. */
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@gh/domain/admin';
import {
  acceptChoices,
  actionsFor,
  canDelay,
  waitingCountsFrom,
  waitingMinutes,
  waitsTooLong,
} from './board-fns';

const paidAt = '2026-11-25T17:00:00.000Z';
const order = (patch: Partial<AdminOrder>) =>
  ({
    status: 'paid',
    fulfilment: 'pickup',
    asap: true,
    expectedAt: '2026-11-25T17:20:00.000Z',
    paidAt,
    createdAt: paidAt,
    ...patch,
  }) as AdminOrder;
const PREP = 20;
const at = (minutes: number) => new Date(Date.parse(paidAt) + minutes * 60_000);

describe('the board', () => {
  it('makes a paid order stand out once it has waited 3 minutes for a cook', () => {
    expect(waitingMinutes(order({}), at(2.9))).toBe(2);
    expect(waitsTooLong(order({}), at(2.9), PREP)).toBe(false);
    expect(waitsTooLong(order({}), at(3), PREP)).toBe(true);
    expect(waitsTooLong(order({ status: 'in_preparation' }), at(30), PREP)).toBe(false);
  });

  it('lets a planned order paid while closed wait quietly until a cook would have to start on it', () => {
    // Last walk: paid at 06:45 for 12:30 (Amsterdam), red for hours while nobody was in.
    const early = order({
      asap: false,
      paidAt: '2026-11-26T05:45:00.000Z',
      createdAt: '2026-11-26T05:44:00.000Z',
      expectedAt: '2026-11-26T11:30:00.000Z',
    });
    const amsterdam = (time: string) => new Date(`2026-11-26T${time}:00+01:00`);
    expect(waitingCountsFrom(early, PREP)).toEqual(amsterdam('12:10'));
    for (const time of ['06:50', '09:00', '11:00', '12:12'])
      expect(waitsTooLong(early, amsterdam(time), PREP), time).toBe(false);
    // Still informative meanwhile: "Wacht op accepteren (315 min)".
    expect(waitingMinutes(early, amsterdam('12:00'))).toBe(315);
    // From 3 minutes after the moment the ASAP order for 12:30 would have been paid: the alarm.
    expect(waitsTooLong(early, amsterdam('12:13'), PREP)).toBe(true);
    // A longer preparation time starts it earlier.
    expect(waitsTooLong(early, amsterdam('11:48'), 45)).toBe(true);
  });

  it('counts a planned order paid close to its time from its payment, and an ASAP one always from payment', () => {
    const soon = order({ asap: false, expectedAt: '2026-11-25T17:15:00.000Z' });
    expect(waitingCountsFrom(soon, PREP)).toEqual(new Date(paidAt));
    expect(waitsTooLong(soon, at(3), PREP)).toBe(true);
    const asapLater = order({ asap: true, expectedAt: '2026-11-25T19:00:00.000Z' });
    expect(waitsTooLong(asapLater, at(3), PREP)).toBe(true);
    // A counter order (not paid yet) counts from when it was placed.
    const counter = order({ asap: false, paidAt: null, payAtPickup: true });
    expect(waitsTooLong(counter, at(3), PREP)).toBe(true);
  });

  it('keeps an order for another day quiet until its day', () => {
    const tomorrow = order({ asap: false, expectedAt: '2026-11-26T17:00:00.000Z' });
    expect(waitsTooLong(tomorrow, at(60), PREP)).toBe(false);
    expect(waitsTooLong(tomorrow, new Date('2026-11-26T16:43:00.000Z'), PREP)).toBe(true);
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
