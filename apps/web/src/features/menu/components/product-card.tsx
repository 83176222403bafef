/** One product on the menu: image, text, allergens, price and its add or choose button. */
import { allergensWithOptions, formatEuro, toCents } from '@gh/domain';
import type { MenuProduct } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { OFFLINE_NOTICE_ID } from '../../../lib/offline/connection';
import { untranslatedLang } from '../../../lib/untranslated';
import { memo } from 'react';
import { AllergenTags } from './allergen-tags';
import { ProductImage } from './product-image';

interface Props {
  product: MenuProduct;
  added: boolean;
  eager: boolean;
  /** No connection: nothing can be added (the options can still be read). */
  offline: boolean;
  onOpen(product: MenuProduct): void;
  onQuickAdd(product: MenuProduct): void;
}

/** Memoised: the menu redraws only the cards whose props changed. */
export const ProductCard = memo(function ProductCard({
  product,
  added,
  eager,
  offline,
  onOpen,
  onQuickAdd,
}: Props) {
  const hasOptions = product.optionGroups.length > 0;
  const waits = offline && !hasOptions;
  const headingId = `product-${product.id}`;
  const fromPrice = product.category === 'sauzen' && product.price === 0 && hasOptions;
  const cheapest = Math.min(...product.optionGroups.flatMap((g) => g.options.map((o) => o.price)));
  return (
    <article
      aria-labelledby={headingId}
      // Past the first screen's cards, laid out only as it nears the screen (site.css).
      className={`flex gap-3 rounded-2xl border p-3 shadow-sm transition sm:p-4 ${eager ? '' : 'gh-later gh-card-height '}${
        product.available
          ? 'border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-900'
          : 'border-dashed border-neutral-300 bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-900/60'
      }`}
    >
      <div className={`relative ${product.available ? '' : 'opacity-60 grayscale'}`}>
        <ProductImage src={product.image} size={96} eager={eager} className="max-[359px]:size-18" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h3
              id={headingId}
              className="min-w-0 text-base leading-tight font-bold wrap-break-word hyphens-auto"
              {...untranslatedLang(product, 'name')}
            >
              {product.name}
            </h3>
            {product.popular && product.available && (
              <span className="rounded-full bg-brand-yellow px-2 py-0.5 text-xs font-semibold text-brand-black">
                {m.menu_popular()}
              </span>
            )}
            {!product.available && (
              <span className="rounded-full bg-neutral-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-neutral-200 dark:text-brand-black">
                {m.menu_sold_out()}
              </span>
            )}
          </div>
          <p
            className="mt-1 line-clamp-2 text-sm text-neutral-700 dark:text-neutral-300"
            {...untranslatedLang(product, 'description')}
          >
            {product.description}
          </p>
        </div>
        <AllergenTags
          allergens={product.allergens}
          mayContain={product.mayContain}
          fromOptions={allergensWithOptions(product).fromOptions}
        />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <p className="font-bold whitespace-nowrap tabular-nums">
            {fromPrice
              ? m.menu_price_from({ price: formatEuro(toCents(cheapest)) })
              : formatEuro(toCents(product.price))}
          </p>
          {product.available ? (
            <button
              type="button"
              onClick={() => (hasOptions ? onOpen(product) : onQuickAdd(product))}
              disabled={waits}
              aria-describedby={waits ? OFFLINE_NOTICE_ID : undefined}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold transition disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-800 dark:disabled:bg-neutral-700 dark:disabled:text-neutral-100 ${
                added
                  ? 'bg-green-700 text-white'
                  : 'bg-brand-red text-white hover:bg-brand-dark-red dark:bg-brand-yellow dark:text-brand-black dark:hover:bg-yellow-300'
              }`}
            >
              {/* The accessible name holds the visible words (WCAG 2.5.3), after the product's name. */}
              <span className="sr-only" {...untranslatedLang(product, 'name')}>
                {product.name}{' '}
              </span>
              {added ? m.menu_added() : hasOptions ? m.menu_choose_options() : m.menu_add()}
            </button>
          ) : (
            <span className="text-sm font-semibold text-neutral-600 dark:text-neutral-300">
              {m.menu_not_available()}
            </span>
          )}
        </div>
      </div>
    </article>
  );
});
