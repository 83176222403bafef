/** Issue 31 item 6: the phone-order screen shows every discount on its own row, as the basket does. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '@gh/domain/checkout';
import { StaffOrderLines } from './staff-order-lines';

const line = (id: string, name: string, total: number) => ({
  id,
  productId: `p-${id}`,
  problem: null,
  name,
  quantity: 1,
  selectedOptions: [],
  total,
});

const quote: CheckoutQuote = {
  location: 'amsterdam',
  lines: [line('a', 'Hele kip van het spit', 17.95), line('b', 'Friet', 3.25), line('c', 'Koolsla', 2.75)],
  subtotal: 23.95,
  discounts: [{ source: 'offer:1', label: 'Familiedeal', amount: 4, lines: [], byRate: [] }],
  deliveryFee: 0,
  total: 19.95,
  vat: 1.65,
  vatByRate: [{ rate: 9, gross: 19.95, net: 18.3, vat: 1.65 }],
  zone: null,
  problem: null,
};

describe('the phone-order screen’s totals', () => {
  it('says Subtotaal, then Familiedeal − € 4,00, then Totaal', () => {
    document.body.innerHTML = renderToString(
      <StaffOrderLines quote={quote} busy={false} onQuantity={() => {}} />,
    );
    const rows = [...document.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Subtotaal', '€\u00a023,95'],
      ['Familiedeal', '− €\u00a04,00'],
      ['Btw 9%', '€\u00a01,65'],
      ['Totaal', '€\u00a019,95'],
    ]);
  });
});
