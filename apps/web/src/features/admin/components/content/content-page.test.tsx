/** /admin/inhoud: a news article published with its English, errors at their fields, categories moved. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminMe } from '@gh/domain/admin';
import type { AdminCategory, AdminNews } from '@gh/domain/content-admin-api';
import { setApiTransport } from '../../../../lib/api-client';
import { ContentPage } from './content-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const me: AdminMe = {
  email: 'eigenaar@goudenhaan.nl',
  name: 'Eigenaar',
  role: 'admin',
  location: null,
  locations: [{ slug: 'amsterdam', name: 'Amsterdam' }],
};
const NOW = new Date('2026-11-25T17:00:00Z');
let news: AdminNews[];
let categories: AdminCategory[];
let sent: { method: string; url: string; body: unknown }[];
let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  sent = [];
  news = [
    {
      id: 1,
      slug: 'open',
      title: 'We zijn open',
      summary: '',
      body: 'Tekst.',
      titleEn: '',
      summaryEn: '',
      bodyEn: '',
      publishedAt: '2026-11-01T10:00:00.000Z',
    },
  ];
  categories = [
    { slug: 'kip', name: 'Kip', nameEn: 'Chicken', position: 0, products: 4 },
    { slug: 'soepen', name: 'Soepen', nameEn: '', position: 1, products: 0 },
  ];
  setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    let answer: unknown;
    if (url === '/api/admin/news' && method === 'POST') {
      const created = { ...news[0]!, ...body, id: 2, slug: 'nieuw' } as AdminNews;
      news = [created, ...news];
      answer = created;
    } else if (url === '/api/admin/news') answer = { items: news };
    else if (url === '/api/admin/categories/soepen/move') {
      categories = [categories[1]!, categories[0]!];
      answer = { items: categories };
    } else answer = { items: categories };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
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
function field(scope: Element, label: string): HTMLInputElement | HTMLTextAreaElement {
  const l = [...scope.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  const input = l && scope.querySelector(`#${CSS.escape(l.htmlFor)}`);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
}
function set(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
function button(scope: Element, name: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe('content page', () => {
  it('publishes a news article with its English; a missing text is named and focused first', async () => {
    await act(async () => root.render(<ContentPage me={me} now={() => NOW} />));
    await flush();
    // The article without English is marked in the list.
    expect(container.querySelector('li[aria-label="We zijn open"]')?.textContent).toContain(
      'Nog niet vertaald',
    );
    const form = container.querySelector('form')!;
    await act(async () => set(field(form, 'Titel'), 'Kip-saté in Rotterdam'));
    await act(async () => button(form, 'Bericht toevoegen').click());
    expect(document.activeElement).toBe(field(form, 'Tekst'));
    expect(form.textContent).toContain('Schrijf de tekst van het bericht.');
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    await act(async () => set(field(form, 'Tekst'), 'Vanaf vandaag.'));
    await act(async () => set(field(form, 'Titel (Engels)'), 'Chicken satay in Rotterdam'));
    await act(async () => set(field(form, 'Tekst (Engels)'), 'From today.'));
    await act(async () => button(form, 'Bericht toevoegen').click());
    await flush();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/admin/news');
    expect(post?.body).toMatchObject({
      title: 'Kip-saté in Rotterdam',
      body: 'Vanaf vandaag.',
      titleEn: 'Chicken satay in Rotterdam',
      bodyEn: 'From today.',
      summaryEn: '',
    });
    expect(new Date((post!.body as { publishedAt: string }).publishedAt).getTime()).toBe(
      Math.floor(NOW.getTime() / 60_000) * 60_000,
    );
    expect(container.querySelector('[aria-live] [role="status"]')?.textContent).toBe(
      'Bericht "Kip-saté in Rotterdam" is opgeslagen.',
    );
    expect(container.querySelector('li[aria-label="Kip-saté in Rotterdam"]')).not.toBeNull();
  });

  it('moves a category up and marks one without English', async () => {
    await act(async () => root.render(<ContentPage me={me} now={() => NOW} />));
    await flush();
    await act(async () => button(container, 'Categorieën').click());
    await flush();
    const soup = container.querySelector('li[aria-label="Soepen"]')!;
    expect(soup.textContent).toContain('Nog niet vertaald');
    expect(container.querySelector('li[aria-label="Kip"]')?.textContent).toContain('4 producten');
    expect(button(container, 'Kip omhoog').disabled).toBe(true);
    await act(async () => button(container, 'Soepen omhoog').click());
    await flush();
    expect(sent.at(-2)).toMatchObject({
      method: 'POST',
      url: '/api/admin/categories/soepen/move',
      body: { direction: 'up' },
    });
    const order = [...container.querySelectorAll('li')].map((li) => li.getAttribute('aria-label'));
    expect(order).toEqual(['Soepen', 'Kip']);
  });
});
