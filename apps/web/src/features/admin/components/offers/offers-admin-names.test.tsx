/**
 * Walk of the evening (issue 19): the lists of offers and codes named a location by its slug
 * ("Vrijdag friet · rotterdam") while the form offers "Gouden Haan Rotterdam", and an offer past its
 * last day looked as active as any other.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../../lib/router';
import { describe, expect, it } from 'vitest';
import type { AdminMe } from '@gh/domain/admin';
import { setApiTransport } from '../../../../lib/api-client';
import { OffersAdmin } from './offers-admin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const ME = {
  email: 'eigenaar@goudenhaan.nl',
  role: 'admin',
  location: null,
  locations: [
    { slug: 'amsterdam', name: 'Gouden Haan Amsterdam' },
    { slug: 'rotterdam', name: 'Gouden Haan Rotterdam' },
  ],
} as unknown as AdminMe;

describe('the offers admin lists', () => {
  it('name a location as the form does', async () => {
    setApiTransport(async (url) =>
      String(url).includes('coupons')
        ? json({
            coupons: [
              {
                id: 1,
                code: 'HONGER10',
                percentOff: 10,
                amountOff: null,
                location: 'amsterdam',
                validFrom: '2026-11-25',
                validUntil: '2099-11-29',
                maxUses: null,
                minimumOrder: 0,
                active: true,
                uses: 0,
              },
            ],
          })
        : json({
            offers: [
              {
                id: 2,
                title: 'Vrijdag friet',
                description: '',
                badge: null,
                location: 'rotterdam',
                productName: null,
                validFrom: '2026-11-26',
                validUntil: '2099-12-03',
                weekdays: null,
                rule: null,
                active: true,
              },
              {
                id: 3,
                title: 'Zomerse ijsthee',
                description: '',
                badge: null,
                location: null,
                productName: null,
                validFrom: '2026-06-01',
                validUntil: '2026-08-31',
                weekdays: null,
                rule: null,
                active: true,
              },
            ],
          }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <MemoryRouter>
          <OffersAdmin me={ME} />
        </MemoryRouter>,
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(container.textContent).toContain('Vrijdag friet · Gouden Haan Rotterdam');
    // An offer whose last day is past says so, though the owner has not switched it off.
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(items.find((t) => t.includes('Zomerse ijsthee'))).toContain('(verlopen)');
    expect(items.find((t) => t.includes('Vrijdag friet'))).not.toContain('(verlopen)');
    const row = [...container.querySelectorAll('tr')].find((r) => r.textContent?.includes('HONGER10'));
    expect(row?.textContent).toContain('Gouden Haan Amsterdam');
    await act(async () => root.unmount());
  });
});
