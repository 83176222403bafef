/**
 * The rule's fields, one editor per kind of offer: what the owner fills in for a percentage, an
 * amount, a deal, a second half price or a free product. They share the form's one draft.
 */
import type { OfferRuleInput } from '@gh/domain/offers-api';
import type { ComponentType } from 'react';
import { MoneyField, TextField } from '../ui';
import type { RuleDraft, RuleErrors } from './rule-draft';

export interface RuleEditorProps {
  draft: RuleDraft;
  change(patch: Partial<RuleDraft>): void;
  errors: RuleErrors;
  /** An edited rule the fields cannot show whole: the items field names what it holds. */
  broad: boolean;
}

function AmountField({ label, draft, change, errors }: RuleEditorProps & { label: string }) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={draft.amount}
      onChange={(e) => change({ amount: e.target.value })}
      error={errors.amount}
    />
  );
}

function ItemsField({
  label,
  hint,
  draft,
  change,
  errors,
  broad,
}: RuleEditorProps & { label: string; hint?: string }) {
  return (
    <TextField
      label={broad ? 'Producten en categorieën' : label}
      hint={hint}
      value={draft.items}
      onChange={(e) => change({ items: e.target.value })}
      error={errors.items}
    />
  );
}

function MinimumField({ draft, change, errors }: RuleEditorProps) {
  return (
    <MoneyField
      label="Vanaf bedrag (€)"
      value={draft.minimum}
      onChange={(e) => change({ minimum: e.target.value })}
      error={errors.minimum}
    />
  );
}

function PercentOffEditor(props: RuleEditorProps) {
  return (
    <>
      <AmountField {...props} label="Percentage" />
      <MinimumField {...props} />
    </>
  );
}

function AmountOffEditor(props: RuleEditorProps) {
  return (
    <>
      <AmountField {...props} label="Bedrag (€)" />
      <MinimumField {...props} />
    </>
  );
}

function BundleEditor(props: RuleEditorProps) {
  return (
    <>
      <AmountField {...props} label="Prijs van de deal (€)" />
      <ItemsField {...props} label="Producten (met komma’s)" />
    </>
  );
}

function SecondHalfPriceEditor(props: RuleEditorProps) {
  return <ItemsField {...props} label="Categorie" hint="Bijvoorbeeld burgers" />;
}

function FreeItemEditor(props: RuleEditorProps) {
  return (
    <>
      <ItemsField {...props} label="Gratis product" />
      <MinimumField {...props} />
    </>
  );
}

/** Each kind with its name in the choice and its editor, in the order the choice shows them. */
export const RULE_KINDS: readonly {
  kind: OfferRuleInput['kind'];
  name: string;
  Editor: ComponentType<RuleEditorProps>;
}[] = [
  { kind: 'percent-off', name: 'Percentage korting', Editor: PercentOffEditor },
  { kind: 'amount-off', name: 'Bedrag korting', Editor: AmountOffEditor },
  { kind: 'bundle', name: 'Deal: producten samen voor een prijs', Editor: BundleEditor },
  { kind: 'second-half-price', name: '2e halve prijs in een categorie', Editor: SecondHalfPriceEditor },
  { kind: 'free-item', name: 'Gratis product vanaf een bedrag', Editor: FreeItemEditor },
];
