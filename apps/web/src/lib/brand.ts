/** The brand of this deployment: name, tagline and contact details live here only. */
export const brand = {
  name: 'Gouden Haan',
  tagline: 'Kip van het spit, met liefde gemarineerd',
  email: 'hallo@goudenhaan.nl',
  jobsEmail: 'werken@goudenhaan.nl',
  privacyEmail: 'privacy@goudenhaan.nl',
  company: 'Gouden Haan B.V.',
  kvk: '87654321',
  vat: 'NL864512397B01',
  /** The public address used in sitemap and robots texts when the page itself gives none. */
  siteUrl: 'https://www.goudenhaan.nl',
  social: {
    instagram: 'https://www.instagram.com/goudenhaan',
    facebook: 'https://www.facebook.com/goudenhaan',
    tiktok: 'https://www.tiktok.com/@goudenhaan',
  },
  /** Addresses to show when the locations API cannot be reached. */
  locations: [
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
    },
  ],
} as const;

export type BrandLocation = (typeof brand.locations)[number];

/** `020 123 45 67` -> `tel:+31201234567`. */
export function telHref(phone: string): string {
  return `tel:+31${phone.replace(/\D/g, '').replace(/^0/, '')}`;
}
