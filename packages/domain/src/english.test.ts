/**
 * The domain's texts and formats in both languages (issue 20 items 2 and 4, decision 034): Dutch
 * exactly as the spec and the pages had it, English where the page or request is English, always in
 * Amsterdam's time zone.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Lang } from '@gh/i18n';
import { followLanguage } from '@gh/i18n/follow';
import { ALLERGENS, allergenCode, allergenLabel } from './allergens';
import {
  formatClock,
  formatDateAndTime,
  formatDay,
  formatLongDate,
  formatSlot,
  formatTime,
  weekdayName,
  type Schedule,
} from './hours';
import { laterReason, locationStatus, type LocationStatusInput } from './location-status';
import {
  CART_FALLBACK,
  errorToast,
  loadFailedMessage,
  locationConflictMessage,
  MESSAGES,
  STATUS_TOASTS,
} from './messages';
import { formatDecimal, formatEuro } from './money';
import { choiceAllergenNote } from './option-allergens';
import { lineOptionTexts } from './pricing';
import { couponLabel, discountRows } from './discounts';
import { ORDER_STATUS_LABELS, orderStatusLabel } from './order-status';
import { vatRows } from './vat';

let lang: Lang = 'nl';
beforeEach(() => {
  lang = 'nl';
  followLanguage(() => lang);
});
afterEach(() => {
  lang = 'nl';
});

const inEnglish = <T>(work: () => T): T => {
  lang = 'en';
  try {
    return work();
  } finally {
    lang = 'nl';
  }
};

describe('the catalogue', () => {
  it('keeps the spec’s Dutch to the letter', () => {
    expect(STATUS_TOASTS.ITEM_ADDED).toEqual({ title: 'Product toegevoegd', status: 'success' });
    expect(STATUS_TOASTS.ITEM_UPDATED).toEqual({
      title: 'Winkelwagen bijgewerkt',
      description: 'Aantal succesvol aangepast',
      status: 'success',
    });
    expect(STATUS_TOASTS.CART_CLEARED.title).toBe('Winkelwagen geleegd');
    expect(STATUS_TOASTS.PAYMENT_SUCCESS.title).toBe('Betaling geslaagd');
    expect(STATUS_TOASTS.SESSION_EXPIRED.title).toBe('Sessie verlopen');
    expect(CART_FALLBACK.load).toBe('Kon winkelwagen niet ophalen');
    expect(CART_FALLBACK.clear).toBe('Leegmaken mislukt');
    expect(loadFailedMessage(500)).toBe('Fout bij ophalen winkelwagen (500)');
    expect(errorToast('Iets')).toEqual({ title: 'Foutmelding', description: 'Iets', status: 'error' });
    expect(MESSAGES.tooManyUnpaidOrders).toBe(
      'Je hebt al 3 bestellingen die nog niet betaald zijn. Betaal eerst een daarvan, of probeer het over 15 minuten opnieuw.',
    );
  });

  it('speaks English on an English page, made when read', () => {
    const texts = inEnglish(() => ({
      added: STATUS_TOASTS.ITEM_ADDED.title,
      expired: STATUS_TOASTS.SESSION_EXPIRED,
      fallback: CART_FALLBACK.add,
      load: loadFailedMessage(403),
      notFound: MESSAGES.notFound,
      unpaid: MESSAGES.tooManyUnpaidOrders,
    }));
    expect(texts.added).toBe('Added to your order');
    expect(texts.expired).toEqual({
      title: 'Session expired',
      description: 'Your basket has expired. Please start again.',
      status: 'warning',
    });
    expect(texts.fallback).toBe("Couldn't add that");
    expect(texts.load).toBe("Couldn't load your basket (403)");
    expect(texts.notFound).toBe("This page doesn't exist.");
    expect(texts.unpaid).toContain('3 orders');
    // The same object, read again in Dutch, is Dutch again.
    expect(STATUS_TOASTS.ITEM_ADDED.title).toBe('Product toegevoegd');
  });

  it('keeps "conflict" in the location refusal in both languages, so the browser warns', () => {
    const dutch = locationConflictMessage('amsterdam', 'rotterdam');
    const english = inEnglish(() => locationConflictMessage('amsterdam', 'rotterdam'));
    expect(dutch).toBe(
      'Locatieconflict: producten uit Rotterdam kun je niet toevoegen aan een winkelwagen met producten uit Amsterdam. Leeg eerst je winkelwagen.',
    );
    expect(english).toContain('Rotterdam');
    expect(inEnglish(() => errorToast(english))).toEqual({
      title: 'Location conflict',
      description: 'Your basket holds items from another location.',
      status: 'warning',
    });
    expect(errorToast(dutch).title).toBe('Locatieconflict');
  });
});

describe('money', () => {
  it('is € 9,95 in Dutch and €9.95 in English', () => {
    expect(formatEuro(995)).toBe('€\u00a09,95');
    expect(formatEuro(123456)).toBe('€\u00a01.234,56');
    expect(inEnglish(() => formatEuro(995))).toBe('€9.95');
    expect(inEnglish(() => formatEuro(123456))).toBe('€1,234.56');
    expect(inEnglish(() => formatEuro(-150))).toBe('−€1.50');
    expect(inEnglish(() => formatEuro(100000000))).toBe('€1,000,000.00');
    expect(formatEuro(995, 'en')).toBe('€9.95');
    expect(inEnglish(() => formatEuro(995, 'nl'))).toBe('€\u00a09,95');
  });

  it('writes decimals and discounts the language’s way', () => {
    expect(formatDecimal(4.5)).toBe('4,5');
    expect(inEnglish(() => formatDecimal(4.5))).toBe('4.5');
    expect(discountRows([{ label: 'Familiedeal', amountCents: 400 }])[0]!.value).toBe('− €\u00a04,00');
    expect(inEnglish(() => discountRows([{ label: 'Family deal', amountCents: 400 }]))[0]!.value).toBe(
      '−€4.00',
    );
    // An order's line as sold: its English name for an English e-mail, the Dutch one for staff.
    const sold = [
      { label: 'Kortingscode HALLO (10%)', labelEn: 'Discount code HALLO (10%)', amountCents: 150 },
    ];
    expect(inEnglish(() => discountRows(sold))[0]!.label).toBe('Discount code HALLO (10%)');
    expect(discountRows(sold)[0]!.label).toBe('Kortingscode HALLO (10%)');
  });

  it('names a coupon and an order’s status for the customer, and keeps staff’s Dutch', () => {
    const coupon = { code: 'GRATIS5', percentOff: null, amountOffCents: 500 };
    expect(couponLabel(coupon)).toBe('Kortingscode GRATIS5 (€\u00a05,00)');
    expect(inEnglish(() => couponLabel(coupon))).toBe('Discount code GRATIS5 (€5.00)');
    expect(orderStatusLabel('ready')).toBe('Klaar om af te halen');
    expect(inEnglish(() => orderStatusLabel('ready'))).toBe('Ready for pickup');
    expect(inEnglish(() => ORDER_STATUS_LABELS.ready)).toBe('Klaar om af te halen');
  });

  it('names the VAT per rate', () => {
    const parts = [{ rate: 21, grossCents: 2500, netCents: 2066, vatCents: 434 }];
    expect(vatRows(parts)).toEqual([
      { label: 'Waarvan btw (21%) over €\u00a020,66 netto', value: '€\u00a04,34' },
    ]);
    expect(inEnglish(() => vatRows(parts))).toEqual([
      { label: 'Includes VAT (21%) on €20.66 net', value: '€4.34' },
    ]);
  });
});

describe('dates and times, in Amsterdam', () => {
  // Monday 23 November 2026, 12:00 in Amsterdam (winter time, UTC+1).
  const now = new Date('2026-11-23T11:00:00Z');

  it('writes the time as 17:30 in Dutch and 5:30 pm in English', () => {
    const at = new Date('2026-11-23T16:30:00Z');
    expect(formatTime(at)).toBe('17:30');
    expect(inEnglish(() => formatTime(at))).toBe('5:30 pm');
    expect(inEnglish(() => formatTime(new Date('2026-11-23T11:05:00Z')))).toBe('12:05 pm');
    expect(inEnglish(() => formatTime(new Date('2026-11-22T23:15:00Z')))).toBe('12:15 am');
    expect(inEnglish(() => formatTime(new Date('2026-11-23T08:00:00Z')))).toBe('9:00 am');
    expect(formatClock('16:00')).toBe('16:00');
    expect(inEnglish(() => formatClock('16:00'))).toBe('4:00 pm');
    expect(inEnglish(() => formatClock('00:30'))).toBe('12:30 am');
  });

  it('names the day: vandaag, morgen, a weekday / today, tomorrow, a weekday', () => {
    expect(formatDay(new Date('2026-11-23T18:00:00Z'), now)).toBe('vandaag');
    expect(formatDay(new Date('2026-11-24T18:00:00Z'), now)).toBe('morgen');
    expect(formatDay(new Date('2026-11-28T18:00:00Z'), now)).toBe('zaterdag 28 november');
    expect(inEnglish(() => formatDay(new Date('2026-11-23T18:00:00Z'), now))).toBe('today');
    expect(inEnglish(() => formatDay(new Date('2026-11-24T18:00:00Z'), now))).toBe('tomorrow');
    expect(inEnglish(() => formatDay(new Date('2026-11-28T18:00:00Z'), now))).toBe('Saturday 28 November');
    expect(weekdayName(1)).toBe('maandag');
    expect(inEnglish(() => weekdayName(7))).toBe('Sunday');
  });

  it('writes slots as morgen 17:30 / tomorrow 5:30 pm', () => {
    const slot = new Date('2026-11-24T16:30:00Z');
    expect(formatSlot(slot, now)).toBe('morgen 17:30');
    expect(inEnglish(() => formatSlot(slot, now))).toBe('tomorrow 5:30 pm');
  });

  it('writes long dates and moments', () => {
    expect(formatLongDate('2026-12-31')).toBe('31 december 2026');
    expect(inEnglish(() => formatLongDate('2026-12-31'))).toBe('31 December 2026');
    expect(inEnglish(() => formatLongDate('2026-03-01', false))).toBe('1 March');
    const moment = new Date('2026-11-25T16:30:00Z');
    expect(formatDateAndTime(moment)).toBe('woensdag 25 november 17:30');
    expect(inEnglish(() => formatDateAndTime(moment))).toBe('Wednesday 25 November at 5:30 pm');
  });

  it('follows Amsterdam’s clock across the change to summer and back (DST)', () => {
    // Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(inEnglish(() => formatTime(new Date('2026-03-29T00:30:00Z')))).toBe('1:30 am');
    expect(inEnglish(() => formatTime(new Date('2026-03-29T01:30:00Z')))).toBe('3:30 am');
    // Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    expect(formatTime(new Date('2026-10-25T00:30:00Z'))).toBe('02:30');
    expect(inEnglish(() => formatTime(new Date('2026-10-25T01:30:00Z')))).toBe('2:30 am');
    // 23:30 UTC on 24 October is already the 25th in Amsterdam (summer time).
    const lateSaturday = new Date('2026-10-24T22:30:00Z');
    expect(inEnglish(() => formatDateAndTime(lateSaturday))).toBe('Sunday 25 October at 12:30 am');
    // Seen from Saturday noon, its 00:30 is tonight (decision 058); Sunday 05:30 CET is tomorrow.
    expect(inEnglish(() => formatDay(lateSaturday, new Date('2026-10-24T12:00:00Z')))).toBe('tonight');
    expect(
      inEnglish(() => formatDay(new Date('2026-10-25T04:30:00Z'), new Date('2026-10-24T12:00:00Z'))),
    ).toBe('tomorrow');
  });
});

describe('a location’s status line', () => {
  const schedule: Schedule = {
    periods: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '16:00', closes: '22:00' })),
    exceptions: [],
  };
  const input = (nowUtc: string, over: Partial<LocationStatusInput> = {}): LocationStatusInput => ({
    schedule,
    now: new Date(nowUtc),
    orderingPaused: false,
    pausedMessage: null,
    pickup: true,
    delivery: true,
    slotMinutes: 15,
    prepMinutes: 20,
    deliveryMinutes: 30,
    ...over,
  });

  it('reads the same in Dutch and in English', () => {
    expect(locationStatus(input('2026-11-23T17:00:00Z')).text).toBe('Nu open tot 22:00');
    expect(inEnglish(() => locationStatus(input('2026-11-23T17:00:00Z')).text)).toBe(
      'Open now until 10:00 pm',
    );
    expect(inEnglish(() => locationStatus(input('2026-11-23T20:50:00Z')).text)).toBe(
      'Open now until 10:00 pm; you can order for pickup from tomorrow 4:30 pm or delivery from tomorrow 5:00 pm',
    );
    expect(inEnglish(() => locationStatus(input('2026-11-23T10:00:00Z')).text)).toBe(
      'Closed now; order ahead for pickup from today 4:30 pm or delivery from today 5:00 pm',
    );
    expect(
      inEnglish(
        () => locationStatus(input('2026-11-23T17:00:00Z', { busyMinutes: 15, prepMinutes: 35 })).text,
      ),
    ).toBe("Open now until 10:00 pm. We're busy: allow 15 minutes extra");
    expect(
      inEnglish(
        () =>
          locationStatus(
            input('2026-11-23T17:00:00Z', {
              orderingPaused: true,
              pausedUntil: new Date('2026-11-23T18:00:00Z'),
            }),
          ).text,
      ),
    ).toBe('Not taking online orders just now until 7:00 pm');
    expect(inEnglish(() => laterReason(input('2026-11-23T20:30:00Z'), 'delivery', null))).toBe(
      "Delivery takes about 50 minutes (cooking and driving) and we close at 10:00 pm, so we can't deliver any more today.",
    );
  });
});

describe('allergens and options', () => {
  it('names allergens in the page’s language', () => {
    expect(allergenLabel('eieren')).toBe('Eieren');
    expect(allergenLabel("pinda's")).toBe("Pinda's");
    expect(inEnglish(() => allergenLabel('eieren'))).toBe('Eggs');
    expect(inEnglish(() => allergenLabel('weekdieren'))).toBe('Molluscs');
    expect(inEnglish(() => allergenLabel('onbekend'))).toBe('onbekend');
    expect(allergenLabel('melk', 'en')).toBe('Milk');
  });

  it('gives each allergen badge letters of its own in both languages', () => {
    expect(allergenCode('eieren')).toBe('Ei');
    expect(inEnglish(() => allergenCode('eieren'))).toBe('Eg');
    for (const lang of ['nl', 'en'] as const) {
      expect(new Set(ALLERGENS.map((a) => allergenCode(a, lang))).size, lang).toBe(ALLERGENS.length);
    }
  });

  it('says what a choice contains', () => {
    const choice = { allergens: ['selderij'], mayContain: ['gluten'] };
    expect(choiceAllergenNote(choice)).toBe('Bevat selderij. Kan sporen bevatten van gluten');
    expect(inEnglish(() => choiceAllergenNote(choice))).toBe('Contains celery. May contain traces of gluten');
  });

  it('counts a loose sauce’s pots', () => {
    const options = [{ choice: 'Barbecuesaus x2', priceCents: 75 }];
    expect(lineOptionTexts('loose-sauce', options, 2)).toEqual(['4 bakjes Barbecuesaus €\u00a03,00']);
    expect(inEnglish(() => lineOptionTexts('loose-sauce', options, 2))).toEqual([
      '4 pots of Barbecuesaus €3.00',
    ]);
  });
});
