/** Issue 16.2: the product form says which pricing rule applies, what an example costs, and warns. */
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreviewInput } from '../lib/pricing-preview';
import { PricingRulePanel } from './pricing-rule-panel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const satay: PreviewInput = {
  name: 'Kipsaté met pindasaus',
  category: 'kip',
  price: 12.5,
  notLooseSauce: false,
  optionGroups: [{ options: [{ choice: 'Zonder ui', price: 0 }] }],
};

/** The panel as the form holds it: the checkbox changes the form's state. */
function Harness({ start }: { start: PreviewInput }) {
  const [input, setInput] = useState(start);
  return <PricingRulePanel input={input} onNotLooseSauce={(v) => setInput({ ...input, notLooseSauce: v })} />;
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
async function render(start: PreviewInput) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Harness start={start} />));
}
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('the pricing rule in the product form', () => {
  it('warns that a dish outside sauzen with "saus" in its name is priced as a loose sauce, until "Geen losse saus"', async () => {
    await render(satay);
    expect(text('pricing-rule')).toBe('Losse saus: alleen de gekozen sauzen');
    expect(text('pricing-example')).toBe('Voorbeeld: Kipsaté met pindasaus met Zonder ui kost €\u00a00,00.');
    const warning = container.querySelector('[role="alert"]');
    expect(warning?.textContent).toContain('„Kipsaté met pindasaus” valt onder de regel voor losse saus');
    expect(warning?.textContent).toContain('niet de productprijs van €\u00a012,50');
    // Its free option alone would cost € 0,00, which cannot be paid (issue 31 item 5).
    expect(warning?.textContent).toContain(
      'Met alleen een gratis optie kost het €\u00a00,00, en zo’n bestelling kan niet worden afgerekend.',
    );

    const box = [...container.querySelectorAll('label')]
      .find((l) => l.textContent?.includes('Geen losse saus'))!
      .querySelector('input')!;
    await act(async () => box.click());
    expect(box.checked).toBe(true);
    expect(text('pricing-rule')).toBe('Prijs: productprijs + opties');
    expect(text('pricing-example')).toBe('Voorbeeld: Kipsaté met pindasaus met Zonder ui kost €\u00a012,50.');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('warns when a sauce of the category Sauzen has a free option', async () => {
    await render({
      name: 'Losse saus',
      category: 'sauzen',
      price: 0,
      notLooseSauce: false,
      optionGroups: [
        {
          options: [
            { choice: 'Knoflooksaus', price: 0.75 },
            { choice: 'Mayonaise', price: 0 },
          ],
        },
      ],
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Let op: door de categorie Sauzen telt dit product als losse saus: de prijs komt alleen uit de ' +
        'gekozen opties. Met alleen een gratis optie kost het €\u00a00,00, en zo’n bestelling kan niet ' +
        'worden afgerekend. Zet "Geen losse saus" aan als het een gewoon gerecht is, of geef elke optie een prijs.',
    );
  });

  it('gives a real sauce the loose-sauce rule without a warning, and a product its price plus options', async () => {
    await render({
      name: 'Losse saus',
      category: 'sauzen',
      price: 0,
      notLooseSauce: false,
      optionGroups: [{ options: [{ choice: 'Knoflooksaus', price: 0.75 }] }],
    });
    expect(text('pricing-rule')).toBe('Losse saus: alleen de gekozen sauzen');
    expect(text('pricing-example')).toBe('Voorbeeld: Losse saus met Knoflooksaus kost €\u00a00,75.');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    await act(async () => root.unmount());
    container.remove();

    await render({
      name: 'Burger deluxe',
      category: 'burgers',
      price: 10,
      notLooseSauce: false,
      optionGroups: [{ options: [{ choice: 'Extra kaas', price: 1 }] }],
    });
    expect(text('pricing-rule')).toBe('Prijs: productprijs + opties');
    expect(text('pricing-example')).toBe('Voorbeeld: Burger deluxe met Extra kaas kost €\u00a011,00.');
  });
});
