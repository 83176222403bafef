/** A checkbox per allergen of the 14, for a product's or an option's list. */
import { ALLERGENS } from '@gh/domain/admin';

export function AllergenPicker({
  value,
  onChange,
  className,
}: {
  value: readonly string[];
  onChange(next: string[]): void;
  /** The grid's columns ("grid grid-cols-2 gap-2 sm:grid-cols-3"). */
  className: string;
}) {
  return (
    <div className={className}>
      {ALLERGENS.map(([key, name]) => (
        <label key={key} className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-red"
            checked={value.includes(key)}
            onChange={(e) => onChange(e.target.checked ? [...value, key] : value.filter((a) => a !== key))}
          />
          {name}
        </label>
      ))}
    </div>
  );
}
