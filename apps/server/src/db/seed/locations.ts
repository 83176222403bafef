/** The two restaurants of the demo brand, their hours and delivery zones. */
import type { Tx } from '../client';
import { deliveryZones, locations, openingHours } from '../schema';

type Period = [opens: string, closes: string];
/** Weekday 1 (Monday) to 7 (Sunday). */
type Week = Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Period[]>;

const LOCATIONS = [
  {
    slug: 'amsterdam',
    name: 'Gouden Haan Amsterdam',
    street: 'Ferdinand Bolstraat 118',
    postcode: '1072 LN',
    city: 'Amsterdam',
    phone: '020 123 45 67',
    email: 'amsterdam@goudenhaan.nl',
    latitude: 52.3548,
    longitude: 4.8916,
    position: 1,
    week: {
      1: [['16:00', '22:00']],
      2: [['16:00', '22:00']],
      3: [
        ['12:00', '14:30'],
        ['16:00', '22:00'],
      ],
      4: [
        ['12:00', '14:30'],
        ['16:00', '22:00'],
      ],
      5: [['12:00', '01:00']],
      6: [['12:00', '01:00']],
      7: [['13:00', '22:00']],
    } satisfies Week,
    zones: [
      {
        name: 'De Pijp en Centrum',
        postcodeFrom: 1011,
        postcodeTo: 1019,
        feeCents: 250,
        minOrderCents: 1500,
      },
      { name: 'De Pijp', postcodeFrom: 1071, postcodeTo: 1074, feeCents: 150, minOrderCents: 1250 },
      { name: 'Oud-West en Zuid', postcodeFrom: 1052, postcodeTo: 1079, feeCents: 295, minOrderCents: 1750 },
      { name: 'Oost', postcodeFrom: 1091, postcodeTo: 1098, feeCents: 350, minOrderCents: 2000 },
    ],
  },
  {
    slug: 'rotterdam',
    name: 'Gouden Haan Rotterdam',
    street: 'Witte de Withstraat 42',
    postcode: '3012 BR',
    city: 'Rotterdam',
    phone: '010 765 43 21',
    email: 'rotterdam@goudenhaan.nl',
    latitude: 51.9166,
    longitude: 4.4782,
    position: 2,
    week: {
      1: [],
      2: [['16:00', '22:00']],
      3: [['16:00', '22:00']],
      4: [['16:00', '22:00']],
      5: [['12:00', '00:30']],
      6: [['12:00', '00:30']],
      7: [['12:00', '22:00']],
    } satisfies Week,
    zones: [
      { name: 'Centrum', postcodeFrom: 3011, postcodeTo: 3016, feeCents: 195, minOrderCents: 1250 },
      {
        name: 'Noord en Kralingen',
        postcodeFrom: 3031,
        postcodeTo: 3039,
        feeCents: 295,
        minOrderCents: 1500,
      },
      { name: 'Zuid', postcodeFrom: 3071, postcodeTo: 3086, feeCents: 350, minOrderCents: 2000 },
    ],
  },
];

/**
 * Demo business details (decision 044): KvK numbers and btw-ids that pass the format and check digit
 * but are obviously made up. A real owner replaces them in the admin.
 */
const BUSINESS: Record<string, Partial<typeof locations.$inferInsert>> = {
  amsterdam: {
    legalName: 'Gouden Haan Amsterdam B.V.',
    legalAddress: 'Ferdinand Bolstraat 118, 1072 LN Amsterdam',
    kvkNumber: '12345678',
    vatNumber: 'NL123456789B13',
  },
  rotterdam: {
    legalName: 'Gouden Haan Rotterdam B.V.',
    legalAddress: 'Witte de Withstraat 42, 3012 BR Rotterdam',
    kvkNumber: '98765432',
    vatNumber: 'NL987654321B94',
  },
};

export async function seedLocations(tx: Tx): Promise<void> {
  for (const { week, zones, ...location } of LOCATIONS) {
    await tx.insert(locations).values({ ...location, ...BUSINESS[location.slug] });
    const hours = Object.entries(week).flatMap(([weekday, periods]) =>
      periods.map(([opens, closes]) => ({
        locationSlug: location.slug,
        weekday: Number(weekday),
        opens,
        closes,
      })),
    );
    if (hours.length > 0) await tx.insert(openingHours).values(hours);
    await tx.insert(deliveryZones).values(zones.map((zone) => ({ ...zone, locationSlug: location.slug })));
  }
}
