import { formatLongDate } from '@gh/domain';
import type { Offer } from '@gh/domain/content';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { card, cityName, muted, textLink } from './ui';

export function OfferCard({ offer, headingLevel = 3 }: { offer: Offer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const to = offer.location ? paths.cityMenu(offer.location) : paths.menu;
  return (
    <article className={`${card} relative flex flex-col overflow-hidden`}>
      {offer.badge && (
        <p className="absolute top-4 right-4 rotate-3 rounded-full bg-brand-yellow px-3 py-1 text-sm font-extrabold text-brand-black shadow">
          {offer.badge}
        </p>
      )}
      {offer.image && (
        <img
          src={offer.image}
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="-mx-5 -mt-5 mb-4 aspect-[4/3] w-[calc(100%+2.5rem)] max-w-none object-cover"
        />
      )}
      <Heading className="pr-24 text-xl font-bold">{offer.title}</Heading>
      <p className={`mt-2 flex-1 ${muted}`}>{offer.description}</p>
      <p className="mt-3 text-sm font-semibold">
        {cityName(offer.location)} · geldig van {formatLongDate(offer.validFrom)} tot en met{' '}
        {formatLongDate(offer.validUntil)}
      </p>
      <Link to={to} className={`mt-3 ${textLink}`}>
        Bestel {offer.productName ? offer.productName.toLowerCase() : 'nu'}
        <span className="sr-only"> ({offer.title})</span> →
      </Link>
    </article>
  );
}
