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
 * The rules that judge colours. Between the light and the dark mode of a page only colours differ,
 * besides the colour switch's own state (`aria-pressed`, its title, which hidden icon shows), so the
 * dark mode needs no other rules.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type ColourScheme = 'light' | 'dark';

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
 * (it has no stored choice), its colours at once. The page's colour transitions are held off while
 * it switches, and every element's style is brought up to date before they are let go: a part drawn
 * only near the screen (`.gh-later`, content-visibility) otherwise starts its transition when axe
 * first reads its colours and keeps the old ones, since its transitions do not run off screen (on
 * the menu, the last "Toevoegen" button stayed red in dark mode, a second later too).
 */
export async function switchColourScheme(page: Page, colorScheme: ColourScheme, label = '') {
  const still = await page.evaluateHandle(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return sheet;
  });
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html'), label).toHaveAttribute('data-theme', colorScheme);
  await page.evaluate((sheet) => {
    for (const element of Array.from(document.querySelectorAll('*'))) void getComputedStyle(element).color;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  }, still);
  await still.dispose();
}

/**
 * axe in both colour modes on one load of the page: every rule in light mode, then, with the system
 * switched to dark, the rules that judge colours (decision 059). Half a pass and a page load less
 * than a second visit in dark mode. `include` limits axe as in `expectAxeClean`; `then` runs after
 * each mode's check (a screenshot). The page is left in dark mode.
 */
export async function expectAxeCleanInBothModes(
  page: Page,
  label: string,
  { include, then }: { include?: string; then?: (scheme: ColourScheme) => Promise<unknown> } = {},
) {
  await switchColourScheme(page, 'light', label);
  await expectAxeClean(page, `${label} (light)`, include);
  await then?.('light');
  await switchColourScheme(page, 'dark', label);
  await expectAxeClean(page, `${label} (dark)`, include, COLOUR_RULES);
  await then?.('dark');
}
