/** The product dialog (native modal <dialog>): option groups with min/max, sauce steppers, live total. */
import { useEffect, useId, useRef, useState } from 'react';
import {
  ALLERGENS,
  allergenLabel,
  allergensOfChoice,
  choiceAllergenNote,
  formatEuro,
  isFreeOf,
  toCents,
  type Allergen,
} from '@gh/domain';
import type { MenuOption, MenuOptionGroup, MenuProduct } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { untranslatedLang } from '../../../lib/untranslated';
import type { AddToCartPayload } from '../lib/add-payload';
import {
  chosenCount,
  groupHint,
  initialSelection,
  isGroupFull,
  missingGroups,
  optionLimit,
  selectedOptions,
  setCount,
  totalCents,
  type Selection,
} from '../lib/selection';
import { AllergenTags } from './allergen-tags';
import { ProductImage } from './product-image';

interface Props {
  product: MenuProduct;
  onAdd(payload: AddToCartPayload): void;
  onClose(): void;
  /** A warning to show before adding (the cart holds another city's products). */
  warning: string | null;
  /** The allergens the customer filters out on the menu: options holding them are marked. */
  without?: readonly Allergen[];
  /** No connection: the choices can be read, not added. */
  offline?: boolean;
}

const MAX_QUANTITY = 99;

function optionPrice(price: number): string {
  // A no-break space: "+" alone at the end of a line and "€ 1,00" below it read as two things.
  return price > 0 ? `+\u00a0${formatEuro(toCents(price))}` : '';
}

/** Allergen names in running text: "gluten en ei". */
function lowerList(allergens: readonly Allergen[], separator: string): string {
  return allergens.map((a) => allergenLabel(a).toLowerCase()).join(separator);
}

/** Under an option's name: sold out, what it holds of the filtered allergens, or all it holds. */
function OptionNote({ option, without }: { option: MenuOption; without: readonly Allergen[] }) {
  if (option.soldOut) {
    return (
      <span className="block text-xs font-semibold text-neutral-700 dark:text-neutral-200">
        {m.menu_sold_out()}
      </span>
    );
  }
  if (!isFreeOf(option, without)) {
    const hits = without.filter((a) => option.allergens.includes(a) || option.mayContain.includes(a));
    return (
      <span className="block text-xs font-semibold text-brand-dark-red dark:text-red-300">
        {m.menu_option_not_free_of({ allergens: lowerList(hits, ` ${m.menu_and()} `) })}
      </span>
    );
  }
  // The same words and capitals as the cart line, the e-mail and the ticket (one domain function).
  const note = choiceAllergenNote(option);
  if (!note) return null;
  return <span className="block text-xs text-neutral-600 dark:text-neutral-300">{note}</span>;
}

function Stepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}) {
  const button =
    'grid size-11 place-items-center rounded-full border-2 border-brand-red text-xl font-bold text-brand-red disabled:border-neutral-300 disabled:text-neutral-500 dark:border-brand-yellow dark:text-brand-yellow dark:disabled:border-neutral-600 dark:disabled:text-neutral-400';
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label}>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={m.menu_stepper_less({ label })}
      >
        −
      </button>
      <output aria-live="polite" className="w-6 text-center font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={m.menu_stepper_more({ label })}
      >
        +
      </button>
    </div>
  );
}

function GroupFields({
  group,
  selection,
  onChange,
  without,
}: {
  group: MenuOptionGroup;
  selection: Selection;
  onChange(next: Selection): void;
  without: readonly Allergen[];
}) {
  const name = useId();
  const counts = selection[group.id] ?? {};
  const full = isGroupFull(selection, group);
  // An optional single choice stays a checkbox so it can be undone; picking another replaces it.
  const radio = group.min === 1 && group.max === 1 && group.maxMultiplier <= 1;
  const row =
    'flex min-h-12 items-center justify-between gap-3 rounded-xl border border-neutral-200 px-3 py-2 dark:border-neutral-700';
  return (
    <fieldset className="mt-5">
      <legend className="flex w-full items-baseline justify-between gap-2">
        <span className="text-lg font-bold" {...untranslatedLang(group, 'name')}>
          {group.name}
        </span>
        <span className="text-sm text-neutral-600 dark:text-neutral-300">
          {groupHint(group)}
          {group.max > 1 &&
            ` · ${m.menu_chosen_count({ count: chosenCount(selection, group), max: group.max })}`}
        </span>
      </legend>
      <div className="mt-2 grid gap-2">
        {group.options.map((option) => {
          const count = counts[option.choice] ?? 0;
          if (group.maxMultiplier > 1) {
            return (
              <div key={option.choice} className={row}>
                <span>
                  <span className="font-medium" {...untranslatedLang(option, 'choice')}>
                    {option.choice}
                  </span>{' '}
                  <span className="text-sm text-neutral-600 tabular-nums dark:text-neutral-300">
                    {m.menu_price_each({ price: formatEuro(toCents(option.price)) })}
                  </span>
                  <OptionNote option={option} without={without} />
                </span>
                <Stepper
                  label={option.choice}
                  value={count}
                  min={0}
                  max={option.soldOut ? count : optionLimit(selection, group, option.choice)}
                  onChange={(n) => onChange(setCount(selection, group, option.choice, n))}
                />
              </div>
            );
          }
          return (
            <label
              key={option.choice}
              className={`${row} has-[:checked]:border-brand-red dark:has-[:checked]:border-brand-yellow ${
                option.soldOut ? 'cursor-not-allowed bg-neutral-100 dark:bg-neutral-800' : 'cursor-pointer'
              }`}
            >
              <span className="flex items-center gap-3">
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  name={name}
                  checked={count > 0}
                  disabled={(option.soldOut && count === 0) || (!radio && count === 0 && full)}
                  onChange={(e) =>
                    onChange(setCount(selection, group, option.choice, e.target.checked ? 1 : 0))
                  }
                  className="size-5 accent-brand-red dark:accent-brand-yellow"
                />
                <span>
                  <span className="font-medium" {...untranslatedLang(option, 'choice')}>
                    {option.choice}
                  </span>
                  <OptionNote option={option} without={without} />
                </span>
              </span>
              <span className="text-sm text-neutral-600 tabular-nums dark:text-neutral-300">
                {optionPrice(option.price)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function ProductDialog({ product, onAdd, onClose, warning, without = [], offline = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const offlineId = useId();
  const [selection, setSelection] = useState(() => initialSelection(product, without));
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // A click on the backdrop (outside the panel) closes, as Escape does.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);

  const missing = missingGroups(product, selection);
  const total = totalCents(product, selection, quantity);
  // The tags show what this very combination holds, so they change with every choice; what an
  // option still open to choose would add is said apart, so nothing reads "Geen allergenen" before
  // the choice that decides it.
  const chosen = product.optionGroups.flatMap((g) =>
    g.options.filter((o) => (selection[g.id]?.[o.choice] ?? 0) > 0),
  );
  const tags = allergensOfChoice(product, chosen);
  const stillOpen = product.optionGroups
    .filter((g) => !isGroupFull(selection, g) && !(g.max === 1 && chosenCount(selection, g) > 0))
    .flatMap((g) => g.options.filter((o) => !o.soldOut && (selection[g.id]?.[o.choice] ?? 0) === 0));
  const more = allergensOfChoice({ allergens: [] }, stillOpen);
  const dependsOn = ALLERGENS.filter(
    (a) =>
      (more.allergens.includes(a) || more.mayContain.includes(a)) &&
      !tags.allergens.includes(a) &&
      !tags.mayContain.includes(a),
  );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (offline) return;
    if (missing.length > 0) {
      setTried(true);
      return;
    }
    onAdd({
      id: product.id,
      name: product.name,
      price: product.price,
      quantity,
      category: product.category,
      location: product.location,
      selectedOptions: selectedOptions(product, selection),
      notLooseSauce: product.notLooseSauce,
    });
    ref.current?.close();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[92dvh] w-[min(36rem,calc(100vw-1rem))] overflow-hidden rounded-2xl bg-brand-cream p-0 text-brand-black shadow-2xl backdrop:bg-black/60 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <form onSubmit={submit} className="flex max-h-[92dvh] flex-col">
        <div className="overflow-y-auto px-4 pt-4 pb-4 sm:px-5 sm:pt-5">
          {/* On a 320 px phone the picture shrinks and the description runs under it, full width:
              beside a 88 px picture and the close button the name broke into a word a line. */}
          <div className="flex items-start gap-3 sm:gap-4">
            <ProductImage src={product.image} size={88} eager className="size-16 sm:size-22" />
            <h2
              id={titleId}
              className="min-w-0 flex-1 self-center text-xl leading-tight font-bold wrap-break-word hyphens-auto"
              {...untranslatedLang(product, 'name')}
            >
              {product.name}
            </h2>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              aria-label={m.menu_close()}
              className="grid size-11 shrink-0 place-items-center rounded-full text-2xl hover:bg-black/5 dark:hover:bg-white/10"
            >
              ×
            </button>
          </div>
          <p
            className="mt-2 text-sm text-neutral-700 dark:text-neutral-300"
            {...untranslatedLang(product, 'description')}
          >
            {product.description}
          </p>
          <div className="mt-3">
            <AllergenTags allergens={tags.allergens} mayContain={tags.mayContain} fromOptions={dependsOn} />
          </div>
          {warning && (
            <p
              role="alert"
              className="mt-4 rounded-xl border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            >
              {warning}
            </p>
          )}
          {product.optionGroups.map((group) => (
            <GroupFields
              key={group.id}
              group={group}
              selection={selection}
              onChange={setSelection}
              without={without}
            />
          ))}
          <div className="mt-5 flex items-center justify-between gap-3">
            <span className="text-lg font-bold">{m.menu_quantity()}</span>
            <Stepper
              label={m.menu_quantity()}
              value={quantity}
              min={1}
              max={MAX_QUANTITY}
              onChange={setQuantity}
            />
          </div>
        </div>
        <div className="border-t border-neutral-200 bg-white px-4 py-3 sm:px-5 sm:py-4 dark:border-neutral-700 dark:bg-neutral-950">
          {tried && missing.length > 0 && (
            <p role="alert" className="mb-2 text-sm font-semibold text-brand-dark-red dark:text-red-300">
              {m.menu_choose_first({ groups: missing.map((g) => g.name.toLowerCase()).join(', ') })}
            </p>
          )}
          {offline && (
            // The dialog covers the page's own notice: the reason is said here too.
            <p id={offlineId} role="status" className="mb-2 text-sm font-semibold">
              {m.common_offline()}
            </p>
          )}
          <button
            type="submit"
            disabled={offline}
            aria-describedby={offline ? offlineId : undefined}
            className="flex min-h-12 w-full items-center justify-between gap-3 rounded-full bg-brand-red px-4 font-bold whitespace-nowrap sm:px-5 text-white hover:bg-brand-dark-red disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-800 dark:bg-brand-yellow dark:text-brand-black dark:hover:bg-yellow-300 dark:disabled:bg-neutral-700 dark:disabled:text-neutral-100"
          >
            <span>{m.menu_add_to_cart()}</span>
            <span aria-live="polite" data-testid="dialog-total" className="tabular-nums">
              {formatEuro(total)}
            </span>
          </button>
        </div>
      </form>
    </dialog>
  );
}
