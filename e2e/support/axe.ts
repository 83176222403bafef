/**
 * axe for every journey. Legacy mode runs axe inside the page and its same-origin frames and skips
 * the blank page that the default mode opens to gather results from cross-origin frames. The site
 * has no frames at all, so the rules and results are the same (the same passes on `/`, the menu and
 * the allergen matrix), and each pass takes some 45% less time: 2.8 s instead of 5.2–6.1 s on the
 * menu, 4.3–5.1 s instead of 7.8–9.2 s on the allergen matrix (decision 059).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * The rules that judge colours: all that can differ between the light and the dark mode of one page,
 * whose elements, names and roles are the same in both.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe over the page, or only what `include` selects (the open dialog when one is open: a modal hides
 * the rest), with every rule or only `rules`; each violation is named with `label`, its rule and its
 * elements.
 */
export async function expectAxeClean(page: Page, label: string, include?: string, rules?: string[]) {
  const builder = axeBuilder(page);
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * The system's colour scheme switched as a visitor's phone switches it at sunset: the page follows
 * (it has no stored choice) and its colours have finished their transitions.
 */
export async function switchColourScheme(page: Page, colorScheme: 'light' | 'dark', label = '') {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html'), label).toHaveAttribute('data-theme', colorScheme);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe in both colour modes on one load of the page: every rule in light mode, then, with the system
 * switched to dark, the rules that judge colours (decision 059). Half a pass and a page load less
 * than a second visit in dark mode; the page is left in dark mode.
 */
export async function expectAxeCleanInBothModes(page: Page, label: string, include?: string) {
  await switchColourScheme(page, 'light', label);
  await expectAxeClean(page, `${label} (light)`, include);
  await switchColourScheme(page, 'dark', label);
  await expectAxeClean(page, `${label} (dark)`, include, COLOUR_RULES);
}
