/**
 * The owner's content at the HTTP edge (issue 27 item 8, decision 047): news articles, vacancies, the
 * gallery and the menu's categories, each with its English beside the Dutch. The admin's forms check
 * with these schemas first; the server checks again. Texts are plain text: the pages show them as
 * text, paragraphs split at empty lines, never as HTML.
 */
import { z } from './zod';
import { multiLine, singleLine } from './text';
import { IMAGE_PATH } from './admin';
import { vacancySchema } from './content';

export const CONTENT_ADMIN_MESSAGES = {
  newsNotFound: 'Dit nieuwsbericht bestaat niet (meer).',
  vacancyNotFound: 'Deze vacature bestaat niet (meer).',
  imageNotFound: 'Deze foto bestaat niet (meer).',
  categoryNotFound: 'Deze categorie bestaat niet (meer).',
  categoryNameTaken: 'Er is al een categorie met deze naam.',
  unknownLocation: 'Deze locatie kennen we niet.',
  categoryHasProducts: (count: number) =>
    count === 1
      ? 'In deze categorie staat nog 1 product. Zet het eerst in een andere categorie of verwijder het.'
      : `In deze categorie staan nog ${count} producten. Zet ze eerst in een andere categorie of verwijder ze.`,
} as const;

/**
 * An English text beside a Dutch one (issue 20): '' is "not translated yet" (visitors on /en read the
 * Dutch, marked). Left out, an edit keeps the English that is stored.
 */
const english = (max: number, what: string, lines = false) =>
  (lines ? multiLine() : singleLine()).max(max, `${what} is te lang (maximaal ${max} tekens).`).optional();

const title = (max: number, missing: string) =>
  singleLine({ error: missing }).min(2, missing).max(max, `De titel is te lang (maximaal ${max} tekens).`);

// --- News ------------------------------------------------------------------------------------

export const newsInputSchema = z.object({
  title: title(150, 'Geef het bericht een titel van minstens 2 tekens.'),
  /** The line under the title in the list; empty: the body's first paragraph, shortened. */
  summary: singleLine().max(300, 'De samenvatting is te lang (maximaal 300 tekens).').default(''),
  body: multiLine({ error: 'Schrijf de tekst van het bericht.' })
    .min(1, 'Schrijf de tekst van het bericht.')
    .max(10_000, 'De tekst is te lang (maximaal 10.000 tekens).'),
  titleEn: english(150, 'De Engelse titel'),
  summaryEn: english(300, 'De Engelse samenvatting'),
  bodyEn: english(10_000, 'De Engelse tekst', true),
  /** When it appears on the site; later than now: scheduled. Left out: now. */
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Geef een geldige publicatiedatum en -tijd.' })
    .optional(),
});
export type NewsInput = z.input<typeof newsInputSchema>;

export const adminNewsSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** '' is not translated yet. */
  titleEn: z.string(),
  summaryEn: z.string(),
  bodyEn: z.string(),
  publishedAt: z.string(),
});
export type AdminNews = z.output<typeof adminNewsSchema>;

// --- Vacancies -------------------------------------------------------------------------------

export const vacancyInputSchema = z.object({
  title: title(120, 'Geef de vacature een titel van minstens 2 tekens.'),
  /** A location's slug; null: every location. */
  location: z
    .string()
    .max(50, CONTENT_ADMIN_MESSAGES.unknownLocation)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v)),
  hours: singleLine({ error: 'Vul de uren in, bijvoorbeeld "16–24 uur per week".' })
    .min(1, 'Vul de uren in, bijvoorbeeld "16–24 uur per week".')
    .max(80, 'De uren zijn te lang (maximaal 80 tekens).'),
  /** The line under the title; empty: the description's first paragraph, shortened. */
  summary: singleLine().max(300, 'De samenvatting is te lang (maximaal 300 tekens).').default(''),
  description: multiLine({ error: 'Beschrijf de vacature.' })
    .min(1, 'Beschrijf de vacature.')
    .max(5000, 'De beschrijving is te lang (maximaal 5000 tekens).'),
  titleEn: english(120, 'De Engelse titel'),
  hoursEn: english(80, 'De Engelse uren'),
  summaryEn: english(300, 'De Engelse samenvatting'),
  descriptionEn: english(5000, 'De Engelse beschrijving', true),
  /** On the jobs page; off: kept, but not shown and not applied for. */
  active: z.boolean().default(true),
});
export type VacancyInput = z.input<typeof vacancyInputSchema>;

/** The public vacancy (without its untranslated marks), with the English fields and whether it shows. */
export const adminVacancySchema = vacancySchema.omit({ untranslated: true }).extend({
  titleEn: z.string(),
  hoursEn: z.string(),
  summaryEn: z.string(),
  descriptionEn: z.string(),
  active: z.boolean(),
});
export type AdminVacancy = z.output<typeof adminVacancySchema>;

// --- Gallery ---------------------------------------------------------------------------------

export const galleryInputSchema = z.object({
  /** An uploaded photo (`POST /api/admin/uploads/products`) or one of the site's own images. */
  src: z
    .string({ error: 'Upload eerst een foto.' })
    .regex(IMAGE_PATH, 'Upload eerst een foto.')
    .max(300, 'Upload eerst een foto.'),
  alt: singleLine({ error: 'Beschrijf wat er op de foto staat.' })
    .min(2, 'Beschrijf wat er op de foto staat (voor wie hem niet kan zien).')
    .max(200, 'De beschrijving is te lang (maximaal 200 tekens).'),
  caption: singleLine().max(150, 'Het onderschrift is te lang (maximaal 150 tekens).').default(''),
  altEn: english(200, 'De Engelse beschrijving'),
  captionEn: english(150, 'Het Engelse onderschrift'),
});
export type GalleryInput = z.input<typeof galleryInputSchema>;

export const adminGalleryImageSchema = z.object({
  id: z.number(),
  src: z.string(),
  alt: z.string(),
  caption: z.string(),
  altEn: z.string(),
  captionEn: z.string(),
  width: z.number(),
  height: z.number(),
  position: z.number(),
});
export type AdminGalleryImage = z.output<typeof adminGalleryImageSchema>;

// --- Categories ------------------------------------------------------------------------------

export const categoryInputSchema = z.object({
  name: singleLine({ error: 'Geef de categorie een naam.' })
    .min(2, 'Geef de categorie een naam van minstens 2 tekens.')
    .max(60, 'Deze naam is te lang (maximaal 60 tekens).'),
  nameEn: english(60, 'De Engelse naam'),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const adminCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
  position: z.number(),
  /** Products in it, over both locations: a category with products cannot be deleted. */
  products: z.number(),
});
export type AdminCategory = z.output<typeof adminCategorySchema>;

export const categoryParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, CONTENT_ADMIN_MESSAGES.categoryNotFound),
});

/** One place up or down in the list (the menu's order, the gallery's order). */
export const moveBodySchema = z.object({
  direction: z.enum(['up', 'down'], 'Kies omhoog of omlaag.'),
});
export type MoveBody = z.output<typeof moveBodySchema>;

/** A stored row's number in the path; anything else is named as the row that does not exist. */
export const contentIdParams = (notFound: string) =>
  z.object({ id: z.coerce.number(notFound).int(notFound).min(1, notFound).max(2_000_000_000, notFound) });
