/**
 * "Mijn Gouden Haan" (issue 29 item 1): ask for a link, sign in with it, see the orders of both cities,
 * reorder one in one tap, keep details only with the box ticked, sign out everywhere.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountMe, AccountOrder } from '@gh/domain/account-api';
import { setApiTransport } from '../../../lib/api-client';
import { AccountPage } from './account-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const orders: AccountOrder[] = [
  {
    publicId: 'r0tt3rdam01',
    number: 42,
    location: 'rotterdam',
    total: 23.5,
    status: 'completed',
    createdAt: '2026-11-20T17:30:00.000Z',
  },
  {
    publicId: 'amst3rdam01',
    number: 17,
    location: 'amsterdam',
    total: 9.45,
    status: 'completed',
    createdAt: '2026-11-02T12:00:00.000Z',
  },
];
let me: AccountMe | null;
let sent: { method: string; url: string; body: unknown }[];
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

const json = (answer: unknown, status = 200) =>
  new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  me = null;
  setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (url === '/api/account/link')
      return json({ message: 'Als dit adres klopt, staat er een e-mail klaar.' });
    if (url === '/api/account/session') {
      if (body.token !== 'goede-link-goede-link-1')
        return json({ message: 'Deze aanmeldlink werkt niet meer.' }, 410);
      me = { email: 'roos@example.nl', details: null };
      return json(me);
    }
    if (url.startsWith('/api/account/sign-out')) {
      me = null;
      return json({ message: 'Je bent afgemeld.' });
    }
    if (!me) return json({ message: 'Je bent niet (meer) aangemeld.' }, 401);
    if (url === '/api/account/orders') return json({ orders });
    if (url === '/api/account/details') {
      me = { email: me.email, details: body.consent ? body.details : null };
      return json(me);
    }
    return json(me);
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].filter((b) => b.textContent?.trim() === name);
  if (found.length === 0) throw new Error(`no button ${name}`);
  return found[0]!;
}
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function open(url: string) {
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[url]}>
        <AccountPage
          token={new URL(url, 'http://x').searchParams.get('token')}
          reorder={(id) => <p>reorder {id}</p>}
        />
      </MemoryRouter>,
    ),
  );
  await flush();
}

describe('Mijn Gouden Haan', () => {
  it('asks for a link when nobody is signed in, and says what happens next', async () => {
    await open('/mijn-gouden-haan');
    expect(container.querySelector('h2')?.textContent).toBe('Stuur mij een aanmeldlink');
    await act(async () =>
      type(container.querySelector<HTMLInputElement>('#account-email')!, 'Roos@Example.nl'),
    );
    await act(async () => button('Stuur de link').click());
    await flush();
    expect(sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/account/link',
      body: { email: 'Roos@Example.nl' },
    });
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Kijk in je mail');
  });

  it('refuses an invalid address before sending anything', async () => {
    await open('/mijn-gouden-haan');
    await act(async () => type(container.querySelector<HTMLInputElement>('#account-email')!, 'roos'));
    await act(async () => button('Stuur de link').click());
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(document.activeElement?.id).toBe('account-email');
  });

  it('signs in with the link, lists the orders of both cities and reorders one in one tap', async () => {
    await open('/mijn-gouden-haan?token=goede-link-goede-link-1');
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/account/session' });
    expect(container.textContent).toContain('Aangemeld als roos@example.nl');
    const items = [...container.querySelectorAll('#account-orders-title ~ ul > li')];
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Bestelling #42 · Rotterdam',
      'Bestelling #17 · Amsterdam',
    ]);
    expect(items[0]!.textContent).toMatch(/€\s?23,50/);
    await act(async () => items[1]!.querySelector('button')!.click());
    expect(items[1]!.textContent).toContain('reorder amst3rdam01');
    expect(items[0]!.textContent).not.toContain('reorder');
    // The pressed button waits disabled; the focus is on the panel that says what happened.
    expect(document.activeElement?.textContent).toBe('reorder amst3rdam01');
  });

  it('says a used link no longer works and offers the form again', async () => {
    await open('/mijn-gouden-haan?token=oude-link-oude-link-oude');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('werkt niet meer');
    expect(container.querySelector('#account-email')).not.toBeNull();
  });

  it('keeps details only with the box ticked', async () => {
    me = { email: 'roos@example.nl', details: null };
    await open('/mijn-gouden-haan');
    expect(container.querySelector('#account-name')).toBeNull();
    await act(async () => container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    await act(async () => type(container.querySelector<HTMLInputElement>('#account-name')!, 'Roos'));
    await act(async () => type(container.querySelector<HTMLInputElement>('#account-postcode')!, '1072lk'));
    await act(async () => type(container.querySelector<HTMLInputElement>('#account-houseNumber')!, '7'));
    await act(async () => button('Bewaar').click());
    await flush();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      consent: true,
      details: {
        name: 'Roos',
        phone: '',
        addresses: [{ postcode: '1072 LK', houseNumber: '7', addition: '', street: '', city: '' }],
      },
    });
    expect(container.textContent).toContain('Bewaard.');
  });

  it('signs out everywhere and shows the form again', async () => {
    me = { email: 'roos@example.nl', details: null };
    await open('/mijn-gouden-haan');
    await act(async () => button('Overal afmelden').click());
    await flush();
    expect(sent.some((r) => r.method === 'POST' && r.url === '/api/account/sign-out-everywhere')).toBe(true);
    expect(container.textContent).toContain('Je bent afgemeld.');
    expect(container.querySelector('#account-email')).not.toBeNull();
  });
});
