/**
 * The server-rendered page cache (issue 16 item 9), with a stand-in for the web app's renderer that
 * counts its renders: a built web app is not needed to see what the cache does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const root = mkdtempSync(path.join(os.tmpdir(), 'gh-spa-test-'));
const RENDERS = '__ghSpaTestRenders';
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Gouden Haan</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `export async function renderPage(request) {
      const url = new URL(request.url);
      globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
      return { status: 200, pageLength: 'short', head: '', body: '<p>' + url.pathname + url.search + '</p>', hydration: '{}' };
    }
    export function routeStatus() {
      return 200;
    }`,
  );
  t = await createTestApp({ env: { WEB_DIST: path.join(root, 'dist') } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
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
