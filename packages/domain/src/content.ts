/** Content API shapes (news, offers, reviews, vacancies, gallery) and the contact and job forms. */
import { z } from './zod';
import { untranslatedSchema } from './untranslated';

export const LOCATION_SLUGS = ['amsterdam', 'rotterdam'] as const;

/** The CV of a job application: an optional PDF of at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CONTENT_MESSAGES = {
  contactSent: 'Bedankt voor je bericht! We reageren binnen twee werkdagen.',
  applicationSent: 'Bedankt voor je sollicitatie! We nemen binnen een week contact met je op.',
  cvTooLarge: 'Je cv is groter dan 5 MB. Kies een kleiner pdf-bestand.',
  cvNotPdf: 'Je cv moet een pdf-bestand zijn.',
  cvBroken:
    'Je cv-bestand is beschadigd of niet compleet. Sla het opnieuw op als pdf en probeer het nog eens.',
  multipartOnly: 'Stuur het sollicitatieformulier als multipart/form-data.',
  tooManyFiles: 'Stuur maximaal één bestand mee: je cv als pdf.',
  unknownVacancy: 'Deze vacature bestaat niet (meer).',
  articleNotFound: 'Dit nieuwsbericht bestaat niet (meer).',
  tooManyFromAddress: (minutes: number) =>
    `Je hebt al een paar keer achter elkaar iets verstuurd. Probeer het over ${minutes <= 1 ? 'een minuut' : `${minutes} minuten`} opnieuw, of bel ons.`,
  tooManyInTotal: (minutes: number) =>
    `Er komen op dit moment erg veel berichten binnen. Probeer het over ${minutes <= 1 ? 'een minuut' : `${minutes} minuten`} opnieuw, of bel ons.`,
} as const;

const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string(tooShort).trim().min(min, tooShort).max(max, tooLong);

const email = z
  .string('Vul je e-mailadres in.')
  .trim()
  .min(1, 'Vul je e-mailadres in.')
  .max(200, 'Dit e-mailadres is te lang.')
  .pipe(z.email('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'));

const name = trimmed(
  2,
  100,
  'Vul je naam in (minstens 2 tekens).',
  'Je naam mag maximaal 100 tekens lang zijn.',
);

/** The honeypot: people never see it, bots fill it in. */
const honeypot = z.string().max(500).optional();

export const contactBodySchema = z.object({
  name,
  email,
  location: z.enum(LOCATION_SLUGS, 'Kies een vestiging.'),
  subject: trimmed(
    3,
    150,
    'Vul een onderwerp in (minstens 3 tekens).',
    'Het onderwerp mag maximaal 150 tekens lang zijn.',
  ),
  message: trimmed(
    10,
    5000,
    'Schrijf een bericht van minstens 10 tekens.',
    'Je bericht mag maximaal 5000 tekens lang zijn.',
  ),
  website: honeypot,
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactData = z.output<typeof contactBodySchema>;

export const applicationFieldsSchema = z.object({
  vacancy: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  name,
  email,
  phone: z
    .string()
    .trim()
    .max(30, 'Dit telefoonnummer is te lang.')
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^\+?[\d\s()-]{8,20}$/, 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.')
        .optional(),
    ),
  motivation: trimmed(
    20,
    5000,
    'Vertel in minstens 20 tekens waarom je bij ons wilt werken.',
    'Je motivatie mag maximaal 5000 tekens lang zijn.',
  ),
  /** The box "bewaar mijn sollicitatie een jaar" (issue 21): a form sends `on`, absent when unticked. */
  keepConsent: z
    .enum(['on', 'true', 'false', ''])
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
  website: honeypot,
});
export type ApplicationFields = z.input<typeof applicationFieldsSchema>;
export type ApplicationData = z.output<typeof applicationFieldsSchema>;

export const sentAnswerSchema = z.object({ message: z.string() });

export const newsSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string(),
  untranslated: untranslatedSchema(['title', 'summary']),
});
export const newsArticleSchema = newsSummarySchema.extend({
  body: z.string(),
  untranslated: untranslatedSchema(['title', 'summary', 'body']),
});
export type NewsSummary = z.output<typeof newsSummarySchema>;
export type NewsArticle = z.output<typeof newsArticleSchema>;

export const offerSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  badge: z.string().nullable(),
  location: z.string().nullable(),
  productName: z.string().nullable(),
  /** The menu products that productName names, per location; empty when the menu has none (issue 17 item 5). */
  products: z.array(z.object({ location: z.string(), id: z.string() })),
  image: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** The price engine computes it online (decision 030); else it is only told about. */
  computed: z.boolean().optional(),
  untranslated: untranslatedSchema(['title', 'description', 'badge']),
});
export type Offer = z.output<typeof offerSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  location: z.string(),
  author: z.string(),
  rating: z.number(),
  text: z.string(),
  createdAt: z.string(),
});
export const reviewsAnswerSchema = z.object({
  reviews: z.array(reviewSchema),
  averages: z.array(z.object({ location: z.string(), average: z.number(), count: z.number() })),
});
export type Review = z.output<typeof reviewSchema>;
export type ReviewsAnswer = z.output<typeof reviewsAnswerSchema>;

export const vacancySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  hours: z.string(),
  summary: z.string(),
  description: z.string(),
  untranslated: untranslatedSchema(['title', 'hours', 'summary', 'description']),
});
export type Vacancy = z.output<typeof vacancySchema>;

export const galleryImageSchema = z.object({
  id: z.number(),
  src: z.string(),
  alt: z.string(),
  caption: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  untranslated: untranslatedSchema(['alt', 'caption']),
});
export type GalleryImage = z.output<typeof galleryImageSchema>;

export const popularProductSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** The lowest price over the locations, in euros. */
  priceFrom: z.number(),
  untranslated: untranslatedSchema(['name', 'description']),
});
export type PopularProduct = z.output<typeof popularProductSchema>;
