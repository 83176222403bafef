import type { Offer } from '@gh/domain/content';
import { OfferCard } from './offer-card';
import { LoadError, muted, PageHeader } from './ui';

export function OffersPage({ offers }: { offers: Offer[] | null }) {
  return (
    <>
      <PageHeader eyebrow="Aanbiedingen" title="Lekker voordelig">
        Onze acties van dit moment. Elke aanbieding heeft een looptijd en geldt in de genoemde vestiging.
        Online rekenen we ze vanzelf: zit je bestelling in een actie, dan zie je de korting als eigen regel in
        je winkelwagen.
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
        Elk product telt voor één actie; passen er meer, dan kiezen we de voordeligste voor jou. Een
        kortingscode komt daar bovenop. Aanbiedingen gelden zolang de voorraad strekt.
      </p>
    </>
  );
}
