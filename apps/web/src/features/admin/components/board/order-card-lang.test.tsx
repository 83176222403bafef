/** Issue 20: the kitchen board (Dutch) shows when a customer ordered in English, so staff speak it. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@gh/domain/admin';
import { order as kitOrder } from './board-test-kit';
import { OrderCard } from './order-card';

const actions = { onAccept() {}, onReject() {}, onDelay() {}, onMove() {}, onPrint() {} };

const order = (patch: Partial<AdminOrder> = {}) => kitOrder(1, { customerName: 'Jane Smith', ...patch });

function render(o: AdminOrder) {
  document.body.innerHTML = renderToString(
    <OrderCard order={o} now={new Date()} highlight={false} defaultMinutes={15} actions={actions} />,
  );
  return document.querySelector('[data-testid="order-lang"]');
}

describe('the language on the board card', () => {
  it('marks an English order "EN · Engels" and tells a screen reader to speak English', () => {
    const badge = render(order({ lang: 'en' }));
    expect(badge?.textContent).toBe('EN · Engels: de klant bestelde in het Engels, spreek Engels');
    expect(badge?.querySelector('.sr-only')).not.toBeNull();
  });

  it('shows nothing for a Dutch order, or an older one without a language', () => {
    expect(render(order({ lang: 'nl' }))).toBeNull();
    expect(render(order())).toBeNull();
  });
});
