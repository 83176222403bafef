/**
 * An offer's rule in the engine and the database (decision 030): the shape `offerRuleInputSchema`
 * (offers-api.ts) writes once, with its amounts in cents (`price` there is `priceCents` here). Only
 * types come from the schema, so the engine and every page that imports the domain need no zod.
 */
import type { OfferRuleInput, OfferRuleLoose, UnitMatch } from './offers-api';

export type { UnitMatch };

/** The fields of a rule that are amounts of money. */
type MoneyKey = 'price' | 'minimum' | 'amount';
/** A rule with its amounts renamed to cents (`minimum` → `minimumCents`), kind by kind. */
type InCents<R> = R extends unknown
  ? { [K in keyof R as K extends MoneyKey ? `${K}Cents` : K]: R[K] }
  : never;

/** What an offer does, as the engine computes with it and the database stores it: amounts in cents. */
export type OfferRule = InCents<OfferRuleLoose>;

/**
 * Item offers (a deal, second half price, a free item) take units of the cart, each unit at most once;
 * the others take an amount off what is left. Takes the admin form's kind too.
 */
export function isItemRule(rule: { kind: string }): boolean {
  return rule.kind === 'bundle' || rule.kind === 'second-half-price' || rule.kind === 'free-item';
}

/** An admin's rule (euros) as the engine takes it (cents). */
export function ruleFromInput(input: OfferRuleInput): OfferRule {
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
export function ruleToInput(rule: OfferRule): OfferRuleInput {
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
