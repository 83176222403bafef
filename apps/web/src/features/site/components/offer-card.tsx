import { formatLongDate } from '@gh/domain';
import type { Offer } from '@gh/domain/content';
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { untranslatedLang } from '../../../lib/untranslated';
import { card, cityName, muted, textLink } from './ui';
import { Link } from '../../../components/link';

export function OfferCard({ offer, headingLevel = 3 }: { offer: Offer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const menuTo = offer.location ? paths.cityMenu(offer.location) : paths.menu;
  return (
    <article className={`${card} relative flex flex-col overflow-hidden`}>
      {offer.badge && (
        <p
          className="absolute top-4 right-4 rotate-3 rounded-full bg-brand-yellow px-3 py-1 text-sm font-extrabold text-brand-black shadow"
          {...untranslatedLang(offer, 'badge')}
        >
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
      <Heading className="pr-24 text-xl font-bold" {...untranslatedLang(offer, 'title')}>
        {offer.title}
      </Heading>
      <p className={`mt-2 flex-1 ${muted}`} {...untranslatedLang(offer, 'description')}>
        {offer.description}
      </p>
      <p className="mt-3 text-sm font-semibold">
        {cityName(offer.location)} ·{' '}
        {m.pages_offer_valid({
          from: formatLongDate(offer.validFrom),
          until: formatLongDate(offer.validUntil),
        })}
      </p>
      <p className="mt-2 text-sm">
        {offer.computed ? m.pages_offer_how_online() : m.pages_offer_how_counter()}
      </p>
      {offer.products.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {offer.products.map((product) => (
            <li key={product.id}>
              <Link
                to={`${paths.cityMenu(product.location)}#product-${product.id}`}
                className={textLink}
                data-offer-product={product.id}
              >
                {m.pages_offer_product_in_menu({
                  product: product.name,
                  city: cityName(product.location),
                })}
                <span className="sr-only"> ({offer.title})</span> →
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link to={menuTo} className={`mt-3 ${textLink}`}>
          {offer.location
            ? m.pages_offer_see_city_menu({ city: cityName(offer.location) })
            : m.pages_offer_see_menu()}
          <span className="sr-only"> ({offer.title})</span> →
        </Link>
      )}
    </article>
  );
}
