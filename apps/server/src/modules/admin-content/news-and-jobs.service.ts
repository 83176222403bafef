/**
 * The owner's news articles and vacancies (decision 047). Each change is audited with who made it and
 * tells every instance, in its transaction, that the rendered pages changed (menu_changed `content`),
 * so /nieuws, /werken-bij and their English twins show it at once.
 */
import {
  CONTENT_ADMIN_MESSAGES as MESSAGES,
  type AdminNews,
  type AdminVacancy,
  type newsInputSchema,
  type vacancyInputSchema,
} from '@gh/domain/content-admin-api';
import { excerpt, slugify } from '@gh/domain/content-text';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { storedEnglish } from '../../lib/content-lang';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { contentRepository as repo, type NewsRow, type VacancyRow } from './admin-content.repository';
import { contentChanged, withFreeSlug } from './content-change';

type NewsData = z.output<typeof newsInputSchema>;
type VacancyData = z.output<typeof vacancyInputSchema>;

const text = (value: string | null) => value ?? '';

/**
 * A summary left empty (or out) is the text's first paragraph, shortened, in English too when the
 * English text is given; both left out, an edit keeps what is stored.
 */
function englishSummary(summary: string | undefined, body: string | undefined): string | null | undefined {
  const given = storedEnglish(summary);
  if (given) return given;
  const text = storedEnglish(body);
  if (text) return excerpt(text);
  return summary === undefined && body === undefined ? undefined : null;
}

export function toAdminNews(row: NewsRow): AdminNews {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    titleEn: text(row.titleEn),
    summaryEn: text(row.summaryEn),
    bodyEn: text(row.bodyEn),
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toAdminVacancy(row: VacancyRow): AdminVacancy {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    location: row.locationSlug,
    hours: row.hours,
    summary: row.summary,
    description: row.description,
    titleEn: text(row.titleEn),
    hoursEn: text(row.hoursEn),
    summaryEn: text(row.summaryEn),
    descriptionEn: text(row.descriptionEn),
    active: row.published,
  };
}

export function createNewsService(db: Db, now: () => Date) {
  function values(input: NewsData) {
    return {
      title: input.title,
      summary: input.summary || excerpt(input.body),
      body: input.body,
      titleEn: storedEnglish(input.titleEn),
      summaryEn: englishSummary(input.summaryEn, input.bodyEn),
      bodyEn: storedEnglish(input.bodyEn),
    };
  }

  return {
    list: async () => (await repo.listNews(db)).map(toAdminNews),

    async create(actor: Actor, input: NewsData): Promise<AdminNews> {
      const publishedAt = input.publishedAt ? new Date(input.publishedAt) : now();
      const row = await db.transaction(async (tx) => {
        const created = await withFreeSlug(
          (base) => repo.newsSlugsLike(tx, base),
          slugify(input.title),
          (slug) => repo.insertNews(tx, slug, { ...values(input), publishedAt }),
        );
        await contentChanged(tx, actor, 'news_created', 'news_article', created.id, {
          title: created.title,
          publishedAt: publishedAt.toISOString(),
        });
        return created;
      });
      return toAdminNews(row);
    },

    /** Its slug stays: a link shared before still works. */
    async update(actor: Actor, id: number, input: NewsData): Promise<AdminNews> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.newsById(tx, id);
        if (!before) throw new NotFoundError(MESSAGES.newsNotFound);
        const updated = await repo.updateNews(tx, id, {
          ...values(input),
          ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
        });
        await contentChanged(tx, actor, 'news_updated', 'news_article', id, { before: toAdminNews(before) });
        return updated!;
      });
      return toAdminNews(row);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteNews(tx, id);
        if (!row) throw new NotFoundError(MESSAGES.newsNotFound);
        await contentChanged(tx, actor, 'news_deleted', 'news_article', id, { before: toAdminNews(row) });
      });
    },
  };
}

export function createVacancyService(db: Db) {
  async function values(input: VacancyData) {
    if (input.location !== null && !(await repo.locationExists(db, input.location)))
      throw new ValidationError(MESSAGES.unknownLocation);
    return {
      title: input.title,
      locationSlug: input.location,
      hours: input.hours,
      summary: input.summary || excerpt(input.description),
      description: input.description,
      titleEn: storedEnglish(input.titleEn),
      hoursEn: storedEnglish(input.hoursEn),
      summaryEn: englishSummary(input.summaryEn, input.descriptionEn),
      descriptionEn: storedEnglish(input.descriptionEn),
      published: input.active,
    };
  }

  return {
    list: async () => (await repo.listVacancies(db)).map(toAdminVacancy),

    async create(actor: Actor, input: VacancyData): Promise<AdminVacancy> {
      const fields = await values(input);
      const row = await db.transaction(async (tx) => {
        const created = await withFreeSlug(
          (base) => repo.vacancySlugsLike(tx, base),
          slugify(input.title, 'vacature'),
          (slug) => repo.insertVacancy(tx, slug, fields),
        );
        await contentChanged(tx, actor, 'vacancy_created', 'vacancy', created.id, { title: created.title });
        return created;
      });
      return toAdminVacancy(row);
    },

    async update(actor: Actor, id: number, input: VacancyData): Promise<AdminVacancy> {
      const fields = await values(input);
      const row = await db.transaction(async (tx) => {
        const before = await repo.vacancyById(tx, id);
        if (!before) throw new NotFoundError(MESSAGES.vacancyNotFound);
        const updated = await repo.updateVacancy(tx, id, fields);
        await contentChanged(tx, actor, 'vacancy_updated', 'vacancy', id, { before: toAdminVacancy(before) });
        return updated!;
      });
      return toAdminVacancy(row);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteVacancy(tx, id);
        if (!row) throw new NotFoundError(MESSAGES.vacancyNotFound);
        await contentChanged(tx, actor, 'vacancy_deleted', 'vacancy', id, { before: toAdminVacancy(row) });
      });
    },
  };
}
