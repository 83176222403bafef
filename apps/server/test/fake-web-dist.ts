/**
 * A built web app stand-in: the page shell and a server renderer with the real one's interface,
 * rendering the path it is asked. With `countIn`, each render adds one to that global.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function fakeWebDist(countIn?: string): { dist: string; remove(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gh-fake-web-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Gouden Haan</title></head><body><div id="root"></div></body></html>',
  );
  const count = countIn ? `globalThis.${countIn} = (globalThis.${countIn} ?? 0) + 1;` : '';
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `export async function renderPage(request) {
      const url = new URL(request.url);
      ${count}
      return { status: 200, pageLength: 'short', head: '', body: '<p>' + url.pathname + url.search + '</p>', hydration: '{}' };
    }
    export function routeStatus() {
      return 200;
    }`,
  );
  return { dist: path.join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}
