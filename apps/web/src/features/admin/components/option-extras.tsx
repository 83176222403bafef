/** Per option in the product form: its own allergens and a sold-out switch (decision 022). */
import { createContext, useContext, useId } from 'react';
import { productNameKey } from '@gh/domain';
import { ALLERGENS } from '@gh/domain/admin';
import { AllergenPicker } from './allergen-picker';

export interface OptionExtrasState {
  allergens: string[];
  mayContain: string[];
  soldOut: boolean;
}

export const NO_OPTION_EXTRAS: OptionExtrasState = { allergens: [], mayContain: [], soldOut: false };

/**
 * The names (productNameKey) of this location's sold-out products. An option that is the same
 * product is sold out because the product is, as customers see it (decision 022).
 */
export const SoldOutProductsContext = createContext<ReadonlySet<string>>(new Set());

export function OptionExtras({
  label,
  choice,
  value,
  onChange,
}: {
  /** The option's name as the owner reads it ("Optie 2"), for the accessible names. */
  label: string;
  /** The option's own text ("Uienringen"), to match it to a sold-out product. */
  choice: string;
  value: OptionExtrasState;
  onChange(next: OptionExtrasState): void;
}) {
  const id = useId();
  const productSoldOut = useContext(SoldOutProductsContext).has(productNameKey(choice));
  const summary =
    value.allergens.length > 0
      ? ALLERGENS.filter(([key]) => value.allergens.includes(key))
          .map(([, name]) => name.toLowerCase())
          .join(', ')
      : 'geen';
  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-2 text-sm sm:col-span-3">
      {productSoldOut ? (
        // Not editable here: the product itself is sold out, so customers cannot choose it anyway.
        <label className="inline-flex min-h-11 items-center gap-2" title="Zet het product weer op leverbaar">
          <input type="checkbox" className="size-4 accent-brand-red" checked disabled />
          Uitverkocht (product)<span className="sr-only"> ({label})</span>
        </label>
      ) : (
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-red"
            checked={value.soldOut}
            onChange={(e) => onChange({ ...value, soldOut: e.target.checked })}
          />
          Uitverkocht<span className="sr-only"> ({label})</span>
        </label>
      )}
      <details className="min-w-0 flex-1">
        <summary className="flex min-h-11 cursor-pointer items-center">
          Allergenen van {label.toLowerCase()}: {summary}
        </summary>
        <fieldset className="mt-1" aria-describedby={`${id}-hint`}>
          <legend className="sr-only">Allergenen van {label.toLowerCase()}</legend>
          <p id={`${id}-hint`} className="mb-2 text-neutral-700 dark:text-neutral-300">
            Wat deze keuze toevoegt aan het product. Het filter op het menu en de allergenenlijst houden er
            rekening mee.
          </p>
          <AllergenPicker
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
            value={value.allergens}
            onChange={(allergens) => onChange({ ...value, allergens })}
          />
        </fieldset>
      </details>
    </div>
  );
}
