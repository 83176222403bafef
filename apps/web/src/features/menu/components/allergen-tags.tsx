/** An allergen list as small marked labels; traces are shown apart. */
import { allergenCode, allergenLabel, type Allergen } from '@gh/domain';
import * as m from '@gh/i18n/messages';

/** "gluten, ei": allergen names in running text. */
function lowerList(allergens: readonly Allergen[]): string {
  return allergens.map((a) => allergenLabel(a).toLowerCase()).join(', ');
}

export function AllergenTags({
  allergens,
  mayContain,
  fromOptions = [],
}: {
  allergens: Allergen[];
  mayContain: Allergen[];
  /** What some of the product's options add, depending on the choice (decision 022). */
  fromOptions?: Allergen[];
}) {
  const nothingElse = allergens.length === 0 && mayContain.length === 0;
  // "Afhankelijk van je keuze: eieren" alone; "… ook: eieren" after what the product holds itself.
  const optionNote = fromOptions.length > 0 && (
    <span className="text-neutral-600 dark:text-neutral-300">
      {(nothingElse ? m.menu_depends_on_choice_only : m.menu_depends_on_choice)({
        allergens: lowerList(fromOptions),
      })}
    </span>
  );
  if (nothingElse) {
    if (optionNote) return <div className="flex flex-wrap items-center gap-1 text-xs">{optionNote}</div>;
    return <p className="text-xs text-neutral-600 dark:text-neutral-300">{m.menu_no_allergens()}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-1 text-xs">
      {allergens.length > 0 && <span className="sr-only">{m.menu_contains_label()}</span>}
      <ul className="contents">
        {allergens.map((a) => (
          <li key={a} className="gh-allergen" data-code={allergenCode(a)}>
            {allergenLabel(a)}
          </li>
        ))}
      </ul>
      {mayContain.length > 0 && (
        <span className="text-neutral-600 dark:text-neutral-300">
          {m.menu_may_contain({ allergens: lowerList(mayContain) })}
        </span>
      )}
      {optionNote}
    </div>
  );
}
