/**
 * The web-vitals beacon: how fast a page felt in a visitor's browser. No personal data: the page is
 * named by its route pattern (never its URL, which can hold an order id), and nothing identifies
 * the visitor, so it needs no consent.
 */
import { z } from 'zod';
import { VITAL_NAMES, VITAL_PAGES } from './vital-pages';

export * from './vital-pages';

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
