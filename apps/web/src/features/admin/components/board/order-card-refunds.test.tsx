/** Issue 27 item 6: a refunded line stands struck through on the board's card, with what was given back. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@gh/domain/admin';
import { order } from './board-test-kit';
import { OrderCard } from './order-card';

const actions = { onAccept() {}, onReject() {}, onDelay() {}, onMove() {}, onPrint() {} };

const line = (name: string, quantity: number, refunded: AdminOrder['lines'][number]['refunded']) => ({
  name,
  quantity,
  total: 6.45 * quantity,
  selectedOptions: [],
  allergens: [],
  optionTexts: [],
  refunded,
});

function card(o: AdminOrder) {
  document.body.innerHTML = renderToString(
    <OrderCard order={o} now={new Date()} highlight={false} defaultMinutes={15} actions={actions} />,
  );
  return [...document.querySelectorAll('[data-testid="order-line"]')];
}

describe('refunded lines on the board card', () => {
  const lines = card(
    order(1, {
      lines: [
        line('Kippenpoot', 2, { quantity: 2, amount: 12.9 }),
        line('Friet', 2, { quantity: 1, amount: 3.25 }),
        line('Cola', 1, null),
      ],
    }),
  );

  it('strikes a wholly refunded line through, says "terugbetaald" to a screen reader and shows the amount', () => {
    const [whole] = lines;
    expect(whole!.querySelector('s')?.textContent).toBe('2× Kippenpoot');
    expect(whole!.querySelector('.sr-only')?.textContent).toMatch(/terugbetaald/);
    expect(whole!.querySelector('[data-testid="order-line-refunded"]')?.textContent).toBe(
      'Terugbetaald − €\u00a012,90',
    );
  });

  it('marks a partly refunded line with the pieces and amount, without striking what is still to make', () => {
    const partly = lines[1]!;
    expect(partly.querySelector('s')).toBeNull();
    expect(partly.querySelector('[data-testid="order-line-refunded"]')?.textContent).toBe(
      'Terugbetaald 1 van 2 − €\u00a03,25',
    );
  });

  it('leaves a line that was not refunded as it was', () => {
    const plain = lines[2]!;
    expect(plain.querySelector('s')).toBeNull();
    expect(plain.querySelector('[data-testid="order-line-refunded"]')).toBeNull();
    expect(plain.textContent).toBe('1× Cola');
  });
});
