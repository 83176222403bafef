/** The location chooser: both restaurants, open now or next opening, delivery and pickup. */
import { useState, useSyncExternalStore } from 'react';
import { formatEuro, formatLongDate, toCents, weekdayInAmsterdam, weekdayName } from '@gh/domain';
import type { LocationInfo } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { readLastLocation, rememberLocation, subscribeToLastLocation } from '../lib/last-location';
import { noBreak } from '../../../lib/no-break';
import { periodsText } from '../../../lib/locations/hours-text';
import { StatusPill } from './location-status';
import { Link } from '../../../components/link';

/** Today's hours in Amsterdam, wherever the server or the visitor's phone is (the same on both sides). */
function todayHours(location: LocationInfo, now: Date): string {
  const weekday = weekdayInAmsterdam(now);
  const periods = location.hours.find((h) => h.weekday === weekday)?.periods ?? [];
  // The opening hours' times and words as the site writes them everywhere (footer, locations page).
  const text = periods.length ? periodsText(periods) : m.menu_closed();
  return m.menu_today_hours({ weekday: weekdayName(weekday), hours: text });
}

export function LocationChooser({
  locations,
  menuHref,
}: {
  locations: LocationInfo[];
  menuHref(slug: string): string;
}) {
  // Not read while rendering: the server knows no visitor's storage, and hydration must match it
  // (React error #418); the last choice appears right after.
  const last = useSyncExternalStore(subscribeToLastLocation, readLastLocation, () => null);
  const [now] = useState(() => new Date());
  const sorted = [...locations].sort((a, b) => Number(b.slug === last) - Number(a.slug === last));
  return (
    <div className="pb-12">
      <h1 className="pt-2 text-3xl font-extrabold sm:text-4xl">{m.menu_choose_location()}</h1>
      <p className="mt-2 max-w-prose text-neutral-700 dark:text-neutral-300">
        {m.menu_choose_location_intro()}
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {sorted.map((location) => {
          return (
            <li key={location.slug}>
              <article
                aria-labelledby={`locatie-${location.slug}`}
                className="flex h-full flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-700 dark:bg-neutral-900"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={`locatie-${location.slug}`} className="text-2xl font-bold">
                    {location.city}
                  </h2>
                  {location.slug === last && (
                    <span className="rounded-full bg-brand-yellow px-3 py-1 text-xs font-semibold text-brand-black">
                      {m.menu_last_choice()}
                    </span>
                  )}
                </div>
                <StatusPill status={location.status} />
                <address className="text-neutral-800 not-italic dark:text-neutral-200">
                  {location.name}
                  <br />
                  {location.street}
                  <br />
                  {location.postcode} {location.city}
                  <br />
                  <a
                    href={`tel:${location.phone.replace(/\s/g, '')}`}
                    className="underline underline-offset-4"
                  >
                    {noBreak(location.phone)}
                  </a>
                </address>
                <details className="text-sm">
                  <summary className="cursor-pointer font-semibold">{todayHours(location, now)}</summary>
                  <table className="mt-2 w-full max-w-xs">
                    <caption className="sr-only">{m.menu_opening_hours_of({ city: location.city })}</caption>
                    <tbody>
                      {location.hours.map((day) => (
                        <tr key={day.weekday}>
                          <th scope="row" className="py-0.5 pr-4 text-left font-normal capitalize">
                            {weekdayName(day.weekday)}
                          </th>
                          <td className="py-0.5 tabular-nums">
                            {day.periods.length
                              ? day.periods.map((p) => periodsText([p])).join(', ')
                              : m.menu_closed()}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {location.exceptions.length > 0 && (
                    <ul className="mt-2 text-neutral-700 dark:text-neutral-300">
                      {location.exceptions.slice(0, 3).map((e) => (
                        <li key={e.date}>
                          {formatLongDate(e.date, false)}:{' '}
                          {e.closed
                            ? m.menu_closed()
                            : periodsText([{ opens: e.opens ?? '', closes: e.closes ?? '' }])}
                          {e.note ? ` (${e.note})` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
                <ul className="flex flex-wrap gap-2 text-sm" aria-label={m.menu_ways_to_order()}>
                  <li className="rounded-full border border-neutral-300 px-3 py-1 dark:border-neutral-600">
                    {location.delivery ? m.menu_delivery() : m.menu_no_delivery()}
                  </li>
                  <li className="rounded-full border border-neutral-300 px-3 py-1 dark:border-neutral-600">
                    {location.pickup ? m.menu_pickup() : m.menu_no_pickup()}
                  </li>
                  {location.delivery && location.deliveryZones.length > 0 && (
                    <li className="rounded-full border border-neutral-300 px-3 py-1 dark:border-neutral-600">
                      {m.menu_delivery_from({
                        fee: formatEuro(toCents(Math.min(...location.deliveryZones.map((z) => z.fee)))),
                      })}
                    </li>
                  )}
                </ul>
                <Link
                  to={menuHref(location.slug)}
                  onClick={() => rememberLocation(location.slug)}
                  className="mt-auto inline-flex min-h-12 items-center justify-center rounded-full bg-brand-red px-6 font-bold text-white hover:bg-brand-dark-red dark:bg-brand-yellow dark:text-brand-black dark:hover:bg-yellow-300"
                >
                  {m.menu_order_in({ city: location.city })}
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
