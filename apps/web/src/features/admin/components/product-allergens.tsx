/** The product's own allergens and what it may contain traces of. */
import { AllergenPicker } from './allergen-picker';
import { Card } from './ui';
import type { ProductFormState, SetProductField } from './use-product-form';

export function ProductAllergens({ state, set }: { state: ProductFormState; set: SetProductField }) {
  return (
    <Card className="grid gap-6 md:grid-cols-2">
      {(['allergens', 'mayContain'] as const).map((key) => (
        <fieldset key={key}>
          <legend className="mb-2 text-lg font-bold">
            {key === 'allergens' ? 'Allergenen' : 'Kan sporen bevatten van'}
          </legend>
          <AllergenPicker
            className="grid grid-cols-2 gap-2 sm:grid-cols-3"
            value={state[key]}
            onChange={(next) => set(key, next)}
          />
        </fieldset>
      ))}
    </Card>
  );
}
