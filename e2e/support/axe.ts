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
 * axe over the page, or only what `include` selects (the open dialog when one is open: a modal hides
 * the rest); each violation is named with `label`, its rule and its elements.
 */
export async function expectAxeClean(page: Page, label: string, include?: string) {
  const builder = axeBuilder(page);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
