import type { Page } from '@playwright/test';
import { switchColourScheme } from './axe';

/**
 * Screenshots of the page at 390 and 1280 px (or `widths`) in both modes into `dir`, when asked for
 * (`E2E_SHOTS=1`): CI time is tight. Each mode is switched as the system would switch it, and shot
 * once the page has followed with its colours settled. The journey goes on at the size it had, in
 * light mode, so a later single screenshot is what its name says.
 */
export async function shots(
  page: Page,
  dir: string,
  name: string,
  widths = [390, 1280],
  { height = 900, fullPage = true } = {},
): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColourScheme(page, colorScheme, `${name} at ${width} px`);
      await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage });
    }
  }
  await switchColourScheme(page, 'light', name);
  if (before) await page.setViewportSize(before);
}
