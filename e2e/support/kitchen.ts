/** What a cook does on the board in several journeys. */
import { expect, type Page } from '@playwright/test';

/**
 * A new order takes over the board (issue 27): the cook chooses "Bekijken" on its overlay, and the
 * card is there to work with.
 */
export async function viewNewOrder(page: Page, customer: string) {
  const alert = page.getByRole('alertdialog').filter({ hasText: customer });
  await alert.getByRole('button', { name: 'Bekijken' }).click();
  await expect(alert).toHaveCount(0);
}
