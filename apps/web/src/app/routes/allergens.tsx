import { useState } from 'react';
import { useLoaderData } from 'react-router';
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
      <PageMeta
        title="Allergenen"
        description="Per restaurant welke van de 14 allergenen in onze gerechten zitten, en waar sporen in kunnen zitten."
      />
      <div className="pb-12">
        <h1 className="pt-2 text-3xl font-extrabold sm:text-4xl">Allergenen</h1>
        <p className="mt-2 max-w-prose text-neutral-700 dark:text-neutral-300">
          Hieronder zie je per gerecht welke van de 14 wettelijke allergenen erin zitten. We bereiden alles in
          één keuken, dus sporen zijn nooit helemaal uit te sluiten. Heb je een ernstige allergie? Bel het
          restaurant voordat je bestelt.
        </p>
        <div role="group" aria-label="Kies een restaurant" className="mt-5 flex flex-wrap gap-2">
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
            bevat
          </span>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-grid size-6 place-items-center rounded-full border-2 border-brand-dark-red text-xs font-bold text-brand-dark-red dark:border-brand-yellow dark:text-brand-yellow"
            >
              s
            </span>
            kan sporen bevatten
          </span>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-grid size-6 place-items-center rounded-full border-2 border-dashed border-brand-dark-red text-xs font-bold text-brand-dark-red dark:border-brand-yellow dark:text-brand-yellow"
            >
              k
            </span>
            afhankelijk van je keuze (een bijgerecht, saus of extra)
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
