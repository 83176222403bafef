/** The money under an order's lines, a discount written the page's language's way (issue 20). */
import { followLanguage } from '@gh/i18n/follow';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { OrderTotals } from './order-totals';

afterEach(() => followLanguage(() => 'nl'));

const totals = (label: string) => (
  <OrderTotals subtotal={14} total={12.6} vat={1.04} discounts={[{ label, amount: 1.4 }]} />
);

it('writes a discount as − € 1,40 in Dutch and −€1.40 in English', () => {
  expect(renderToString(totals('Kortingscode HALLO (10%)'))).toContain('− €\u00a01,40');
  followLanguage(() => 'en');
  const english = renderToString(totals('Discount code HALLO (10%)'));
  expect(english).toContain('−€1.40');
  expect(english).not.toContain('− €');
});
