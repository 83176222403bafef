import type { Page } from '@playwright/test';

/** Waits until the branded loader screen has faded out and left, so checks see the page itself. */
export async function untilLoaderGone(page: Page): Promise<void> {
  await page.locator('#app-loader').waitFor({ state: 'detached' });
}
