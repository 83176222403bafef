/** Both restaurants: address, map link, hours with "nu open" / "gesloten, opent om ...", phone, delivery area. */
import { formatEuro, weekdayInAmsterdam } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import { brand, telHref } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import type { LocationInfo } from '../../../lib/locations/get-locations';
import { mapHref, openStatus, weekRows } from '../../../lib/locations/hours-text';
import { RestaurantJsonLd } from './restaurant-json-ld';
import { card, muted, PageHeader, primaryButton, textLink } from './ui';
import { noBreak, timeRange } from '../../../lib/no-break';
import { Link } from '../../../components/link';

/** `locations` is null when the API could not be reached: the static addresses show then. */
export function LocationsPage({ locations: list }: { locations: LocationInfo[] | null }) {
  const today = weekdayInAmsterdam();
  return (
    <>
      <PageHeader eyebrow={m.nav_locations()} title={m.site_our_restaurants()}>
        {m.site_locations_intro()}
      </PageHeader>
      {!list && (
        <p role="status" className={`${card} mb-6`}>
          {m.site_locations_error()}
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
                {m.site_locations_phone()}{' '}
                <a href={telHref(base.phone)} className={textLink}>
                  {noBreak(base.phone)}
                </a>
                <br />
                {m.site_locations_email()}{' '}
                <a href={`mailto:${base.email}`} className={textLink}>
                  {base.email}
                </a>
              </address>
              <p>
                <a href={mapHref(base)} className={textLink} target="_blank" rel="noopener noreferrer">
                  {m.site_locations_map()}
                  <span className="sr-only">{m.site_locations_new_window()}</span>
                </a>
              </p>
              {l && (
                <table className="w-full text-left">
                  <caption className="mb-2 text-left text-lg font-bold">{m.site_opening_hours()}</caption>
                  <tbody>
                    {weekRows(l).map((row) => (
                      <tr
                        key={row.weekday}
                        className={`border-b border-black/5 dark:border-white/10 ${row.weekday === today ? 'font-bold' : ''}`}
                      >
                        <th scope="row" className="py-1.5 pr-4 font-semibold capitalize">
                          {row.day}
                          {row.weekday === today && (
                            <span className="sr-only">{m.site_locations_today()}</span>
                          )}
                        </th>
                        <td className="py-1.5">{row.text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {l && l.exceptions.length > 0 && (
                <div>
                  <h3 className="font-bold">{m.site_locations_exceptions()}</h3>
                  <ul className={`mt-1 text-sm ${muted}`}>
                    {l.exceptions.map((e) => (
                      <li key={e.date}>
                        {e.date}:{' '}
                        {e.closed ? m.site_locations_closed() : timeRange(e.opens ?? '', e.closes ?? '')}
                        {e.note ? ` (${e.note})` : ''}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {l && l.delivery && l.deliveryZones.length > 0 && (
                <div>
                  <h3 className="text-lg font-bold">{m.site_locations_delivery()}</h3>
                  <ul className="mt-2 space-y-1 text-sm">
                    {l.deliveryZones.map((z) => (
                      <li key={z.name} className="flex flex-wrap justify-between gap-x-4">
                        <span>
                          <strong>{z.name}</strong>{' '}
                          {m.site_locations_postcodes({ from: z.postcodeFrom, to: z.postcodeTo })}
                        </span>
                        <span className={muted}>
                          {m.site_locations_zone_fee({
                            fee: formatEuro(Math.round(z.fee * 100)),
                            minimum: formatEuro(Math.round(z.minOrder * 100)),
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {!l && <p className={muted}>{m.site_locations_delivery_unknown({ city: base.city })}</p>}
              <div className="mt-auto">
                <Link to={paths.cityMenu(base.slug)} className={primaryButton}>
                  {m.site_locations_order({ city: base.city })}
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
