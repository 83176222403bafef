import type { Page } from '@playwright/test';

/**
 * Screenshots of the page at 390 and 1280 px in both modes into `dir`, when asked for
 * (`E2E_SHOTS=1`): CI time is tight.
 */
export async function shots(page: Page, dir: string, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
}
