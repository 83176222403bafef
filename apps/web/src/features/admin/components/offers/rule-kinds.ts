/**
 * The kinds of offer the owner can choose, each with the fields its rule asks for: an amount (the
 * percentage, the amount off or the deal's price), items (products or a category) and a minimum.
 * The rule editor shows them in these fixed places, so what is typed stays where it is when the
 * owner tries another kind.
 */
import type { OfferRuleInput } from '@gh/domain/offers-api';

export interface RuleKindFields {
  kind: OfferRuleInput['kind'];
  /** Its name in the choice. */
  name: string;
  /** The amount field's label, if the kind has one. */
  amount?: string;
  /** The items field's label and hint, if the kind has one. */
  items?: { label: string; hint?: string };
  /** Whether it holds from a minimum order ("Vanaf bedrag"). */
  minimum?: true;
}

/** In the order the choice shows them; "only shown, without a discount" comes last. */
export const RULE_KINDS: readonly RuleKindFields[] = [
  { kind: 'percent-off', name: 'Percentage korting', amount: 'Percentage', minimum: true },
  { kind: 'amount-off', name: 'Bedrag korting', amount: 'Bedrag (€)', minimum: true },
  {
    kind: 'bundle',
    name: 'Deal: producten samen voor een prijs',
    amount: 'Prijs van de deal (€)',
    items: { label: 'Producten (met komma’s)' },
  },
  {
    kind: 'second-half-price',
    name: '2e halve prijs in een categorie',
    items: { label: 'Categorie', hint: 'Bijvoorbeeld burgers' },
  },
  {
    kind: 'free-item',
    name: 'Gratis product vanaf een bedrag',
    items: { label: 'Gratis product' },
    minimum: true,
  },
];
