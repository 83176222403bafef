/**
 * Issue 18 items 5 and 7 on the rendered board: a paid order waits for a cook (standing out after 3
 * minutes), "Accepteren" sends the chosen minutes, and while the live connection is down a banner
 * says so; once it is back the board shows the orders that came in meanwhile.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@gh/domain/admin';
import { OrderBoard } from './order-board';
import { OrderCard } from './board/order-card';
import { FakeEventSource, minutesAgo, order, serveBoard, type FakeServer } from './board/board-test-kit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: FakeServer;
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(async () => {
  server = { orders: [], printer: undefined, posted: [] };
  serveBoard(server);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const card = (n: number) => container.querySelector(`article[aria-label="Bestelling #${n}"]`);

describe('the kitchen board', () => {
  it('makes a paid order wait for a cook, standing out after 3 minutes, and accepts it with the chosen time', async () => {
    server.orders = [order(1), order(2, { paidAt: minutesAgo(4), createdAt: minutesAgo(4) })];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    expect(card(1)?.getAttribute('data-waiting')).toBe('true');
    expect(card(1)?.hasAttribute('data-late')).toBe(false);
    expect(card(2)?.getAttribute('data-late')).toBe('true');
    expect(card(2)?.textContent).toContain('Wacht al 4 min op een kok!');
    // The location's default (15) is preselected.
    const checked = card(1)?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(checked?.value).toBe('15');
    const twenty = [...card(1)!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.value === '20',
    )!;
    await act(async () => twenty.click());
    const accept = [...card(1)!.querySelectorAll('button')].find(
      (b) => b.textContent === 'Accepteren (20 min)',
    )!;
    await act(async () => accept.click());
    await flush();
    expect(server.posted).toEqual([
      { url: `/api/admin/orders/${order(1).id}/accept`, body: { minutes: 20 } },
    ]);
  });

  it('writes the phone number as a Dutch reader expects, and still calls the number as stored', async () => {
    server.orders = [order(1, { phone: '+31612345678' })];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    const call = card(1)!.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
    expect(call.textContent).toBe('06 12345678');
    expect(call.getAttribute('href')).toBe('tel:+31612345678');
  });

  it('lists the discounts above the total, so the cook can see why it is lower', async () => {
    server.orders = [order(1, { total: 17.95, discounts: [{ label: 'Familiedeal', amount: 6 }] })];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    expect(card(1)!.querySelector('[aria-label="Kortingen"]')?.textContent).toBe('Familiedeal − €\u00a06,00');
  });

  it('prints every order on the board as tickets, or only the one whose "Bon printen" was pressed', async () => {
    const print = vi.fn();
    const before = window.print;
    window.print = print;
    server.orders = [order(1), order(2, { status: 'in_preparation', acceptedAt: minutesAgo(1) })];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    const tickets = () =>
      [...container.querySelectorAll('.kitchen-ticket')].map(
        (t) => t.querySelector('.text-2xl')?.textContent,
      );
    expect(tickets()).toEqual(['#1', '#2']);
    const button = [...card(2)!.querySelectorAll('button')].find((b) => b.textContent === 'Bon printen')!;
    await act(async () => button.click());
    expect(print).toHaveBeenCalledTimes(1);
    expect(tickets()).toEqual(['#2']);
    await act(async () => window.dispatchEvent(new Event('afterprint')));
    expect(tickets()).toEqual(['#1', '#2']);
    window.print = before;
  });

  it("shows the kitchen printer's last poll and reported problem, and prints an accepted order again", async () => {
    server.printer = {
      connected: true,
      lastPollAt: new Date(Date.now() - 12_000).toISOString(),
      statusCode: '211 Paper Low',
      problem: 'paper_low',
      waiting: 0,
    };
    server.orders = [
      order(1),
      order(2, { status: 'in_preparation', acceptedAt: minutesAgo(1), printedAt: minutesAgo(1) }),
    ];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    const status = container.querySelector('[data-testid="printer-status"]')!.textContent;
    expect(status).toMatch(/Printer online, laatst 1[23] s geleden/);
    expect(status).toContain('Papier bijna op');
    expect(card(2)?.querySelector('[data-testid="order-printed"]')?.textContent).toMatch(/^Bon geprint om/);
    const buttons = (n: number) => [...card(n)!.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons(1)).not.toContain('Opnieuw printen'); // still waiting for a cook
    const again = [...card(2)!.querySelectorAll('button')].find((b) => b.textContent === 'Opnieuw printen')!;
    await act(async () => again.click());
    await flush();
    expect(server.posted).toEqual([{ url: `/api/admin/orders/${order(2).id}/print`, body: {} }]);
    expect(container.textContent).toContain('Bestelling #2 wordt opnieuw geprint.');
    // The board's own print view shows net and VAT per rate, as the printed ticket does.
    const ticket = container.querySelector('.kitchen-ticket')!.textContent;
    expect(ticket).toMatch(/Waarvan btw \(9%\) over €\s9,17 netto€\s0,83/);
  });

  it('says a reprint waits for the printer while it is offline or out of paper', async () => {
    server.printer = {
      connected: true,
      lastPollAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      statusCode: '200 OK',
      problem: null,
      waiting: 0,
    };
    server.orders = [
      order(2, { status: 'in_preparation', acceptedAt: minutesAgo(1), printedAt: minutesAgo(1) }),
    ];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    const again = [...card(2)!.querySelectorAll('button')].find((b) => b.textContent === 'Opnieuw printen')!;
    await act(async () => again.click());
    await flush();
    expect(container.textContent).toContain(
      'De bon van bestelling #2 wacht op de printer: die print hem zodra hij weer kan.',
    );
    expect(container.textContent).not.toContain('wordt opnieuw geprint');
  });

  it('offers no "Opnieuw printen" without a printer, and says none is connected', async () => {
    server.orders = [order(2, { status: 'in_preparation', acceptedAt: minutesAgo(1) })];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    await flush();
    expect(container.querySelector('[data-testid="printer-status"]')!.textContent).toBe(
      'Nog geen printer gekoppeld',
    );
    expect([...card(2)!.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(
      'Opnieuw printen',
    );
  });

  it("keeps tonight's orders after midnight in today's columns and puts another day's under Later", async () => {
    // Saturday 23:41 in Amsterdam; Rotterdam is open until 00:30.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T22:41:00Z') });
    try {
      server.orders = [
        order(1, { expectedAt: '2026-11-28T23:15:00Z' }), // 00:15 tonight
        order(2, { expectedAt: '2026-11-29T11:30:00Z', asap: false }), // Sunday 12:30
        order(3, { status: 'in_preparation', acceptedAt: minutesAgo(0), expectedAt: '2026-11-28T23:01:00Z' }),
      ];
      await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
      await flush();
      const region = (n: number) => card(n)?.closest('section[aria-label]')?.getAttribute('aria-label');
      expect(region(1)).toBe('Nieuw');
      expect(card(1)?.textContent).toContain('z.s.m. vannacht 00:15');
      expect(region(3)).toBe('In bereiding');
      expect(region(2)).toBe('Later: morgen');
      expect(card(2)?.closest('[aria-labelledby="later-title"]')?.textContent).toContain('Later (1)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls an order "Nieuw" only until a cook has taken it on', async () => {
    const actions = { onAccept() {}, onReject() {}, onDelay() {}, onMove() {}, onPrint() {} };
    const show = (o: AdminOrder) =>
      act(async () =>
        root.render(<OrderCard order={o} now={new Date()} highlight defaultMinutes={15} actions={actions} />),
      );
    await show(order(1));
    expect(card(1)?.getAttribute('data-highlight')).toBe('true');
    expect(card(1)?.querySelector('h4')?.textContent).toBe('#1Nieuw');
    await show(order(1, { status: 'in_preparation', acceptedAt: minutesAgo(0) }));
    expect(card(1)?.hasAttribute('data-highlight')).toBe(false);
    expect(card(1)?.querySelector('h4')?.textContent).toBe('#1');
    expect(card(1)?.className).not.toContain('ring-brand-yellow');
  });

  it('shows the banner while disconnected, and the orders that arrived meanwhile once reconnected', async () => {
    server.orders = [order(1)];
    await act(async () => root.render(<OrderBoard location="amsterdam" onUnauthorized={() => {}} />));
    const source = FakeEventSource.last!;
    await act(async () => {
      source.readyState = 1;
      source.onopen?.();
    });
    await flush();
    expect(container.textContent).toContain('Live verbonden');
    expect(container.querySelector('[data-testid="connection-lost"]')).toBeNull();

    // The server restarts: the stream drops; meanwhile two orders are paid (no event reaches us).
    await act(async () => {
      source.readyState = 0;
      source.onerror?.();
    });
    expect(container.querySelector('[data-testid="connection-lost"]')?.textContent).toBe(
      'Verbinding verbroken, opnieuw verbinden…',
    );
    server.orders = [order(1), order(2), order(3)];
    await act(async () => {
      source.readyState = 1;
      source.onopen?.();
    });
    await flush();
    expect(container.querySelector('[data-testid="connection-lost"]')).toBeNull();
    expect(card(2)).not.toBeNull();
    expect(card(3)).not.toBeNull();
  });
});
