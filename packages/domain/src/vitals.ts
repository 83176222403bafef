/**
 * The web-vitals beacon: how fast a page felt in a visitor's browser. No personal data: the page is
 * named by its route pattern (never its URL, which can hold an order id), and nothing identifies
 * the visitor, so it needs no consent.
 */
import { z } from 'zod';

/** The page routes of the web app (apps/web/src/app/router.tsx), as patterns; `*` is the not-found page. */
export const VITAL_PAGES = [
  '/',
  '/home',
  '/nieuws',
  '/nieuws/:slug',
  '/over-ons',
  '/locaties',
  '/contact',
  '/reviews',
  '/werken-bij',
  '/gallerij',
  '/aanbiedingen',
  '/allergenen',
  '/menu',
  '/choose-location',
  '/menu/:city',
  '/checkout',
  '/betaald',
  '/demo-betaling/:id',
  '/Privacyandvoorwaarden',
  '*',
  '/admin',
  '/admin/login',
  '/admin/reset-password',
  '/admin/new-password',
  '/admin/add',
  '/admin/edit/:id',
] as const;
export type VitalPage = (typeof VITAL_PAGES)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const vitalsBeaconSchema = z
  .object({
    page: z.enum(VITAL_PAGES),
    vitals: z
      .array(
        z
          .object({
            name: z.enum(VITAL_NAMES),
            /** Milliseconds for LCP and INP, a unitless score for CLS. */
            value: z.number().min(0).max(600_000),
          })
          .strict(),
      )
      .min(1)
      .max(VITAL_NAMES.length)
      .refine((list) => new Set(list.map((v) => v.name)).size === list.length, 'Elke meting één keer.'),
  })
  .strict();
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
