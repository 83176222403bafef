/**
 * What the product form says about pricing (issue 16.2): the rule a product falls under, what a
 * customer pays for an example choice (through the same `priceLine` as cart and checkout), and a
 * warning when a product outside sauzen is priced as a loose sauce, or a loose sauce has a free option
 * (it would cost € 0,00, issue 31 item 5).
 */
import { formatEuro, looksLikeSauce, priceLine, toCents, type PricingRule } from '@gh/domain';
import { looseSauceWarning } from '@gh/domain/admin';

export interface PreviewInput {
  name: string;
  category: string;
  /** Euros as the form parsed them; NaN while the field is empty or half typed. */
  price: number;
  notLooseSauce: boolean;
  optionGroups: readonly { options: readonly { choice: string; price: number }[] }[];
}

export interface PricingPreview {
  rule: PricingRule;
  ruleText: string;
  /** `Kipsaté met pindasaus met Zonder ui: € 0,00`, or null without a price to show yet. */
  example: string | null;
  warning: string | null;
}

export const RULE_TEXT: Record<PricingRule, string> = {
  product: 'Prijs: productprijs + opties',
  'loose-sauce': 'Losse saus: alleen de gekozen sauzen',
};

const euros = (n: number) => (Number.isFinite(n) && n >= 0 ? toCents(n) : 0);

export function pricingPreview(input: PreviewInput): PricingPreview {
  // The example: the first named option of every group, once, as a customer would tick it.
  const choices = input.optionGroups.flatMap((g) => {
    const first = g.options.find((o) => o.choice.trim() !== '');
    return first ? [{ choice: first.choice.trim(), priceCents: euros(first.price), count: 1 }] : [];
  });
  const product = {
    name: input.name.trim(),
    category: input.category,
    priceCents: euros(input.price),
    notLooseSauce: input.notLooseSauce,
  };
  const line = priceLine(product, choices, 1);
  const name = product.name || 'Dit product';
  const example = Number.isFinite(input.price)
    ? `Voorbeeld: ${name}${choices.length ? ` met ${line.options.map((o) => o.label).join(', ')}` : ''} kost ${formatEuro(line.lineCents)}.`
    : null;
  const surprising =
    input.category.toLowerCase() !== 'sauzen' && looksLikeSauce(product) && input.optionGroups.length > 0;
  // A free option makes a loose sauce cost € 0,00, which no payment takes (issue 31 item 5).
  const free = input.optionGroups.some((g) =>
    g.options.some((o) => o.choice.trim() !== '' && euros(o.price) === 0),
  );
  const warning = surprising
    ? `Let op: „${name}” valt onder de regel voor losse saus omdat de naam „saus” bevat. Klanten betalen dan alleen de gekozen opties, niet de productprijs${product.priceCents > 0 ? ` van ${formatEuro(product.priceCents)}` : ''}.${free ? ` Met alleen een gratis optie kost het ${formatEuro(0)}, en zo’n bestelling kan niet worden afgerekend.` : ''} Is het geen losse saus? Vink dan „Geen losse saus” aan.`
    : free
      ? looseSauceWarning({ ...product, optionGroups: input.optionGroups })
      : null;
  return { rule: line.rule, ruleText: RULE_TEXT[line.rule], example, warning };
}
