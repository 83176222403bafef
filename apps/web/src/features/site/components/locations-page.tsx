/** Both restaurants: address, map link, hours with "nu open" / "gesloten, opent om ...", phone, delivery area. */
import { formatEuro, weekdayInAmsterdam } from '@gh/domain';
import { Link } from 'react-router';
import { brand, telHref } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import type { LocationInfo } from '../api/get-locations';
import { mapHref, openStatus, weekRows } from '../hours-text';
import { RestaurantJsonLd } from './restaurant-json-ld';
import { card, muted, PageHeader, primaryButton, textLink } from './ui';
import { noBreak, timeRange } from '../../../lib/no-break';

/** `locations` is null when the API could not be reached: the static addresses show then. */
export function LocationsPage({ locations: list }: { locations: LocationInfo[] | null }) {
  const today = weekdayInAmsterdam();
  return (
    <>
      <PageHeader eyebrow="Locaties" title="Onze restaurants">
        Twee keer Gouden Haan: in De Pijp in Amsterdam en aan de Witte de Withstraat in Rotterdam. Eet bij
        ons, haal af of laat bezorgen.
      </PageHeader>
      {!list && (
        <p role="status" className={`${card} mb-6`}>
          De actuele openingstijden kunnen we nu niet laden. Bel het restaurant gerust voor de tijden van
          vandaag.
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        {brand.locations.map((base) => {
          const l = list?.find((x) => x.slug === base.slug);
          const status = l ? openStatus(l) : null;
          return (
            <section
              key={base.slug}
              aria-labelledby={`loc-${base.slug}`}
              className={`${card} flex flex-col gap-5`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 id={`loc-${base.slug}`} className="text-3xl font-extrabold">
                  {base.city}
                </h2>
                {status && (
                  <p
                    className={`rounded-full px-3 py-1 text-sm font-bold ${
                      status.open
                        ? 'bg-green-700 text-white'
                        : 'bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-white'
                    }`}
                    data-testid={`status-${base.slug}`}
                  >
                    {status.text}
                  </p>
                )}
              </div>
              <address className="not-italic leading-relaxed">
                <strong>{l?.name ?? base.name}</strong>
                <br />
                {base.street}
                <br />
                {base.postcode} {base.city}
                <br />
                Telefoon:{' '}
                <a href={telHref(base.phone)} className={textLink}>
                  {noBreak(base.phone)}
                </a>
                <br />
                E-mail:{' '}
                <a href={`mailto:${base.email}`} className={textLink}>
                  {base.email}
                </a>
              </address>
              <p>
                <a href={mapHref(base)} className={textLink} target="_blank" rel="noopener noreferrer">
                  Bekijk op de kaart (OpenStreetMap)
                  <span className="sr-only">, opent in een nieuw venster</span>
                </a>
              </p>
              {l && (
                <table className="w-full text-left">
                  <caption className="mb-2 text-left text-lg font-bold">Openingstijden</caption>
                  <tbody>
                    {weekRows(l).map((row) => (
                      <tr
                        key={row.weekday}
                        className={`border-b border-black/5 dark:border-white/10 ${row.weekday === today ? 'font-bold' : ''}`}
                      >
                        <th scope="row" className="py-1.5 pr-4 font-semibold capitalize">
                          {row.day}
                          {row.weekday === today && <span className="sr-only"> (vandaag)</span>}
                        </th>
                        <td className="py-1.5">{row.text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {l && l.exceptions.length > 0 && (
                <div>
                  <h3 className="font-bold">Afwijkende tijden</h3>
                  <ul className={`mt-1 text-sm ${muted}`}>
                    {l.exceptions.map((e) => (
                      <li key={e.date}>
                        {e.date}: {e.closed ? 'gesloten' : timeRange(e.opens ?? '', e.closes ?? '')}
                        {e.note ? ` (${e.note})` : ''}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {l && l.delivery && l.deliveryZones.length > 0 && (
                <div>
                  <h3 className="text-lg font-bold">Bezorggebied</h3>
                  <ul className="mt-2 space-y-1 text-sm">
                    {l.deliveryZones.map((z) => (
                      <li key={z.name} className="flex flex-wrap justify-between gap-x-4">
                        <span>
                          <strong>{z.name}</strong> (postcodes {z.postcodeFrom}–{z.postcodeTo})
                        </span>
                        <span className={muted}>
                          bezorgen {formatEuro(Math.round(z.fee * 100))}, minimaal{' '}
                          {formatEuro(Math.round(z.minOrder * 100))}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {!l && (
                <p className={muted}>
                  We bezorgen in en rond {base.city}. Vul bij het afrekenen je postcode in, dan zie je meteen
                  of we bij je bezorgen.
                </p>
              )}
              <div className="mt-auto">
                <Link to={paths.cityMenu(base.slug)} className={primaryButton}>
                  Bestel in {base.city}
                </Link>
              </div>
            </section>
          );
        })}
      </div>
      <RestaurantJsonLd locations={list} />
    </>
  );
}
