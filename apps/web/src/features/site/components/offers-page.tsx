import type { Offer } from '@gh/domain/content';
import { OfferCard } from './offer-card';
import { LoadError, muted, PageHeader } from './ui';

export function OffersPage({ offers }: { offers: Offer[] | null }) {
  return (
    <>
      <PageHeader eyebrow="Aanbiedingen" title="Lekker voordelig">
        Onze acties van dit moment. Elke aanbieding heeft een looptijd en geldt in de genoemde vestiging.
        Vraag ernaar aan de balie: online bestellen gaat (nog) tegen de gewone menuprijs.
      </PageHeader>
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
        Aanbiedingen zijn niet te combineren met andere acties en gelden zolang de voorraad strekt.
      </p>
    </>
  );
}
