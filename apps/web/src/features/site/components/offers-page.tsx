import type { Offer } from '@gh/domain/content';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { OfferCard } from './offer-card';
import { cityName, LoadError, muted, PageHeader } from './ui';

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
      <PageHeader eyebrow="Aanbiedingen" title="Lekker voordelig">
        Onze acties van dit moment. Elke aanbieding heeft een looptijd en geldt in de genoemde vestiging. Bij
        elke actie staat hoe je hem krijgt: de meeste rekent de winkelwagen online vanzelf, als eigen regel.
      </PageHeader>
      <nav aria-label="Aanbiedingen per vestiging" className="mb-6 flex flex-wrap gap-2">
        {choices.map((city) => (
          <Link
            key={city ?? 'alle'}
            to={city ? `${paths.offers}?locatie=${city}` : paths.offers}
            aria-current={city === location ? 'page' : undefined}
            className="rounded-full border-2 border-brand-red px-4 py-2 font-semibold text-brand-dark-red hover:bg-brand-red hover:text-white aria-[current=page]:bg-brand-red aria-[current=page]:text-white dark:border-brand-yellow dark:text-brand-yellow dark:hover:bg-brand-yellow dark:hover:text-brand-black dark:aria-[current=page]:bg-brand-yellow dark:aria-[current=page]:text-brand-black"
          >
            {city ? cityName(city) : 'Alle vestigingen'}
          </Link>
        ))}
      </nav>
      {!offers ? (
        <LoadError what="de aanbiedingen" />
      ) : offers.length === 0 ? (
        <p className={muted}>
          Op dit moment hebben we geen aanbiedingen. Volg ons op Instagram voor de volgende!
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} headingLevel={2} />
          ))}
        </div>
      )}
      <p className={`mt-8 text-sm ${muted}`}>
        Elk product telt voor één actie; passen er meer, dan kiezen we de voordeligste voor jou. Een
        kortingscode komt daar bovenop. Aanbiedingen gelden zolang de voorraad strekt.
      </p>
    </>
  );
}
