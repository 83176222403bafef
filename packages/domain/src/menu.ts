/** Answers of `GET /api/menu/:location` and `GET /api/locations` (prices in euros, times ISO). */
import * as m from '@gh/i18n/messages';
import { publicBusinessSchema } from './business';
import { says, z } from './zod';
import { ALLERGENS } from './allergens';
import { untranslatedSchema } from './untranslated';

export { untranslatedSchema };

export const locationSlugParamsSchema = z.object({
  location: z.string().max(64, says(m.server_unknown_location)),
});

/**
 * `?lang=en` on a public content call (issue 20): English texts where written, Dutch without it. An
 * unknown language is a 400 (apps/server/src/lib/lang.ts checks it for every call).
 */
export const langQuerySchema = z.object({
  lang: z.enum(['nl', 'en']).optional().describe('nl (default) or en'),
});

export const allergenSchema = z.enum(ALLERGENS);

export const menuOptionSchema = z.object({
  /**
   * The option's name in the language asked; the cart takes it back as the selected option's `choice`
   * (in either language).
   */
  choice: z.string(),
  price: z.number(),
  /** What this option adds to the product (decision 022). */
  allergens: z.array(allergenSchema),
  mayContain: z.array(allergenSchema),
  /** Marked sold out by the owner, or the same product is sold out at this location. */
  soldOut: z.boolean(),
  untranslated: untranslatedSchema(['choice']),
});

export const menuOptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** How many of one option a customer may take; above 1 the choice label carries `x2`, `x3`... */
  maxMultiplier: z.number().int(),
  options: z.array(menuOptionSchema),
  untranslated: untranslatedSchema(['name']),
});

export const menuProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  allergens: z.array(allergenSchema),
  mayContain: z.array(allergenSchema),
  available: z.boolean(),
  popular: z.boolean(),
  /** The owner's "Geen losse saus": priced as a product whatever its name (decision 017). */
  notLooseSauce: z.boolean(),
  /** "Alcohol (18+)" (decision 048): sold only to adults; absent on answers from before it. */
  ageRestricted: z.boolean().optional(),
  optionGroups: z.array(menuOptionGroupSchema),
  untranslated: untranslatedSchema(['name', 'description']),
});

export const menuCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  products: z.array(menuProductSchema),
  untranslated: untranslatedSchema(['name']),
});

export const menuSchema = z.object({
  location: z.string(),
  categories: z.array(menuCategorySchema),
});

export type MenuOption = z.output<typeof menuOptionSchema>;
export type MenuOptionGroup = z.output<typeof menuOptionGroupSchema>;
export type MenuProduct = z.output<typeof menuProductSchema>;
export type MenuCategory = z.output<typeof menuCategorySchema>;
export type Menu = z.output<typeof menuSchema>;

const hhmm = z.string().regex(/^\d{2}:\d{2}$/);

export const locationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  pickup: z.boolean(),
  delivery: z.boolean(),
  orderingPaused: z.boolean(),
  openNow: z.boolean(),
  nextOpening: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** Whether orders are taken now, in one Dutch line (issue 17 item 6); computed per request. */
  status: z.object({
    state: z.enum(['open', 'pickup-only', 'later', 'closed', 'paused']),
    text: z.string(),
  }),
  hours: z.array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      periods: z.array(z.object({ opens: hhmm, closes: hhmm })),
    }),
  ),
  exceptions: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      opens: z.string().nullable(),
      closes: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  deliveryZones: z.array(
    z.object({
      name: z.string(),
      postcodeFrom: z.number().int(),
      postcodeTo: z.number().int(),
      fee: z.number(),
      minOrder: z.number(),
    }),
  ),
  /** The legal entity, KvK number and btw-id the footer shows (decision 044); null fields: not set. */
  business: publicBusinessSchema.optional(),
});

export const locationsSchema = z.object({ locations: z.array(locationSchema) });

export type LocationInfo = z.output<typeof locationSchema>;
export type Locations = z.output<typeof locationsSchema>;
