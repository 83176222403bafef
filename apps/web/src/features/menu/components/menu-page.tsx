/** A city's menu: search, allergen filter, sticky categories, product cards and the product dialog. */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '../../../lib/router';
import { allergenLabel, ALLERGENS, type Allergen } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import type { Menu, MenuProduct } from '@gh/domain/menu';
import { useOffline } from '../../../lib/offline/connection';
import type { CityMenuState } from '../../../lib/paths';
import { untranslatedLang } from '../../../lib/untranslated';
import type { AddToCartPayload, OnAdd } from '../lib/add-payload';
import { filterMenu } from '../lib/filter';
import { rememberLocation } from '../lib/last-location';
import { LocationStatus } from './location-status';
import { CategoryNav, END_ID, sectionId } from './category-nav';
import { ProductCard } from './product-card';
import { Link } from '../../../components/link';

/** The option dialog's code loads when a visitor first opens a product with options. */
const ProductDialog = lazy(() => import('./product-dialog').then((mod) => ({ default: mod.ProductDialog })));

interface Props {
  menu: Menu;
  cityName: string;
  chooseLocationHref: string;
  allergensHref: string;
  onAdd: OnAdd;
  /** The city of the cart's items, or null when the cart is empty. */
  cartLocation: string | null;
}

const ADDED_MS = 2000;

function cityLabel(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

export function MenuPage({ menu, cityName, chooseLocationHref, allergensHref, onAdd, cartLocation }: Props) {
  const [query, setQuery] = useState('');
  const [without, setWithout] = useState<Allergen[]>([]);
  const [open, setOpen] = useState<MenuProduct | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const offline = useOffline();

  useEffect(() => {
    rememberLocation(menu.location);
    return () => clearTimeout(timer.current);
  }, [menu.location]);

  // Sent here to choose a cart line again (drawer or checkout): its product's choices open at once.
  const here = useLocation();
  const choose = (here.state as CityMenuState | null)?.choose;
  useEffect(() => {
    const product = menu.categories.flatMap((c) => c.products).find((p) => p.id === choose);
    if (!product?.available) return;
    let current = true;
    // Once the dialog's code is in, so the choices open in one go.
    void import('./product-dialog').then(() => {
      if (current) setOpen(product);
    });
    return () => {
      current = false;
    };
  }, [choose, here.key, menu]);

  const categories = useMemo(() => filterMenu(menu.categories, query, without), [menu, query, without]);
  const total = categories.reduce((n, c) => n + c.products.length, 0);
  const conflict =
    cartLocation && cartLocation.toLowerCase() !== menu.location.toLowerCase()
      ? m.menu_cart_conflict({ cartCity: cityLabel(cartLocation), city: cityName })
      : null;

  // Stable callbacks: the product cards are memoised, so an add redraws only the card it changes.
  const add = useCallback(
    (payload: AddToCartPayload) => {
      // The cart shows its own error toasts; the card shows "toegevoegd" only once the add went through.
      Promise.resolve(onAdd(payload)).then(
        () => {
          setAdded(payload.id);
          setAnnouncement(m.menu_added_announcement({ name: payload.name }));
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setAdded(null), ADDED_MS);
        },
        () => undefined,
      );
    },
    [onAdd],
  );

  const quickAdd = useCallback(
    (product: MenuProduct) =>
      add({
        id: product.id,
        name: product.name,
        price: product.price,
        quantity: 1,
        category: product.category,
        location: product.location,
        selectedOptions: [],
      }),
    [add],
  );

  function toggle(allergen: Allergen) {
    setWithout((list) =>
      list.includes(allergen) ? list.filter((a) => a !== allergen) : [...list, allergen],
    );
  }

  return (
    <div className="pb-16">
      <header className="flex flex-wrap items-end justify-between gap-3 pt-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-dark-red uppercase dark:text-brand-yellow">
            Gouden Haan {cityName}
          </p>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{m.menu_title({ city: cityName })}</h1>
          <LocationStatus slug={menu.location} />
        </div>
        <div className="flex gap-4 text-sm">
          <Link to={chooseLocationHref} className="font-semibold underline underline-offset-4">
            {m.menu_other_location()}
          </Link>
          <Link to={allergensHref} className="font-semibold underline underline-offset-4">
            {m.menu_allergen_overview()}
          </Link>
        </div>
      </header>

      {conflict && (
        <p
          role="status"
          className="mt-4 rounded-xl border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          {conflict}
        </p>
      )}

      <search className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <div>
          <label htmlFor="menu-search" className="sr-only">
            {m.menu_search_label()}
          </label>
          <input
            id="menu-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={m.menu_search_placeholder()}
            className="min-h-12 w-full rounded-full border border-neutral-400 bg-white px-5 text-base placeholder:text-neutral-600 dark:border-neutral-600 dark:bg-neutral-900 dark:placeholder:text-neutral-400"
          />
        </div>
        <details className="group rounded-2xl border border-neutral-400 bg-white open:pb-3 sm:min-w-72 dark:border-neutral-600 dark:bg-neutral-900">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 font-semibold">
            <span>
              {m.menu_exclude_allergens()}
              {without.length > 0 && ` (${without.length})`}
            </span>
            <span aria-hidden="true" className="transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <fieldset className="px-4">
            <legend className="sr-only">{m.menu_exclude_legend()}</legend>
            <div className="grid grid-cols-2 gap-x-4 gap-y-1">
              {ALLERGENS.map((a) => (
                <label key={a} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={without.includes(a)}
                    onChange={() => toggle(a)}
                    className="size-5 accent-brand-red dark:accent-brand-yellow"
                  />
                  {m.menu_without_allergen({ allergen: allergenLabel(a).toLowerCase() })}
                </label>
              ))}
            </div>
            <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-300">{m.menu_traces_left_out()}</p>
          </fieldset>
        </details>
      </search>

      {without.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          {without.map((a) => (
            <button
              key={a}
              type="button"
              onClick={() => toggle(a)}
              className="min-h-9 rounded-full bg-brand-dark-red px-3 font-semibold text-white dark:bg-brand-yellow dark:text-brand-black"
              aria-label={m.menu_remove_filter({ allergen: allergenLabel(a).toLowerCase() })}
            >
              {m.menu_without_allergen({ allergen: allergenLabel(a).toLowerCase() })} ×
            </button>
          ))}
          <button type="button" onClick={() => setWithout([])} className="min-h-9 px-2 underline">
            {m.menu_clear_all()}
          </button>
        </div>
      )}

      <p className="sr-only" aria-live="polite">
        {query || without.length
          ? total === 1
            ? m.menu_found_one({ count: total })
            : m.menu_found_other({ count: total })
          : ''}
      </p>
      <p className="sr-only" role="status">
        {announcement}
      </p>

      {categories.length > 0 ? (
        <>
          {/* Straight in the page's box, not in a wrapper of its own height: a sticky bar sticks
              only within its parent, and in a wrapper it scrolled away with it. */}
          <CategoryNav categories={categories} />
          {/* Each category a Suspense boundary of its own: nothing in it suspends, but React hydrates a
              server-rendered boundary after the rest, in a render and commit of its own, so no single
              task hydrates the whole menu (issue 28 item 10: the long task of a phone's first load). */}
          {categories.map((category, index) => (
            <Suspense key={category.slug} fallback={null}>
              <section
                id={sectionId(category.slug)}
                aria-labelledby={`${sectionId(category.slug)}-titel`}
                // A jump to a category stops under the navbar and the stuck category bar: the root's
                // 5rem scroll-padding and 3.5rem more make their 4.25 + 4 rem.
                className="scroll-mt-14 pt-6"
              >
                <h2
                  id={`${sectionId(category.slug)}-titel`}
                  className="mb-3 text-2xl font-bold"
                  {...untranslatedLang(category, 'name')}
                >
                  {category.name}
                </h2>
                <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {category.products.map((product, i) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      eager={index === 0 && i < 3}
                      added={added === product.id}
                      offline={offline}
                      onOpen={setOpen}
                      onQuickAdd={quickAdd}
                    />
                  ))}
                </div>
              </section>
            </Suspense>
          ))}
          <div id={END_ID} aria-hidden="true" className="h-px" />
        </>
      ) : (
        <div className="mt-10 rounded-2xl border border-dashed border-neutral-400 p-8 text-center">
          <p className="text-lg font-semibold">{m.menu_nothing_found()}</p>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{m.menu_nothing_found_hint()}</p>
          <button
            type="button"
            onClick={() => {
              setQuery('');
              setWithout([]);
            }}
            className="mt-4 min-h-11 rounded-full bg-brand-red px-5 font-semibold text-white dark:bg-brand-yellow dark:text-brand-black"
          >
            {m.menu_clear_filters()}
          </button>
        </div>
      )}

      {open && (
        <Suspense fallback={null}>
          <ProductDialog
            key={open.id}
            product={open}
            warning={conflict}
            offline={offline}
            without={without}
            onAdd={add}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
