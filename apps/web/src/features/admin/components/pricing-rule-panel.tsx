/** The product form's pricing section: the rule that applies, an example price, and "Geen losse saus". */
import { useId } from 'react';
import { pricingPreview, type PreviewInput } from '../lib/pricing-preview';
import { Alert, Card, CheckboxField } from './ui';

export function PricingRulePanel({
  input,
  onNotLooseSauce,
}: {
  input: PreviewInput;
  onNotLooseSauce: (value: boolean) => void;
}) {
  const id = useId();
  const preview = pricingPreview(input);
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">Prijsregel</h2>
      <p className="font-semibold" data-testid="pricing-rule">
        {preview.ruleText}
      </p>
      {preview.example ? <p data-testid="pricing-example">{preview.example}</p> : null}
      {preview.warning ? <Alert tone="error">{preview.warning}</Alert> : null}
      <div>
        <CheckboxField
          label="Geen losse saus"
          checked={input.notLooseSauce}
          aria-describedby={`${id}-hint`}
          onChange={onNotLooseSauce}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          Een product in Sauzen of met „saus” in de naam kost alleen de gekozen sauzen. Vink dit aan als
          klanten de productprijs plus de opties betalen.
        </p>
      </div>
    </Card>
  );
}
