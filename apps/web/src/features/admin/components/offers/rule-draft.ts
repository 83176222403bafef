/**
 * An offer's rule as its form holds it: the kind and three fields as typed. One draft serves every
 * kind, so what is typed stays when the owner tries another kind. An edited offer keeps its rule as
 * it is until one of the rule's fields changes, so a rule the form cannot show whole is not lost.
 */
import { formatMoneyInput, isItemRule, parseMoneyInput } from '@gh/domain';
import type { OfferRuleInput } from '@gh/domain/offers-api';
import { useState } from 'react';
import { wholeNumber } from './form-parts';

export type RuleKind = OfferRuleInput['kind'] | 'none';

export interface RuleDraft {
  kind: RuleKind;
  /** The percentage, the amount off or the deal's price. */
  amount: string;
  minimum: string;
  /** The deal's products, the category or the free product, with commas between. */
  items: string;
}

const noMatch = (m: { products: string[]; categories: string[] } | undefined) =>
  !m || (m.products.length === 0 && m.categories.length === 0);

/** The rule's fields as the form shows them; `simple` when the form can show all of it. */
function draftOf(rule: OfferRuleInput | null): { draft: RuleDraft; simple: boolean } {
  if (!rule) return { draft: { kind: 'none', amount: '', minimum: '', items: '' }, simple: true };
  const minimum = 'minimum' in rule && rule.minimum ? formatMoneyInput(rule.minimum) : '';
  const draft = (amount: string, items: string): RuleDraft => ({ kind: rule.kind, amount, minimum, items });
  switch (rule.kind) {
    case 'bundle':
      return {
        draft: draft(
          formatMoneyInput(rule.price),
          rule.components.flatMap((c) => [...c.products, ...c.categories]).join(', '),
        ),
        simple: rule.components.every(
          (c) => c.count === 1 && c.products.length === 1 && c.categories.length === 0,
        ),
      };
    case 'second-half-price':
      return {
        draft: draft('', [...rule.match.products, ...rule.match.categories].join(', ')),
        simple: rule.match.products.length === 0,
      };
    case 'free-item':
      return { draft: draft('', rule.product), simple: true };
    case 'percent-off':
      return { draft: draft(String(rule.percent), ''), simple: noMatch(rule.match) };
    case 'amount-off':
      return { draft: draft(formatMoneyInput(rule.amount), ''), simple: noMatch(rule.match) };
  }
}

/** The rule the fields make; the schema then names what is wrong with it. */
function ruleOf({ kind, amount, minimum, items }: RuleDraft): OfferRuleInput | null {
  const names = items
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const min = minimum.trim() ? parseMoneyInput(minimum) : 0;
  switch (kind) {
    case 'none':
      return null;
    case 'bundle':
      return {
        kind,
        components: names.map((name) => ({ products: [name], categories: [], count: 1 })),
        price: parseMoneyInput(amount),
      };
    case 'second-half-price':
      return { kind, match: { products: [], categories: names } };
    case 'free-item':
      return { kind, product: names[0] ?? '', minimum: min };
    case 'percent-off':
      return { kind, percent: wholeNumber(amount), minimum: min };
    case 'amount-off':
      return { kind, amount: parseMoneyInput(amount), minimum: min };
  }
}

/** The schema's errors of the rule, by the field of the form that shows them. */
export function ruleErrors(errors: Record<string, string>) {
  return {
    amount: errors['rule.percent'] ?? errors['rule.amount'] ?? errors['rule.price'],
    items:
      errors['rule.items'] ??
      errors['rule.product'] ??
      errors['rule.components'] ??
      Object.entries(errors).find(
        ([k]) => k.startsWith('rule.components.') || k.startsWith('rule.match'),
      )?.[1],
    minimum: errors['rule.minimum'],
  };
}
export type RuleErrors = ReturnType<typeof ruleErrors>;

/** The offer form's rule: a new offer starts as a percentage off; an edited one as it is. */
export function useRuleDraft(editing: { rule: OfferRuleInput | null } | null) {
  const [start] = useState(() => draftOf(editing?.rule ?? null));
  const [draft, setDraft] = useState<RuleDraft>(
    editing ? start.draft : { ...start.draft, kind: 'percent-off' },
  );
  const [touched, setTouched] = useState(false);
  const keep = editing !== null && !touched;
  return {
    draft,
    /** The rule as the offer has it now (null for a new offer). */
    saved: editing?.rule ?? null,
    /** The edited rule is more than the fields show, and untouched. */
    broad: keep && !start.simple,
    change(patch: Partial<RuleDraft>) {
      setTouched(true);
      setDraft((d) => ({ ...d, ...patch }));
    },
    /** The rule to save: as it was while untouched, else the one the fields make. */
    value: () => (keep ? (editing.rule ?? null) : ruleOf(draft)),
    /** Items left empty, named plainly (the schema would take a second half price on nothing). */
    missingItems(): string | undefined {
      if (keep || !isItemRule(draft) || draft.items.trim()) return undefined;
      return draft.kind === 'second-half-price'
        ? 'Vul minstens één categorie in.'
        : 'Vul minstens één product in.';
    },
  };
}
