import type { Offer } from '@gh/domain/content';
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { OfferCard } from './offer-card';
import { cityName, LoadError, muted, PageHeader } from './ui';
import { Link } from '../../../components/link';

export function OffersPage(props: {
  offers: Offer[] | null;
  /** The location chosen with `?locatie=`, or null for all. */
  location?: string | null;
  cities?: readonly string[];
}) {
  const { offers, location = null, cities = [] } = props;
  const choices: (string | null)[] = [null, ...cities];
  return (
    <>
      <PageHeader eyebrow={m.pages_offers_eyebrow()} title={m.pages_offers_title()}>
        {m.pages_offers_intro()}
      </PageHeader>
      <nav aria-label={m.pages_offers_by_location()} className="mb-6 flex flex-wrap gap-2">
        {choices.map((city) => (
          <Link
            key={city ?? 'alle'}
            to={city ? `${paths.offers}?locatie=${city}` : paths.offers}
            aria-current={city === location ? 'page' : undefined}
            className="rounded-full border-2 border-brand-red px-4 py-2 font-semibold text-brand-dark-red hover:bg-brand-red hover:text-white aria-[current=page]:bg-brand-red aria-[current=page]:text-white dark:border-brand-yellow dark:text-brand-yellow dark:hover:bg-brand-yellow dark:hover:text-brand-black dark:aria-[current=page]:bg-brand-yellow dark:aria-[current=page]:text-brand-black"
          >
            {city ? cityName(city) : m.pages_offers_all_locations()}
          </Link>
        ))}
      </nav>
      {!offers ? (
        <LoadError what={m.pages_offers_load_what()} />
      ) : offers.length === 0 ? (
        <p className={muted}>{m.pages_offers_none()}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} headingLevel={2} />
          ))}
        </div>
      )}
      <p className={`mt-8 text-sm ${muted}`}>{m.pages_offers_small_print()}</p>
    </>
  );
}
