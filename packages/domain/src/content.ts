/** Content API shapes (news, offers, reviews, vacancies, gallery) and the contact and job forms. */
import * as m from '@gh/i18n/messages';
import { inMinutes } from './messages';
import { untranslatedSchema } from './untranslated';
import { says, z } from './zod';
import { multiLine, singleLine } from './text';

export const LOCATION_SLUGS = ['amsterdam', 'rotterdam'] as const;

/** The CV of a job application: an optional PDF of at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The forms' answers, made in the language of the request that reads them (decision 034). */
export const CONTENT_MESSAGES = {
  get contactSent() {
    return m.server_form_contact_sent();
  },
  get applicationSent() {
    return m.server_form_application_sent();
  },
  get cvTooLarge() {
    return m.server_form_cv_too_large();
  },
  get cvNotPdf() {
    return m.server_form_cv_not_pdf();
  },
  get cvBroken() {
    return m.server_form_cv_broken();
  },
  get multipartOnly() {
    return m.server_form_multipart_only();
  },
  get tooManyFiles() {
    return m.server_form_too_many_files();
  },
  get unknownVacancy() {
    return m.server_form_unknown_vacancy();
  },
  get articleNotFound() {
    return m.server_form_article_not_found();
  },
  tooManyFromAddress: (minutes: number) => m.server_form_too_many_from_address({ when: inMinutes(minutes) }),
  tooManyInTotal: (minutes: number) => m.server_form_too_many_in_total({ when: inMinutes(minutes) }),
};

/** One line (a name, a subject): control characters folded to spaces (issue 26 item 1). */
const trimmed = (min: number, max: number, tooShort: () => string, tooLong: () => string) =>
  singleLine(says(tooShort)).min(min, says(tooShort)).max(max, says(tooLong));
/** A few paragraphs (a message, a motivation): line breaks kept, other controls folded. */
const paragraphs = (min: number, max: number, tooShort: () => string, tooLong: () => string) =>
  multiLine(says(tooShort)).min(min, says(tooShort)).max(max, says(tooLong));

const email = z
  .string(says(m.server_form_email_required))
  .trim()
  .min(1, says(m.server_form_email_required))
  .max(200, says(m.server_checkout_email_too_long))
  .pipe(z.email(says(m.server_form_email_invalid)));

const name = trimmed(2, 100, m.server_form_name_short, m.server_form_name_long);

/** The honeypot: people never see it, bots fill it in. */
const honeypot = z.string().max(500).optional();

export const contactBodySchema = z.object({
  name,
  email,
  location: z.enum(LOCATION_SLUGS, says(m.server_form_choose_location)),
  subject: trimmed(3, 150, m.server_form_subject_short, m.server_form_subject_long),
  message: paragraphs(10, 5000, m.server_form_message_short, m.server_form_message_long),
  website: honeypot,
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactData = z.output<typeof contactBodySchema>;

export const applicationFieldsSchema = z.object({
  vacancy: singleLine()
    .max(100)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  name,
  email,
  phone: singleLine()
    .max(30, says(m.server_form_phone_long))
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^\+?[\d\s()-]{8,20}$/, says(m.server_form_phone_invalid))
        .optional(),
    ),
  motivation: paragraphs(20, 5000, m.server_form_motivation_short, m.server_form_motivation_long),
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
  products: z.array(
    z.object({
      location: z.string(),
      id: z.string(),
      /** The product's name in the answer's language (the Dutch one while not translated). */
      name: z.string(),
      untranslated: untranslatedSchema(['name']),
    }),
  ),
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
