/** Issue 17.16: money in the admin is written the Dutch way ("2,50") and read back either way. */
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from '@gh/domain';
import { locationSettingsBodySchema } from '@gh/domain/admin';
import { fromEditable, toEditable } from './location-settings';

const stored = {
  pickup: true,
  delivery: true,
  orderingPaused: false,
  pausedMessage: null,
  hours: [],
  exceptions: [],
  zones: [{ name: 'Centrum', postcodeFrom: 1011, postcodeTo: 1019, fee: 2.5, minOrder: 15 }],
};

describe('admin money inputs', () => {
  it('shows zone fees and minimums as "2,50" and "15,00", never "2.5"', () => {
    const form = toEditable(stored as never);
    expect(form.zones[0]).toMatchObject({ fee: '2,50', minOrder: '15,00' });
    expect(formatMoneyInput(9.5)).toBe('9,50');
  });

  it('accepts "2,5", "2.50" and "€ 2,50" and saves 2.5', () => {
    for (const typed of ['2,5', '2.50', '€ 2,50']) {
      const form = toEditable(stored as never);
      form.zones[0]!.fee = typed;
      const parsed = locationSettingsBodySchema.safeParse(fromEditable(form));
      expect(parsed.success && parsed.data.zones[0]!.fee).toBe(2.5);
    }
  });

  it('refuses text that is no amount with a Dutch message', () => {
    expect(parseMoneyInput('twee')).toBeNaN();
    expect(parseMoneyInput('')).toBeNaN();
    const form = toEditable(stored as never);
    form.zones[0]!.minOrder = 'vijftien';
    const parsed = locationSettingsBodySchema.safeParse(fromEditable(form));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Vul het minimumbedrag in als bedrag.');
  });

  it('sends the delivery fee’s VAT rate (the main rate, 9 or 21) and refuses another in Dutch', () => {
    for (const rate of [null, 9, 21]) {
      const parsed = locationSettingsBodySchema.safeParse(
        fromEditable({ ...toEditable(stored as never), deliveryVatRate: rate }),
      );
      expect(parsed.success && parsed.data.deliveryVatRate).toBe(rate);
    }
    const bad = locationSettingsBodySchema.safeParse(
      fromEditable({ ...toEditable(stored as never), deliveryVatRate: 15 }),
    );
    expect(bad.error?.issues[0]?.message).toBe(
      'Kies voor de bezorgkosten het hoofdtarief van de bestelling, 9% of 21%.',
    );
  });
});
