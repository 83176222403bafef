/** An offer's rule as the admin API writes it (euros) and as the price engine takes it (cents). */
import type { OfferRule, UnitMatch } from './discounts';

/** An admin's rule (euros) as the engine takes it (cents). */
export function ruleFromInput(input: OfferRuleInputLike): OfferRule {
  const cents = (euros: number) => Math.round(euros * 100);
  switch (input.kind) {
    case 'bundle':
      return { kind: 'bundle', components: input.components, priceCents: cents(input.price) };
    case 'second-half-price':
      return { kind: 'second-half-price', match: input.match };
    case 'free-item':
      return { kind: 'free-item', minimumCents: cents(input.minimum), product: input.product };
    case 'percent-off':
      return {
        kind: 'percent-off',
        percent: input.percent,
        minimumCents: cents(input.minimum),
        match: input.match,
      };
    case 'amount-off':
      return {
        kind: 'amount-off',
        amountCents: cents(input.amount),
        minimumCents: cents(input.minimum),
        match: input.match,
      };
  }
}

/** The engine's rule (cents) as the admin API answers it (euros). */
export function ruleToInput(rule: OfferRule): OfferRuleInputLike {
  const euros = (cents: number) => cents / 100;
  const match = (m: UnitMatch) => ({ categories: m.categories ?? [], products: m.products ?? [] });
  switch (rule.kind) {
    case 'bundle':
      return {
        kind: 'bundle',
        components: rule.components.map((c) => ({ ...match(c), count: c.count })),
        price: euros(rule.priceCents),
      };
    case 'second-half-price':
      return { kind: 'second-half-price', match: match(rule.match) };
    case 'free-item':
      return { kind: 'free-item', minimum: euros(rule.minimumCents), product: rule.product };
    case 'percent-off':
      return {
        kind: 'percent-off',
        percent: rule.percent,
        minimum: euros(rule.minimumCents ?? 0),
        ...(rule.match ? { match: match(rule.match) } : {}),
      };
    case 'amount-off':
      return {
        kind: 'amount-off',
        amount: euros(rule.amountCents),
        minimum: euros(rule.minimumCents ?? 0),
        ...(rule.match ? { match: match(rule.match) } : {}),
      };
  }
}

type Match = { categories: string[]; products: string[] };
/** The admin API's rule shape (offers-api.ts), written out so the engine needs no zod. */
export type OfferRuleInputLike =
  | { kind: 'bundle'; components: (Match & { count: number })[]; price: number }
  | { kind: 'second-half-price'; match: Match }
  | { kind: 'free-item'; minimum: number; product: string }
  | { kind: 'percent-off'; percent: number; minimum: number; match?: Match | undefined }
  | { kind: 'amount-off'; amount: number; minimum: number; match?: Match | undefined };
