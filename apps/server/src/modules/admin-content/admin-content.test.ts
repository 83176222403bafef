/**
 * Issue 27 item 8: the owner's news, vacancies, gallery and categories (decision 047): admins only,
 * Dutch 4xx, audited with who, English beside the Dutch, and the public pages follow at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { makeAccount, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { TEST_NOW } from '../../../test/clock';
import { fakeWebDist } from '../../../test/fake-web-dist';
import { createTestApp, type TestApp } from '../../../test/helpers';

const RENDERS = '__ghContentRenders';
const web = fakeWebDist(RENDERS);
let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: web.dist }, deps: { now: () => TEST_NOW } });
  const db = t.database.db;
  admin = await sessionCookie(db, (await makeAccount(db, { email: 'eigenaar@example.nl' })).id, {
    now: TEST_NOW,
  });
  const cook = await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'amsterdam' });
  staff = await sessionCookie(db, cook.id, { now: TEST_NOW });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: unknown, cookie = admin) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const renders = () => (globalThis as unknown as Record<string, number | undefined>)[RENDERS] ?? 0;
async function auditOf(action: string, entityId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}
/** Waits for the NOTIFY to reach the page cache (it arrives on the listening connection). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('never');
}

const XSS = '<img src=x onerror=alert(1)>';

describe('admin content', () => {
  it('is for admins only: staff get 403 on every list and change', async () => {
    for (const path of ['/news', '/vacancies', '/gallery', '/categories']) {
      expect((await call('GET', `/api/admin${path}`, undefined, staff)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin${path}`, {}, staff)).statusCode).toBe(403);
    }
  });

  it('publishes a news article: 201, on /api/news in both languages and on /nieuws at once, audited', async () => {
    await t.app.inject({ method: 'GET', url: '/nieuws' });
    const before = renders();
    await t.app.inject({ method: 'GET', url: '/nieuws' });
    expect(renders()).toBe(before); // cached

    const res = await call('POST', '/api/admin/news', {
      title: `Nieuw: kip-saté in Rotterdam! ${XSS}`,
      body: 'Vanaf vandaag op het menu.\n\nMet pindasaus van het huis.',
      titleEn: 'New: chicken satay in Rotterdam!',
      bodyEn: 'On the menu from today.',
      publishedAt: new Date(TEST_NOW.getTime() - 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const article = res.json();
    expect(article).toMatchObject({
      slug: 'nieuw-kip-sate-in-rotterdam-img-src-x-onerror-alert-1',
      title: `Nieuw: kip-saté in Rotterdam! ${XSS}`,
      summary: 'Vanaf vandaag op het menu.',
      titleEn: 'New: chicken satay in Rotterdam!',
    });
    const [entry] = await auditOf('news_created', String(article.id));
    expect(entry).toMatchObject({ userEmail: 'eigenaar@example.nl' });

    const nl = (await t.app.inject({ method: 'GET', url: '/api/news' })).json().articles;
    // The payload is text, as typed: the pages show it as text, never as HTML.
    expect(nl[0]).toMatchObject({ slug: article.slug, title: `Nieuw: kip-saté in Rotterdam! ${XSS}` });
    const en = (await t.app.inject({ method: 'GET', url: '/api/news?lang=en' })).json().articles;
    expect(en[0]).toMatchObject({
      title: 'New: chicken satay in Rotterdam!',
      summary: 'On the menu from today.',
    });

    await until(async () => {
      await t.app.inject({ method: 'GET', url: '/nieuws' });
      return renders() > before;
    });
  });

  it('marks English left empty as not translated, and keeps it when an edit leaves it out', async () => {
    const res = await call('POST', '/api/admin/news', {
      title: 'Alleen Nederlands',
      body: 'Tekst.',
      titleEn: '',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const en = (await t.app.inject({ method: 'GET', url: '/api/news?lang=en' })).json().articles;
    expect(en.find((a: { slug: string }) => a.slug === 'alleen-nederlands').untranslated).toContain('title');

    await call('PUT', `/api/admin/news/${id}`, {
      title: 'Alleen Nederlands',
      body: 'Tekst.',
      titleEn: 'Dutch only',
    });
    const edited = await call('PUT', `/api/admin/news/${id}`, {
      title: 'Alleen Nederlands',
      body: 'Nieuwe tekst.',
    });
    expect(edited.json()).toMatchObject({
      titleEn: 'Dutch only',
      body: 'Nieuwe tekst.',
      slug: 'alleen-nederlands',
    });
    expect(await auditOf('news_updated', String(id))).toHaveLength(2);
  });

  it('answers bad input and missing rows with a Dutch 4xx', async () => {
    const short = await call('POST', '/api/admin/news', { title: 'a', body: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Geef het bericht een titel van minstens 2 tekens.');
    const date = await call('POST', '/api/admin/news', { title: 'Titel', body: 'x', publishedAt: 'morgen' });
    expect(date.json().message).toBe('Geef een geldige publicatiedatum en -tijd.');
    const missing = await call('PUT', '/api/admin/news/999999', { title: 'Titel', body: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Dit nieuwsbericht bestaat niet (meer).');
    const word = await call('DELETE', '/api/admin/vacancies/abc');
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe('Deze vacature bestaat niet (meer).');
    const place = await call('POST', '/api/admin/vacancies', {
      title: 'Kok',
      hours: '20 uur',
      description: 'Koken.',
      location: 'utrecht',
    });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toBe('Deze locatie kennen we niet.');
    const photo = await call('POST', '/api/admin/gallery', { src: 'https://evil.example/x.png', alt: 'Kip' });
    expect(photo.json().message).toBe('Upload eerst een foto.');
  });

  it('vacancies: created, on the jobs list, switched off, deleted; each audited', async () => {
    const res = await call('POST', '/api/admin/vacancies', {
      title: 'Afwasser Rotterdam',
      location: 'rotterdam',
      hours: '12–20 uur per week',
      description: 'Op de e-bike door de stad.',
      titleEn: 'Dishwasher Rotterdam',
    });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      slug: 'afwasser-rotterdam',
      summary: 'Op de e-bike door de stad.',
      active: true,
    });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/vacancies' }))
        .json()
        .vacancies.some((v: { slug: string }) => v.slug === 'afwasser-rotterdam');
    expect(await listed()).toBe(true);
    await call('PUT', `/api/admin/vacancies/${job.id}`, { ...job, location: 'rotterdam', active: false });
    expect(await listed()).toBe(false);
    expect((await call('DELETE', `/api/admin/vacancies/${job.id}`)).statusCode).toBe(204);
    expect(await auditOf('vacancy_deleted', String(job.id))).toHaveLength(1);
  });

  it('gallery: a photo added last, moved up, its English; on /api/gallery', async () => {
    const res = await call('POST', '/api/admin/gallery', {
      src: '/uploads/products/abc-800.webp',
      alt: 'Kip aan het spit',
      altEn: 'Chicken on the spit',
    });
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ width: 800, height: 600 });
    const moved = await call('POST', `/api/admin/gallery/${photo.id}/move`, { direction: 'up' });
    const ids = moved.json().items.map((i: { id: number }) => i.id);
    expect(ids.indexOf(photo.id)).toBe(ids.length - 2);
    const en = (await t.app.inject({ method: 'GET', url: '/api/gallery?lang=en' })).json().images;
    expect(en.some((i: { alt: string }) => i.alt === 'Chicken on the spit')).toBe(true);
    expect(await auditOf('gallery_image_moved', String(photo.id))).toHaveLength(1);
  });

  it('categories: a new one last, renamed, moved; one with products cannot be deleted; names are unique', async () => {
    const res = await call('POST', '/api/admin/categories', { name: 'Soepen', nameEn: 'Soups' });
    expect(res.statusCode).toBe(201);
    const soup = res.json();
    expect(soup).toMatchObject({ slug: 'soepen', nameEn: 'Soups', products: 0 });
    const taken = await call('POST', '/api/admin/categories', { name: 'soepen' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Er is al een categorie met deze naam.');
    const moved = (await call('POST', '/api/admin/categories/soepen/move', { direction: 'up' })).json().items;
    expect(moved.at(-2).slug).toBe('soepen');

    const full = moved.find((c: { products: number }) => c.products > 0);
    const refused = await call('DELETE', `/api/admin/categories/${full.slug}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Zet (het|ze) eerst in een andere categorie/);
    expect((await call('DELETE', '/api/admin/categories/soepen')).statusCode).toBe(204);
    expect(await auditOf('category_deleted', 'soepen')).toHaveLength(1);
    expect((await call('PUT', '/api/admin/categories/soepen', { name: 'Soep' })).statusCode).toBe(404);
  });
});
