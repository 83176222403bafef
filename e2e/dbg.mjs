import { chromium, devices } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ ...devices['Desktop Chrome'], locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
for (let i = 0; i < 4; i++) {
  await page.goto('http://127.0.0.1:3290/menu/rotterdam');
  await page.waitForTimeout(1500);
  console.log('loader', await page.locator('#app-loader').count());
  await page.reload();
  await page.waitForTimeout(1500);
  console.log('loader after reload', await page.locator('#app-loader').count());
}
await browser.close();
