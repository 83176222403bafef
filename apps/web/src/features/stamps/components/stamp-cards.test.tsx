/** "Mijn Gouden Haan"'s stamp cards (decision 052): per location the stamps as marks and the reward. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client';
import { StampCards } from './stamp-cards';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let cards: unknown[];

beforeEach(() => {
  setApiTransport(
    async () =>
      new Response(JSON.stringify({ cards }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('StampCards', () => {
  it('shows each location’s card from GET /api/account/stamps', async () => {
    cards = [
      { location: 'amsterdam', stamps: 3, needed: 8, reward: '€ 5,00 korting' },
      { location: 'rotterdam', stamps: 6, needed: 6, reward: 'een gratis Friet' },
    ];
    await act(async () => root.render(<StampCards />));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const items = [...container.querySelectorAll('ul > li')];
    expect(items.map((li) => li.querySelector('h3')!.textContent)).toEqual([
      'Gouden Haan Amsterdam',
      'Gouden Haan Rotterdam',
    ]);
    expect(items[0]!.querySelector('ol')!.getAttribute('aria-label')).toBe('3 / 8');
    expect(items[0]!.textContent).toContain('Stempelkaart: 3 van 8 stempels.');
    expect(items[1]!.textContent).toContain('Je stempelkaart is vol: je krijgt een gratis Friet.');
  });

  it('shows an empty card as 0 of its stamps, also after a reward was used', async () => {
    await act(async () =>
      root.render(<StampCards cards={[{ location: 'amsterdam', stamps: 0, needed: 8, reward: 'x' }]} />),
    );
    expect(container.textContent).toContain('Stempelkaart: 0 van 8 stempels.');
    expect(container.textContent).not.toContain('nog geen stempels');
  });

  it('says that no card runs, rather than "no stamps", when no location has one on', async () => {
    await act(async () => root.render(<StampCards cards={[]} />));
    expect(container.textContent).toContain('Er loopt nu geen stempelkaart bij onze vestigingen.');
    expect(container.querySelector('ul')).toBeNull();
  });
});
