/** Restaurant structured data (schema.org JSON-LD) for both locations; data only, never executed. */
import { brand } from '../../../lib/brand';
import { href } from '../../../lib/lang';
import type { LocationInfo } from '../../../lib/locations/get-locations';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function RestaurantJsonLd({ locations }: { locations: LocationInfo[] | null }) {
  const list = locations ?? brand.locations;
  const data = list.map((l) => {
    const full = locations?.find((x) => x.slug === l.slug);
    return {
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      // One restaurant whichever language's page describes it; its menu in the page's language.
      '@id': `${brand.siteUrl}/locaties#${l.slug}`,
      name: l.name,
      url: `${brand.siteUrl}${href(`/menu/${l.slug}`)}`,
      telephone: `+31${l.phone.replace(/\D/g, '').replace(/^0/, '')}`,
      email: l.email,
      servesCuisine: ['Kip', 'Halal', 'Grill'],
      priceRange: '€',
      acceptsReservations: false,
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.street,
        postalCode: l.postcode,
        addressLocality: l.city,
        addressCountry: 'NL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: l.latitude, longitude: l.longitude },
      ...(full
        ? {
            openingHoursSpecification: full.hours.flatMap((h) =>
              h.periods.map((p) => ({
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: DAYS[h.weekday - 1],
                opens: p.opens,
                closes: p.closes,
              })),
            ),
          }
        : {}),
    };
  });
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
