/**
 * One screen checked the four ways issue 17 asks for: a 390 px phone and a 1280 px desktop, each in
 * light and dark mode. The state is set up once; then per way the viewport and the system colour
 * scheme change, and the screen must hold what a person notices, pass axe and not scroll sideways.
 */
import { COLOUR_RULES, expectAxeClean, switchColourScheme } from './axe';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface Way {
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

export const WAYS: readonly Way[] = [
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
  { width: 1280, height: 800, colorScheme: 'light' },
  { width: 1280, height: 800, colorScheme: 'dark' },
];

/** Where a run leaves a screenshot of every way, to look at by eye (unset: none are taken). */
const SHOTS = process.env.E2E_SHOTS;

/** How far the document reaches past the viewport, and what sticks out (for the failure message). */
export async function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && culprits.length < 5) {
        culprits.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 50)}`);
      }
    }
    return { overflow: root.scrollWidth - width, culprits };
  });
}

/**
 * Runs `check` on the screen as it stands in each of the four ways. The page follows the system's
 * colour scheme (no stored choice), so emulating it switches the mode as a visitor's phone would.
 * axe runs every rule in light mode and, at the same width in dark mode, the rules that judge colours.
 */
export async function inFourWays(
  page: Page,
  label: string,
  check: (way: Way) => Promise<void>,
  options: { axeInclude?: string } = {},
) {
  for (const way of WAYS) {
    const name = `${label} at ${way.width} px, ${way.colorScheme}`;
    await page.setViewportSize({ width: way.width, height: way.height });
    await switchColourScheme(page, way.colorScheme, name);
    await check(way);
    const { overflow, culprits } = await sideways(page);
    expect(overflow, `${name} scrolls sideways by ${overflow}px: ${culprits.join(', ')}`).toBeLessThanOrEqual(
      0,
    );
    await expectAxeClean(
      page,
      name,
      options.axeInclude,
      way.colorScheme === 'dark' ? COLOUR_RULES : undefined,
    );
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      const file = `${label.replace(/[^\w]+/g, '-')}-${way.width}-${way.colorScheme}.png`;
      await page.screenshot({ path: path.join(SHOTS, file) });
    }
  }
}

/** The floating buttons load after hydration (root-layout.tsx): wait for the chicken where the page shows it. */
export async function floatingLoaded(page: Page): Promise<void> {
  if ((await page.locator('aside[aria-label="Snelle hulp"]:not([hidden])').count()) > 0)
    await page.locator('aside[aria-label="Snelle hulp"] button').first().waitFor();
}

/**
 * The controls and labels a floating button (the chicken, scroll-to-top) covers as a finger scrolls
 * them up from the bottom edge: each is scrolled until it sits just above that edge (a finger does
 * not stop where scroll-padding would) and checked there.
 */
export async function coveredByFloating(page: Page, selector: string): Promise<string[]> {
  await floatingLoaded(page);
  return page.evaluate(async (selector) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const covered: string[] = [];
    for (const target of Array.from(document.querySelectorAll(selector))) {
      const before = target.getBoundingClientRect();
      if (before.width === 0 || before.height === 0) continue;
      window.scrollBy({ top: before.bottom - window.innerHeight + 8, behavior: 'instant' });
      await frame();
      const box = target.getBoundingClientRect();
      const hit = Array.from(document.querySelectorAll('aside[aria-label="Snelle hulp"] button'))
        .map((b) => b.getBoundingClientRect())
        .some(
          (f) =>
            f.width > 0 &&
            box.left < f.right &&
            f.left < box.right &&
            box.top < f.bottom &&
            f.top < box.bottom,
        );
      if (hit) covered.push((target as HTMLElement).innerText.slice(0, 40) || target.outerHTML.slice(0, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return covered;
  }, selector);
}
