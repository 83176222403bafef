/**
 * The site's service worker in a journey (decision 042): the journeys that let it run
 * (`serviceWorkers: 'allow'`) register it as a visitor does and read what it keeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, chromiumArgs, chromiumPath } from '../playwright.config';
import { untilLoaderGone } from './page';

/**
 * A browser with a profile of its own for `use`, removed after: the journeys' contexts are incognito
 * windows, where Chromium never offers to install a site and has no push service.
 */
export async function inOwnProfile(
  use: (context: BrowserContext, page: Page) => Promise<void>,
  /** Chromium's switches beyond the journeys' own. */
  args: string[] = [],
): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'gh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...args],
    baseURL,
    locale: 'nl-NL',
    serviceWorkers: 'allow',
  });
  try {
    await use(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The visitor acts (a wheel turn), which registers the worker (decision 042: not before, so a first
 * visit's untouched downloads stay without it), then waits until it is installed and active.
 */
export async function workerReady(page: Page): Promise<void> {
  await page.mouse.wheel(0, 40);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Waits for the worker to be installed (its precache complete) and active, then reloads under it. */
export async function underWorker(page: Page): Promise<void> {
  await workerReady(page);
  await page.reload();
  await untilLoaderGone(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** Every URL in the site's Cache Storage, by cache. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return all;
  });
}

/**
 * The worker has kept the menu answer and its language's offline code (both asked for after
 * registration, lib/offline/register-worker.ts).
 */
export async function keptForOffline(page: Page, menu: string): Promise<void> {
  await expect
    .poll(async () => (await cachedUrls(page))['gh-menus'] ?? [], { timeout: 15_000 })
    .toContainEqual(expect.stringContaining(menu));
  await expect
    .poll(async () => ((await cachedUrls(page))['gh-assets'] ?? []).join(' '), { timeout: 15_000 })
    .toMatch(/offline-page-.*product-dialog-|product-dialog-.*offline-page-/);
}
