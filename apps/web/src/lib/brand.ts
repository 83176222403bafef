/** The brand of this deployment: name, tagline and contact details live here only. */
export const brand = {
  name: 'Gouden Haan',
  tagline: 'Kip van het spit, met liefde gemarineerd',
  email: 'hallo@goudenhaan.nl',
  social: {
    instagram: 'https://www.instagram.com/goudenhaan',
    facebook: 'https://www.facebook.com/goudenhaan',
    tiktok: 'https://www.tiktok.com/@goudenhaan',
  },
} as const;
