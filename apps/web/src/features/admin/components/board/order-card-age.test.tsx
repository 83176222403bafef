/** Issue 28 item 9 (decision 048): the board's card of an order with an 18+ product tells staff to check an ID. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@gh/domain/admin';
import { order } from './board-test-kit';
import { OrderCard } from './order-card';

const actions = { onAccept() {}, onReject() {}, onDelay() {}, onMove() {}, onPrint() {} };

function ageNote(o: AdminOrder) {
  document.body.innerHTML = renderToString(
    <OrderCard order={o} now={new Date()} highlight={false} defaultMinutes={15} actions={actions} />,
  );
  return document.querySelector('[data-testid="order-age-check"]')?.textContent ?? null;
}

describe('the 18+ note on the board card', () => {
  it('says "Legitimatie controleren (18+)" on an order with a product marked so', () => {
    expect(ageNote(order(1, { ageCheck: true }))).toBe('Legitimatie controleren (18+)');
  });
  it('says nothing on other orders', () => {
    expect(ageNote(order(2, { ageCheck: false }))).toBeNull();
    expect(ageNote(order(3))).toBeNull();
  });
});
