/** Admin API bodies and answers: the browser's forms and the server validate with the same schemas. */
import { z } from './zod';
import { multiLine, singleLine } from './text';
import { ORDER_STATUSES } from './order-status';
import { zoneOverlap } from './postcode';
import {
  KITCHEN_MESSAGES,
  PAUSE_DURATIONS,
  autoAcceptSchema,
  cancelReasonFields,
  checkRejectReason,
} from './kitchen';
import { printerStatusSchema } from './printer';
import { formatEuro } from './money';
import { looksLikeSauce } from './pricing';
import { businessDetailsBodySchema, businessDetailsSchema } from './business';

export * from './kitchen';

export const PASSWORD_MIN_LENGTH = 12;
export const RESET_TOKEN_MINUTES = 30;

/** The 14 EU allergens, as stored on products (Dutch keys) with their labels. */
export const ALLERGENS = [
  ['gluten', 'Gluten'],
  ['schaaldieren', 'Schaaldieren'],
  ['eieren', 'Eieren'],
  ['vis', 'Vis'],
  ['pinda', "Pinda's"],
  ['soja', 'Soja'],
  ['melk', 'Melk'],
  ['noten', 'Noten'],
  ['selderij', 'Selderij'],
  ['mosterd', 'Mosterd'],
  ['sesamzaad', 'Sesamzaad'],
  ['sulfiet', 'Sulfiet'],
  ['lupine', 'Lupine'],
  ['weekdieren', 'Weekdieren'],
] as const;
export const ALLERGEN_KEYS = ALLERGENS.map(([key]) => key) as [string, ...string[]];

export const ADMIN_MESSAGES = {
  loginFailed: 'E-mailadres of wachtwoord klopt niet.',
  tooManyAttempts: (minutes: number) =>
    `Te veel mislukte pogingen. Probeer het over ${minutes <= 1 ? 'een minuut' : `${minutes} minuten`} opnieuw.`,
  tooManyRequests: (minutes: number) =>
    `Te veel verzoeken vanaf dit adres. Probeer het over ${minutes <= 1 ? 'een minuut' : `${minutes} minuten`} opnieuw.`,
  busy: 'Het is nu erg druk. Probeer het over een minuut opnieuw.',
  resetSent:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
  resetInvalid: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.',
  passwordChanged: 'Je wachtwoord is gewijzigd. Log opnieuw in.',
  passwordsDiffer: 'De wachtwoorden zijn niet gelijk.',
  passwordTooShort: `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`,
  passwordTooCommon: 'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander.',
  signInFirst: 'Log eerst in.',
  noAccess: 'Je hebt hier geen toegang toe.',
  productNotFound: 'Dit product bestaat niet (meer).',
  orderNotFound: 'Deze bestelling bestaat niet.',
  badTransition: 'Deze statuswijziging is niet mogelijk.',
  cancelReasonRequired: 'Geef een reden op voor het annuleren.',
  imageType: 'Upload een JPEG-, PNG- of WebP-afbeelding.',
  imageTooLarge: 'De afbeelding is groter dan 5 MB.',
  imageMissing: 'Kies een afbeelding om te uploaden.',
  imageBroken: 'Deze afbeelding kunnen we niet lezen.',
  tooManyStreamsSession:
    'Dit bestelbord staat al in te veel vensters open. Sluit er een paar en probeer het opnieuw.',
  tooManyStreams: 'Er zijn nu te veel bestelborden tegelijk open. Probeer het over een minuut opnieuw.',
} as const;

const email = z
  .string({ error: 'Vul je e-mailadres in.' })
  .trim()
  .toLowerCase()
  .min(1, 'Vul je e-mailadres in.')
  .max(254, 'Dit e-mailadres is te lang.')
  .pipe(z.email('Vul een geldig e-mailadres in.'));

export const loginBodySchema = z.object({
  email,
  password: z.string({ error: 'Vul je wachtwoord in.' }).min(1, 'Vul je wachtwoord in.').max(1024),
});
export type LoginBody = z.output<typeof loginBodySchema>;

export const resetRequestBodySchema = z.object({ email });

export const newPasswordBodySchema = z
  .object({
    token: z.string().min(10, ADMIN_MESSAGES.resetInvalid).max(200, ADMIN_MESSAGES.resetInvalid),
    password: z
      .string({ error: ADMIN_MESSAGES.passwordTooShort })
      .min(PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.passwordTooShort)
      .max(200, 'Dit wachtwoord is te lang.'),
    passwordRepeat: z.string({ error: ADMIN_MESSAGES.passwordsDiffer }),
  })
  .refine((b) => b.password === b.passwordRepeat, {
    message: ADMIN_MESSAGES.passwordsDiffer,
    path: ['passwordRepeat'],
  });

export const ADMIN_ROLES = ['admin', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const adminMeSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  location: z.string().nullable(),
  locations: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type AdminMe = z.output<typeof adminMeSchema>;

// --- Products --------------------------------------------------------------------------------

const euros = (label: string) =>
  z
    .number({ error: `Vul ${label} in als bedrag.` })
    .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} kan niet negatief zijn.`)
    .max(1000, `${label[0]!.toUpperCase()}${label.slice(1)} is te hoog.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Gebruik hooguit twee decimalen.');

/**
 * An English text beside a Dutch one (issue 20): '' is "not translated yet" (the Dutch shows, marked).
 * Left out, an edit keeps the English that is stored.
 */
const englishText = (max: number, tooLong: string, lines = false) =>
  (lines ? multiLine() : singleLine()).max(max, tooLong).optional();

/** The id of a stored group or option: sent back on an edit so its identity is kept. */
const rowId = z.uuid('Deze optie kennen we niet.').optional();

export const productOptionInputSchema = z.object({
  id: rowId,
  choice: singleLine().min(1, 'Vul de naam van de optie in.').max(80, 'Deze naam is te lang.'),
  choiceEn: englishText(80, 'De Engelse naam is te lang.'),
  price: euros('een prijs'),
  /** What the option adds to the product (decision 022); absent means none. */
  allergens: z.array(z.enum(ALLERGEN_KEYS, 'Onbekend allergeen.')).max(14).default([]),
  mayContain: z.array(z.enum(ALLERGEN_KEYS, 'Onbekend allergeen.')).max(14).default([]),
  /** Sold out by hand: it shows as sold out and cannot be chosen. */
  soldOut: z.boolean().default(false),
});

export const optionGroupInputSchema = z
  .object({
    id: rowId,
    name: singleLine().min(1, 'Vul de naam van de groep in.').max(80, 'Deze naam is te lang.'),
    nameEn: englishText(80, 'De Engelse naam is te lang.'),
    minChoices: z.number().int('Vul een heel getal in.').min(0, 'Minimaal 0.').max(20, 'Maximaal 20.'),
    maxChoices: z.number().int('Vul een heel getal in.').min(1, 'Minimaal 1.').max(20, 'Maximaal 20.'),
    maxMultiplier: z.number().int('Vul een heel getal in.').min(1, 'Minimaal 1.').max(10, 'Maximaal 10.'),
    options: z
      .array(productOptionInputSchema)
      .min(1, 'Een groep heeft minstens één optie.')
      .max(30, 'Maximaal 30 opties per groep.'),
  })
  .refine((g) => g.minChoices <= g.maxChoices, {
    message: 'Het minimum kan niet groter zijn dan het maximum.',
    path: ['minChoices'],
  })
  .refine((g) => g.minChoices <= g.options.length, {
    message: 'Het minimum is groter dan het aantal opties.',
    path: ['minChoices'],
  });

export const IMAGE_PATH = /^\/(uploads|images)\/[\w./-]+\.(webp|png|jpe?g|svg)$/;

export const productInputSchema = z.object({
  location: z.string().min(1, 'Kies een locatie.').max(50),
  category: z.string().min(1, 'Kies een categorie.').max(50),
  name: singleLine().min(2, 'Vul een naam in van minstens 2 tekens.').max(80, 'Deze naam is te lang.'),
  description: multiLine().max(500, 'De omschrijving is te lang (maximaal 500 tekens).'),
  nameEn: englishText(80, 'De Engelse naam is te lang.'),
  descriptionEn: englishText(500, 'De Engelse omschrijving is te lang (maximaal 500 tekens).', true),
  // 0 is allowed: a loose sauce is priced from its options alone.
  price: euros('een prijs'),
  image: z.string().regex(IMAGE_PATH, 'Deze afbeelding kennen we niet.').max(300).nullable(),
  allergens: z.array(z.enum(ALLERGEN_KEYS, 'Onbekend allergeen.')).max(14),
  mayContain: z.array(z.enum(ALLERGEN_KEYS, 'Onbekend allergeen.')).max(14),
  available: z.boolean(),
  popular: z.boolean(),
  /** "Geen losse saus": price it as a product whatever its name (decision 017). */
  notLooseSauce: z.boolean().default(false),
  /** "Alcohol (18+)": checkout asks the customer to confirm being 18 or older (decision 048). */
  ageRestricted: z.boolean().default(false),
  /** VAT: 9 (food and non-alcoholic drinks, the default) or 21, such as merchandise (decision 027). */
  vatRate: z
    .number('Kies een btw-tarief: 9% of 21%.')
    .refine((v) => v === 9 || v === 21, 'Kies een btw-tarief: 9% of 21%.')
    .default(9),
  optionGroups: z.array(optionGroupInputSchema).max(10, 'Maximaal 10 optiegroepen.'),
});
export type ProductInput = z.output<typeof productInputSchema>;

/** A product as the admin API answers it (plain shapes: answers are not re-validated against form rules). */
export const adminProductSchema = z.object({
  id: z.string(),
  location: z.string(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  /** English beside the Dutch (issue 20): '' is not translated yet. */
  nameEn: z.string(),
  descriptionEn: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  allergens: z.array(z.string()),
  mayContain: z.array(z.string()),
  available: z.boolean(),
  popular: z.boolean(),
  notLooseSauce: z.boolean(),
  ageRestricted: z.boolean(),
  vatRate: z.number(),
  optionGroups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string(),
      minChoices: z.number(),
      maxChoices: z.number(),
      maxMultiplier: z.number(),
      options: z.array(
        z.object({
          id: z.string(),
          choice: z.string(),
          choiceEn: z.string(),
          price: z.number(),
          allergens: z.array(z.string()),
          mayContain: z.array(z.string()),
          soldOut: z.boolean(),
        }),
      ),
    }),
  ),
  updatedAt: z.string(),
  /** Said when its name makes it a loose sauce while it has free options (issue 31 item 5). */
  looseSauceWarning: z.string().nullable().optional(),
});
export type AdminProduct = z.output<typeof adminProductSchema>;

/**
 * A product that spec section 9 prices as a loose sauce (its category or its name, decision 038)
 * from its options alone, while one of them is free: that choice alone costs € 0,00, which no payment
 * can take. The owner's form and the admin API say so, with the two ways out.
 */
export function looseSauceWarning(product: {
  name: string;
  category: string;
  notLooseSauce?: boolean | undefined;
  optionGroups: readonly { options: readonly { price: number }[] }[];
}): string | null {
  if (!looksLikeSauce(product)) return null;
  if (!product.optionGroups.some((g) => g.options.some((o) => o.price === 0))) return null;
  const why = product.category === 'sauzen' ? 'de categorie Sauzen' : `de naam "${product.name}"`;
  return (
    `Let op: door ${why} telt dit product als losse saus: de prijs komt alleen uit de gekozen opties. ` +
    `Met alleen een gratis optie kost het ${formatEuro(0, 'nl')}, en zo’n bestelling kan niet worden afgerekend. ` +
    'Zet "Geen losse saus" aan als het een gewoon gerecht is, of geef elke optie een prijs.'
  );
}

/**
 * What of a product a visitor on /en still reads in Dutch (issue 20), as the owner's form names it:
 * empty when everything has its English.
 */
export function untranslatedParts(product: {
  name: string;
  description: string;
  nameEn?: string | undefined;
  descriptionEn?: string | undefined;
  optionGroups: readonly {
    name: string;
    nameEn?: string | undefined;
    options: readonly { choice: string; choiceEn?: string | undefined }[];
  }[];
}): string[] {
  const missing = (nl: string, en: string | undefined) => nl.trim() !== '' && !en?.trim();
  const parts: string[] = [];
  if (missing(product.name, product.nameEn)) parts.push('naam');
  if (missing(product.description, product.descriptionEn)) parts.push('omschrijving');
  if (
    product.optionGroups.some(
      (g) => missing(g.name, g.nameEn) || g.options.some((o) => missing(o.choice, o.choiceEn)),
    )
  )
    parts.push('opties');
  return parts;
}

export const adminProductListSchema = z.object({
  products: z.array(adminProductSchema),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type AdminProductList = z.output<typeof adminProductListSchema>;

export const availabilityBodySchema = z.object({ available: z.boolean() });
export const copyProductBodySchema = z.object({ location: z.string().min(1).max(50) });

export const uploadAnswerSchema = z.object({ image: z.string(), srcset: z.string() });

// --- Locations -------------------------------------------------------------------------------

/**
 * The rate the delivery fee is charged at (issue 19.2): null follows the order's main rate (the rate
 * with the largest gross among its lines), 9 or 21 always applies. Orders keep the rate they got.
 */
export const deliveryVatRateSchema = z
  .union(
    [z.literal(9), z.literal(21)],
    'Kies voor de bezorgkosten het hoofdtarief van de bestelling, 9% of 21%.',
  )
  .nullable();

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Gebruik de vorm UU:MM, bijvoorbeeld 16:00.');

export const locationSettingsSchema = z.object({
  slug: z.string(),
  name: z.string(),
  pickup: z.boolean(),
  delivery: z.boolean(),
  orderingPaused: z.boolean(),
  pausedMessage: z.string().nullable(),
  /** A pause that ends by itself (issue 18): until then no online orders; null when none runs. */
  pausedUntil: z.string().nullable().optional(),
  /** Busy mode: minutes added to every new estimate (0, 15 or 30). */
  busyMinutes: z.number().optional(),
  /** After how many minutes a paid order nobody accepted is accepted with the default time; null: never. */
  autoAcceptMinutes: z.number().nullable().optional(),
  /** The delivery fee's VAT rate: null follows the order's main rate. */
  deliveryVatRate: z.number().nullable().optional(),
  /** Legal name, address, KvK number and btw-id on receipts, credit notes and the footer (decision 044). */
  business: businessDetailsSchema.optional(),
  hours: z.array(z.object({ weekday: z.number().int().min(1).max(7), opens: hhmm, closes: hhmm })),
  exceptions: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Gebruik een geldige datum.'),
      closed: z.boolean(),
      opens: hhmm.nullable(),
      closes: hhmm.nullable(),
      note: singleLine().max(200, 'De notitie is te lang.').nullable(),
    }),
  ),
  zones: z.array(
    z.object({
      name: singleLine().min(1, 'Vul een naam in.').max(80),
      postcodeFrom: z.number().int().min(1000, 'Een postcode begint bij 1000.').max(9999, 'Maximaal 9999.'),
      postcodeTo: z.number().int().min(1000, 'Een postcode begint bij 1000.').max(9999, 'Maximaal 9999.'),
      fee: euros('de bezorgkosten'),
      minOrder: euros('het minimumbedrag'),
    }),
  ),
});
export type LocationSettings = z.output<typeof locationSettingsSchema>;

export const locationSettingsBodySchema = locationSettingsSchema
  .omit({ slug: true, name: true, pausedUntil: true, busyMinutes: true })
  .extend({
    pausedMessage: singleLine().max(200, 'Dit bericht is te lang.').nullable(),
    autoAcceptMinutes: autoAcceptSchema.optional(),
    /** Left out: unchanged. */
    deliveryVatRate: deliveryVatRateSchema.optional(),
    /** Left out: unchanged; an empty field is cleared. */
    business: businessDetailsBodySchema.optional(),
  })
  .superRefine((body, ctx) => {
    body.zones.forEach((zone, i) => {
      if (zone.postcodeFrom > zone.postcodeTo)
        ctx.addIssue({
          code: 'custom',
          message: 'De eerste postcode moet kleiner zijn dan de laatste.',
          path: ['zones', i, 'postcodeTo'],
        });
    });
    const overlap = zoneOverlap(body.zones.filter((z) => z.postcodeFrom <= z.postcodeTo));
    if (overlap) {
      const ordered = body.zones.filter((z) => z.postcodeFrom <= z.postcodeTo);
      const range = overlap.from === overlap.to ? `${overlap.from}` : `${overlap.from}–${overlap.to}`;
      ctx.addIssue({
        code: 'custom',
        message: `De bezorggebieden "${ordered[overlap.first]!.name}" en "${ordered[overlap.second]!.name}" overlappen (postcodes ${range}). Laat een gebied helemaal binnen een ander vallen of maak ze los van elkaar.`,
        path: ['zones', body.zones.indexOf(ordered[overlap.second]!), 'postcodeFrom'],
      });
    }
    body.exceptions.forEach((ex, i) => {
      if (!ex.closed && (!ex.opens || !ex.closes))
        ctx.addIssue({
          code: 'custom',
          message: 'Vul de openingstijden in of kies gesloten.',
          path: ['exceptions', i, 'opens'],
        });
    });
  });
export type LocationSettingsBody = z.output<typeof locationSettingsBodySchema>;

export const pauseBodySchema = z.object({
  orderingPaused: z.boolean(),
  pausedMessage: singleLine().max(200, 'Dit bericht is te lang.').nullable().optional(),
  /** With a duration the pause ends by itself (issue 18); without one it lasts until switched off. */
  duration: z
    .union(
      PAUSE_DURATIONS.map((d) => z.literal(d)),
      KITCHEN_MESSAGES.pauseDuration,
    )
    .optional(),
});

// --- Orders ----------------------------------------------------------------------------------

export const adminOrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  expectedAt: z.string(),
  asap: z.boolean(),
  remarks: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      total: z.number(),
      selectedOptions: z.array(z.object({ choice: z.string(), price: z.number() })),
      /** What the line holds with the options chosen (decision 022); empty for older orders. */
      allergens: z.array(z.string()),
      /** The ticket's option texts: per piece for a product, cups in all for a loose sauce. */
      optionTexts: z.array(z.string()),
      /** What staff refunded of this line (decision 028), pieces and euros; null when nothing. */
      refunded: z.object({ quantity: z.number(), amount: z.number() }).nullable().optional(),
    }),
  ),
  subtotal: z.number(),
  /** Offers and coupon as sold (decision 030): the ticket prints each. */
  discounts: z.array(z.object({ label: z.string(), amount: z.number() })).optional(),
  deliveryFee: z.number(),
  total: z.number(),
  /** Net and VAT per rate as charged (decision 027), for the ticket. */
  vatByRate: z.array(z.object({ rate: z.number(), gross: z.number(), net: z.number(), vat: z.number() })),
  paidAt: z.string().nullable(),
  /** When a cook (or the auto-accept) accepted it; null while it waits for a cook. */
  acceptedAt: z.string().nullable(),
  /** When the kitchen's printer last confirmed a ticket of it (decision 031); null: none printed yet. */
  printedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  /** 'online', or 'phone'/'counter' when staff entered it (decision 029). */
  source: z.string().optional(),
  /** Paid at the counter on pickup: on the board before it is paid (`paidAt` null until then). */
  payAtPickup: z.boolean().optional(),
  /** The language the customer ordered in (issue 20): the board shows it so staff know what to speak. */
  lang: z.enum(['nl', 'en']).optional(),
  /** It holds a product marked "Alcohol (18+)": staff and courier check an ID at handover (decision 048). */
  ageCheck: z.boolean().optional(),
});
export type AdminOrder = z.output<typeof adminOrderSchema>;

export const adminOrderBoardSchema = z.object({
  /** The board's location, for the printed ticket (issue 17 item 8). */
  location: z.object({
    slug: z.string(),
    name: z.string(),
    /** The default preparation time, preselected when accepting (issue 18). */
    prepMinutes: z.number(),
    busyMinutes: z.number(),
    orderingPaused: z.boolean(),
    pausedUntil: z.string().nullable(),
    autoAcceptMinutes: z.number().nullable(),
  }),
  orders: z.array(adminOrderSchema),
  today: z.object({ count: z.number(), revenue: z.number() }),
  /** The location's receipt printer (decision 031). */
  printer: printerStatusSchema.optional(),
});
export type AdminOrderBoard = z.output<typeof adminOrderBoardSchema>;

/** A status move; a cancellation names its reason from the kitchen's list (issue 27 item 4). */
export const orderStatusBodySchema = z
  .object({ status: z.enum(ORDER_STATUSES, 'Onbekende status.'), ...cancelReasonFields })
  .superRefine((body, ctx) => {
    if (body.reason !== undefined || body.note !== undefined) checkRejectReason(body, ctx);
  });
