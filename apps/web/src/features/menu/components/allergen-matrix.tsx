/** The allergen matrix of one location's menu: a row per product, a column per EU allergen. */
import { Fragment } from 'react';
import { allergenLabel, ALLERGENS, allergensWithOptions } from '@gh/domain';
import type { Menu } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { untranslatedLang } from '../../../lib/untranslated';

export function AllergenMatrix({ menu, cityName }: { menu: Menu; cityName: string }) {
  const captionId = `allergenen-${menu.location}`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable). `relative`:
      // the cells' screen-reader texts are absolutely placed and would otherwise widen the page.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-900"
    >
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="p-3 text-left font-bold">
          {m.pages_allergens_caption({ city: cityName })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-white p-2 text-left dark:bg-neutral-900">
              {m.pages_allergens_product()}
            </th>
            {ALLERGENS.map((a) => (
              <th key={a} scope="col" className="h-32 min-w-9 p-1 align-bottom font-semibold">
                <span className="inline-block [writing-mode:vertical-rl] rotate-180 whitespace-nowrap">
                  {allergenLabel(a)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {menu.categories.map((category) => (
            <Fragment key={category.slug}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={ALLERGENS.length + 1}
                  className="bg-brand-cream p-2 text-left text-base dark:bg-neutral-800"
                  {...untranslatedLang(category, 'name')}
                >
                  {category.name}
                </th>
              </tr>
              {category.products.map((product) => {
                const fromOptions = allergensWithOptions(product).fromOptions;
                return (
                  <tr key={product.id} className="border-t border-neutral-200 dark:border-neutral-700">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 max-w-44 bg-white p-2 text-left font-medium dark:bg-neutral-900"
                      {...untranslatedLang(product, 'name')}
                    >
                      {product.name}
                    </th>
                    {ALLERGENS.map((a) => {
                      const contains = product.allergens.includes(a);
                      // Held by some of its options only: safe with another choice (decision 022).
                      const byChoice = !contains && fromOptions.includes(a);
                      const traces = !contains && !byChoice && product.mayContain.includes(a);
                      return (
                        <td key={a} className="p-1 text-center">
                          {contains ? (
                            <span
                              title={m.pages_allergens_contains_title()}
                              className="inline-block size-5 rounded-full bg-brand-dark-red text-xs font-bold text-white dark:bg-brand-yellow dark:text-brand-black"
                            >
                              <span className="sr-only">{m.pages_allergens_contains()}</span>
                            </span>
                          ) : byChoice ? (
                            <span
                              title={m.pages_allergens_by_choice_title()}
                              className="inline-grid size-6 place-items-center rounded-full border-2 border-dashed border-brand-dark-red text-xs font-bold text-brand-dark-red dark:border-brand-yellow dark:text-brand-yellow"
                            >
                              <span aria-hidden="true">{m.pages_allergens_by_choice_mark()}</span>
                              <span className="sr-only">{m.pages_allergens_by_choice()}</span>
                            </span>
                          ) : traces ? (
                            <span
                              title={m.pages_allergens_traces_title()}
                              className="inline-grid size-6 place-items-center rounded-full border-2 border-brand-dark-red text-xs font-bold text-brand-dark-red dark:border-brand-yellow dark:text-brand-yellow"
                            >
                              <span aria-hidden="true">{m.pages_allergens_traces_mark()}</span>
                              <span className="sr-only">{m.pages_allergens_traces_short()}</span>
                            </span>
                          ) : (
                            <span className="text-neutral-500 dark:text-neutral-400">
                              <span aria-hidden="true">·</span>
                              <span className="sr-only">{m.pages_allergens_none()}</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
