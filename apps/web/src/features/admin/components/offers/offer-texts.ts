/** How the offers page words what it lists: amounts, periods, rules, days and failures. */
import { amsterdamDate, formatEuro, formatLongDate, toCents } from '@gh/domain';
import type { AdminMe } from '@gh/domain/admin';
import type { OfferRuleInput } from '@gh/domain/offers-api';
import { ApiError } from '../../../../lib/api-client';

export const euro = (euros: number) => formatEuro(toCents(euros));

/** `1 november 2026 t/m 31 december 2026`, and `(verlopen)` once its last day is past in Amsterdam. */
export function period(from: string, until: string): string {
  const over = until < amsterdamDate(new Date());
  return `${formatLongDate(from)} t/m ${formatLongDate(until)}${over ? ' (verlopen)' : ''}`;
}

/** The location's name, as the forms' choice shows it, not its slug ("rotterdam"); `all` for none. */
export function placeName(me: AdminMe, slug: string | null, all: string): string {
  return slug ? (me.locations.find((l) => l.slug === slug)?.name ?? slug) : all;
}

export function ruleText(rule: OfferRuleInput | null): string {
  if (!rule) return 'Alleen getoond';
  switch (rule.kind) {
    case 'bundle':
      return `Deal voor ${euro(rule.price)}: ${rule.components
        .map((c) => `${c.count}× ${[...c.products, ...c.categories].join(' of ')}`)
        .join(' + ')}`;
    case 'second-half-price':
      return `2e halve prijs: ${[...rule.match.products, ...rule.match.categories].join(', ')}`;
    case 'free-item':
      return `Gratis ${rule.product} vanaf ${euro(rule.minimum)}`;
    case 'percent-off':
      return `${rule.percent}% korting${rule.minimum ? ` vanaf ${euro(rule.minimum)}` : ''}`;
    case 'amount-off':
      return `${euro(rule.amount)} korting${rule.minimum ? ` vanaf ${euro(rule.minimum)}` : ''}`;
  }
}

/** ISO weekdays 1 … 7, as the picker and the list name them. */
export const WEEKDAYS = [
  { day: 1, short: 'ma', long: 'maandag' },
  { day: 2, short: 'di', long: 'dinsdag' },
  { day: 3, short: 'wo', long: 'woensdag' },
  { day: 4, short: 'do', long: 'donderdag' },
  { day: 5, short: 'vr', long: 'vrijdag' },
  { day: 6, short: 'za', long: 'zaterdag' },
  { day: 7, short: 'zo', long: 'zondag' },
] as const;

export function weekdaysText(days: readonly number[] | null): string {
  if (!days || days.length === 0 || days.length === 7) return 'elke dag';
  return `alleen op ${WEEKDAYS.filter((w) => days.includes(w.day))
    .map((w) => w.long)
    .join(', ')}`;
}

export function messageOf(err: unknown): string {
  return err instanceof ApiError ? err.message : 'Dat lukte niet. Probeer het opnieuw.';
}
