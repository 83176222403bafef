/**
 * The server-rendered page cache (issue 16 item 9), with a stand-in for the web app's renderer that
 * counts its renders: a built web app is not needed to see what the cache does.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../test/fake-web-dist';
import { createTestApp, type TestApp } from '../../test/helpers';

const RENDERS = '__ghSpaTestRenders';
const web = fakeWebDist(RENDERS);
mkdirSync(path.join(web.dist, 'assets'));
writeFileSync(path.join(web.dist, 'assets', 'app-0000.js'), 'export const x = 1;');
writeFileSync(path.join(web.dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The shell links its stylesheet, as Vite's build does.
const CSS = 'body{margin:0}.gh-later{content-visibility:auto}';
writeFileSync(path.join(web.dist, 'assets', 'index-0000.css'), CSS);
writeFileSync(
  path.join(web.dist, 'index.html'),
  '<!doctype html><html><head><title>Gouden Haan</title>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-0000.css"></head>' +
    '<body><div id="root"></div></body></html>',
);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: web.dist } });
});
afterAll(async () => {
  await t?.close();
  web.remove();
});

const renders = () => Number((globalThis as Record<string, unknown>)[RENDERS] ?? 0);

describe('server-rendered page cache', () => {
  it('renders a page once for any number of unique query strings', async () => {
    const before = renders();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/over-ons?utm_source=nieuwsbrief-${i}&fbclid=${i}` }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p>/over-ons</p>');
      expect(res.body).not.toContain('utm_source');
    }
    for (let i = 0; i < 20; i++) await t.app.inject({ method: 'GET', url: `/over-ons?ref=${i}` });
    expect(renders() - before).toBe(1);
  });

  it('treats an encoded spelling of a path as the same page', async () => {
    await t.app.inject({ method: 'GET', url: '/menu/amsterdam' });
    const before = renders();
    const res = await t.app.inject({ method: 'GET', url: '/menu/%61msterdam' });
    expect(res.body).toContain('<p>/menu/amsterdam</p>');
    expect(renders() - before).toBe(0);
  });

  it('renders a path that starts with two slashes as a path of our own site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '//elsewhere.example/over-ons' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>//elsewhere.example/over-ons</p>');
  });

  it('leaves client-only pages to the browser however their path is spelled', async () => {
    const before = renders();
    const res = await t.app.inject({ method: 'GET', url: '/%61dmin/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(renders() - before).toBe(0);
  });
});

describe('the stylesheet of a server-rendered page', () => {
  it('is inside the page, allowed by its hash in the CSP; a client-only page links the cached file', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/menu/amsterdam' });
    expect(page.body).toContain(`<style>${CSS}</style>`);
    expect(page.body).not.toContain('index-0000.css');
    const hash = createHash('sha256').update(CSS).digest('base64');
    const styleSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('style-src '));
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);

    const clientOnly = await t.app.inject({ method: 'GET', url: '/checkout' });
    expect(clientOnly.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-0000.css">');
    expect(clientOnly.body).not.toContain('<style>');
  });
});

describe('built files', () => {
  it('sends a hashed file without validators, ranges or request id, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-0000.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const x = 1;');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('keeps the validators of a file that is asked again under the same name, not its request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['etag']).toBeTruthy();
    expect(res.headers['x-request-id']).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(res.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });
});
