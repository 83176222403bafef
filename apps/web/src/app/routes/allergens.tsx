import * as m from '@gh/i18n/messages';
import { useState } from 'react';
import { useLoaderData } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { getLocations } from '../../features/menu/api/get-locations';
import { getMenu } from '../../features/menu/api/get-menu';
import { AllergenMatrix } from '../../features/menu/components/allergen-matrix';

export async function loader({ request }: { request: Request }) {
  const { locations } = await getLocations(request.signal);
  const menus = await Promise.all(locations.map((l) => getMenu(l.slug, request.signal)));
  return locations.map((location, i) => ({ slug: location.slug, city: location.city, menu: menus[i]! }));
}

export function Component() {
  const cities = useLoaderData<typeof loader>();
  const [slug, setSlug] = useState(cities[0]?.slug ?? '');
  const current = cities.find((c) => c.slug === slug) ?? cities[0];
  return (
    <>
      <PageMeta title={m.pages_allergens_meta_title()} description={m.pages_allergens_meta_description()} />
      <div className="pb-12">
        <h1 className="pt-2 text-3xl font-extrabold sm:text-4xl">{m.pages_allergens_title()}</h1>
        <p className="mt-2 max-w-prose text-neutral-700 dark:text-neutral-300">{m.pages_allergens_intro()}</p>
        <div
          role="group"
          aria-label={m.pages_allergens_choose_restaurant()}
          className="mt-5 flex flex-wrap gap-2"
        >
          {cities.map((c) => (
            <button
              key={c.slug}
              type="button"
              aria-pressed={c.slug === current?.slug}
              onClick={() => setSlug(c.slug)}
              className="min-h-11 rounded-full border-2 border-brand-red px-5 font-semibold text-brand-red aria-pressed:bg-brand-red aria-pressed:text-white dark:border-brand-yellow dark:text-brand-yellow dark:aria-pressed:bg-brand-yellow dark:aria-pressed:text-brand-black"
            >
              {c.city}
            </button>
          ))}
        </div>
        <p className="mt-4 flex flex-wrap gap-4 text-sm">
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-5 rounded-full bg-brand-dark-red text-xs text-white dark:bg-brand-yellow dark:text-brand-black"
            />
            {m.pages_allergens_contains()}
          </span>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-grid size-6 place-items-center rounded-full border-2 border-brand-dark-red text-xs font-bold text-brand-dark-red dark:border-brand-yellow dark:text-brand-yellow"
            >
              {m.pages_allergens_traces_mark()}
            </span>
            {m.pages_allergens_traces()}
          </span>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-grid size-6 place-items-center rounded-full border-2 border-dashed border-brand-dark-red text-xs font-bold text-brand-dark-red dark:border-brand-yellow dark:text-brand-yellow"
            >
              {m.pages_allergens_by_choice_mark()}
            </span>
            {m.pages_allergens_by_choice_legend()}
          </span>
        </p>
        {current && (
          <div className="mt-4">
            <AllergenMatrix menu={current.menu} cityName={current.city} />
          </div>
        )}
      </div>
    </>
  );
}
