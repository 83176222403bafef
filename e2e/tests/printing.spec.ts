/**
 * Kitchen printing (issue 19 item 8): the owner connects a Star CloudPRNT printer on the location
 * tab, a cook accepts a paid order on the board, a simulated printer polling the server prints its
 * ticket once, the board shows the printer online and the ticket printed, and "Opnieuw printen"
 * prints it again. Both colour modes, 820 and 1280 px wide, axe clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { httpTransport, SimulatedPrinter } from '../../apps/server/test/simulated-printer';
import { baseURL } from '../playwright.config';
import { expectAxeClean, expectAxeCleanInBothModes } from '../support/axe';
import { untilLoaderGone } from '../support/page';
import { paidPickupOrder } from '../support/shop';
import { viewNewOrder } from '../support/kitchen';

const EMAIL = 'e2e-eigenaar@goudenhaan.nl';
const PASSWORD = 'e2e-kip-van-het-spit-2026';

/** axe over the board or tab once the page stands (the loader gone). */
async function noAxeViolations(page: Page, label: string) {
  await untilLoaderGone(page);
  await expectAxeClean(page, label);
}

test.describe('kitchen printing', () => {
  test.describe.configure({ timeout: 120_000 });

  test('connect a printer, accept an order, it prints once; Opnieuw printen prints it again', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin?locatie=amsterdam&tab=locatie');
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('button', { name: /Printer koppelen|Nieuwe printer-URL maken/ }).click();
    const confirm = page.getByRole('button', { name: 'Nieuwe URL maken' });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    const urlField = page.getByLabel('Printer-URL (alleen nu zichtbaar)');
    await expect(urlField).toHaveValue(/\/api\/cloudprnt\//);
    const printerUrl = new URL(await urlField.inputValue());
    await noAxeViolations(page, 'location tab with the printer URL');

    const printer = new SimulatedPrinter(httpTransport(baseURL), printerUrl.pathname, { intervalMs: 300 });
    printer.start();
    try {
      await page.goto('/admin?locatie=amsterdam&tab=bestellingen');
      await expect(page.getByText('Live verbonden')).toBeVisible();
      await expect(page.getByTestId('printer-status')).toContainText(/Printer online, laatst \d+ s geleden/);

      const customer = await browser.newContext();
      await paidPickupOrder(customer.request, 'Printer Klant', 'printer-klant@example.nl');
      await customer.close();
      await viewNewOrder(page, 'Printer Klant');
      const card = page.getByRole('article').filter({ hasText: 'Printer Klant' });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: /^Accepteren/ }).click();
      await expect(card.getByTestId('order-printed')).toContainText('Bon geprint om', { timeout: 15_000 });
      const number = (await card.getByRole('heading', { level: 4 }).textContent())!.replace(/\D/g, '');
      const ticketsOf = () => printer.printed.filter((p) => p.text.includes(`#${number}\n`));
      expect(ticketsOf()).toHaveLength(1);
      expect(ticketsOf()[0]!.text).toContain('Printer Klant');
      expect(ticketsOf()[0]!.text).toMatch(/Waarvan btw \(9%\) over EUR [\d,]+ netto/);

      await card.getByRole('button', { name: /opnieuw printen op de keukenprinter/ }).click();
      await expect(page.getByText(`Bestelling #${number} wordt opnieuw geprint.`)).toBeVisible();
      await expect.poll(() => ticketsOf().length, { timeout: 15_000 }).toBe(2);
      expect(ticketsOf()[1]!.text).toContain('OPNIEUW GEPRINT (2e bon)');
      // And no third one.
      await page.waitForTimeout(1500);
      expect(ticketsOf()).toHaveLength(2);

      // Paper out shows on the board, live.
      printer.statusCode = '410 Out of paper';
      await expect(page.getByTestId('printer-status')).toContainText('Papier op', { timeout: 15_000 });
      for (const width of [820, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await untilLoaderGone(page);
        // The site follows the system's setting until one is chosen (spec section 4).
        await expectAxeCleanInBothModes(page, `board with the printer, ${width} px`, {
          then: (scheme) => page.screenshot({ path: `/tmp/printing-shots/board-${width}-${scheme}.png` }),
        });
      }
    } finally {
      await printer.stop();
    }
  });
});
