/**
 * What each kind of content has in the owner's editor (decision 047): its fields in Dutch with their
 * English twins, the API schema the form checks with first, and how the list names an item.
 */
import type { ZodType } from 'zod';
import {
  categoryInputSchema,
  galleryInputSchema,
  newsInputSchema,
  vacancyInputSchema,
  type AdminCategory,
  type AdminGalleryImage,
  type AdminNews,
  type AdminVacancy,
} from '@gh/domain/content-admin-api';
import type { ContentKind } from '../../api/content';

export type FieldType = 'line' | 'text' | 'datetime' | 'location' | 'checkbox' | 'photo';
export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  /** The English twin's key (an EnglishField beside it). */
  en?: string;
  hint?: string;
}
export type FormValues = Record<string, string | boolean>;

export interface KindSpec<T> {
  kind: ContentKind;
  title: string;
  /** "Nieuw bericht", and the notices' noun. */
  newLabel: string;
  noun: string;
  fields: FieldSpec[];
  schema: ZodType;
  keyOf(item: T): string | number;
  labelOf(item: T): string;
  detailOf(item: T, now: Date): string;
  /** The English texts still empty (the list's "Nog niet vertaald"). */
  untranslated(item: T): boolean;
  movable: boolean;
  /** A thumbnail in the list (the gallery's photos). */
  imageOf?(item: T): string;
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

export const newsKind: KindSpec<AdminNews> = {
  kind: 'news',
  title: 'Nieuws',
  newLabel: 'Nieuw bericht',
  noun: 'Bericht',
  fields: [
    { name: 'title', label: 'Titel', type: 'line', en: 'titleEn' },
    {
      name: 'summary',
      label: 'Samenvatting',
      type: 'line',
      en: 'summaryEn',
      hint: 'Leeg: de eerste alinea van de tekst.',
    },
    {
      name: 'body',
      label: 'Tekst',
      type: 'text',
      en: 'bodyEn',
      hint: 'Een lege regel begint een nieuwe alinea.',
    },
    {
      name: 'publishedAt',
      label: 'Publiceren op',
      type: 'datetime',
      hint: 'Later dan nu: het bericht verschijnt dan pas.',
    },
  ],
  schema: newsInputSchema,
  keyOf: (n) => n.id,
  labelOf: (n) => n.title,
  detailOf: (n, now) =>
    `${new Date(n.publishedAt) > now ? 'Gepland voor' : 'Gepubliceerd'} ${dateTime(n.publishedAt)}`,
  untranslated: (n) => !n.titleEn || !n.bodyEn,
  movable: false,
};

export const vacancyKind: KindSpec<AdminVacancy> = {
  kind: 'vacancies',
  title: 'Vacatures',
  newLabel: 'Nieuwe vacature',
  noun: 'Vacature',
  fields: [
    { name: 'title', label: 'Titel', type: 'line', en: 'titleEn' },
    { name: 'location', label: 'Locatie', type: 'location' },
    { name: 'hours', label: 'Uren', type: 'line', en: 'hoursEn', hint: 'Bijvoorbeeld "16–24 uur per week".' },
    {
      name: 'summary',
      label: 'Samenvatting',
      type: 'line',
      en: 'summaryEn',
      hint: 'Leeg: de eerste alinea van de beschrijving.',
    },
    { name: 'description', label: 'Beschrijving', type: 'text', en: 'descriptionEn' },
    { name: 'active', label: 'Op de pagina Werken bij', type: 'checkbox' },
  ],
  schema: vacancyInputSchema,
  keyOf: (v) => v.id,
  labelOf: (v) => v.title,
  detailOf: (v) => `${v.hours}${v.active ? '' : ' · staat uit'}`,
  untranslated: (v) => !v.titleEn || !v.descriptionEn,
  movable: false,
};

export const galleryKind: KindSpec<AdminGalleryImage> = {
  kind: 'gallery',
  title: 'Galerij',
  newLabel: 'Nieuwe foto',
  noun: 'Foto',
  fields: [
    { name: 'src', label: 'Foto', type: 'photo' },
    {
      name: 'alt',
      label: 'Wat staat er op de foto',
      type: 'line',
      en: 'altEn',
      hint: 'Voor wie de foto niet kan zien.',
    },
    { name: 'caption', label: 'Onderschrift', type: 'line', en: 'captionEn' },
  ],
  schema: galleryInputSchema,
  keyOf: (g) => g.id,
  labelOf: (g) => g.alt,
  detailOf: (g) => g.caption,
  untranslated: (g) => !g.altEn,
  movable: true,
  imageOf: (g) => g.src,
};

export const categoryKind: KindSpec<AdminCategory> = {
  kind: 'categories',
  title: 'Categorieën',
  newLabel: 'Nieuwe categorie',
  noun: 'Categorie',
  fields: [{ name: 'name', label: 'Naam', type: 'line', en: 'nameEn' }],
  schema: categoryInputSchema,
  keyOf: (c) => c.slug,
  labelOf: (c) => c.name,
  detailOf: (c) => (c.products === 1 ? '1 product' : `${c.products} producten`),
  untranslated: (c) => !c.nameEn,
  movable: true,
};

export const CONTENT_KINDS = [newsKind, vacancyKind, galleryKind, categoryKind] as const;
