import type { Page } from '@playwright/test';

/**
 * Screenshots of the page at 390 and 1280 px (or `widths`) in both modes into `dir`, when asked for
 * (`E2E_SHOTS=1`): CI time is tight. The journey goes on at the size it had, in light mode, so a
 * later single screenshot is what its name says.
 */
export async function shots(page: Page, dir: string, name: string, widths = [390, 1280]): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  const before = page.viewportSize();
  for (const width of widths) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${dir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before) await page.setViewportSize(before);
}
