/** The content service: what the information pages read, and the contact and job forms. */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isoDate, localDay } from '@gh/domain';
import { CONTENT_MESSAGES, type ApplicationData, type ContactData } from '@gh/domain/content';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import * as repo from './content.repository';
import { checkPdf } from './pdf-check';

export interface ContentDeps {
  db: Db;
  mailer: Mailer;
  uploadsDir: string;
  now: () => Date;
}

export interface UploadedCv {
  filename: string;
  data: Buffer;
}

const cents = (value: number) => Math.round(value) / 100;

/** A file name safe to put in an e-mail header and the database. */
export function safeFilename(name: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w. -]/g, '_')
    .slice(0, 100);
  return base.toLowerCase().endsWith('.pdf') ? base : `${base || 'cv'}.pdf`;
}

export function createContentService(deps: ContentDeps) {
  const { db, mailer } = deps;

  return {
    async news() {
      const rows = await repo.listNews(db, deps.now());
      return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
    },

    async article(slug: string) {
      const row = await repo.findArticle(db, slug, deps.now());
      if (!row) throw new NotFoundError(CONTENT_MESSAGES.articleNotFound);
      return {
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        body: row.body,
        image: row.image,
        publishedAt: row.publishedAt.toISOString(),
      };
    },

    async offers() {
      const rows = await repo.listCurrentOffers(db, isoDate(localDay(deps.now())));
      return rows.map(({ locationSlug, ...r }) => ({ ...r, location: locationSlug }));
    },

    async reviews() {
      const [rows, averages] = await Promise.all([repo.listReviews(db), repo.reviewAverages(db)]);
      return {
        reviews: rows.map((r) => ({
          id: r.id,
          location: r.locationSlug,
          author: r.author,
          rating: r.rating,
          text: r.text,
          createdAt: r.createdAt.toISOString(),
        })),
        averages: averages.map((a) => ({
          location: a.location,
          average: Math.round(Number(a.average ?? 0) * 10) / 10,
          count: Number(a.count),
        })),
      };
    },

    async vacancies() {
      const rows = await repo.listVacancies(db);
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        location: r.locationSlug,
        hours: r.hours,
        summary: r.summary,
        description: r.description,
      }));
    },

    async gallery() {
      const rows = await repo.listGallery(db);
      return rows.map((r) => ({
        id: r.id,
        src: r.src,
        alt: r.alt,
        caption: r.caption,
        width: r.width,
        height: r.height,
      }));
    },

    /** Popular products, once per name, with the lowest price over the locations. */
    async popular() {
      const rows = await repo.listPopularProducts(db);
      const byName = new Map<
        string,
        { name: string; description: string; category: string; priceCents: number }
      >();
      for (const row of rows) {
        const seen = byName.get(row.name);
        if (!seen || row.priceCents < seen.priceCents) byName.set(row.name, row);
      }
      return [...byName.values()]
        .slice(0, 6)
        .map(({ priceCents, ...p }) => ({ ...p, priceFrom: cents(priceCents) }));
    },

    /** Stores the message and mails it to the chosen location; a filled honeypot is accepted and dropped. */
    async contact(body: ContactData) {
      if (body.website) return;
      const location = await repo.findLocation(db, body.location);
      if (!location) throw new ValidationError('Kies een vestiging.');
      await repo.insertContactMessage(db, {
        name: body.name,
        email: body.email,
        locationSlug: location.slug,
        subject: body.subject,
        message: body.message,
      });
      await mailer.send({
        to: location.email,
        replyTo: body.email,
        subject: `Contactformulier: ${body.subject}`,
        text: `Nieuw bericht via het contactformulier van ${location.name}.\n\nNaam: ${body.name}\nE-mail: ${body.email}\nOnderwerp: ${body.subject}\n\n${body.message}\n`,
      });
    },

    /** Stores the application (and the CV under DATA_DIR/applications, never served) and mails it with the CV attached. */
    async apply(fields: ApplicationData, cv: UploadedCv | undefined) {
      if (fields.website) return;
      // Whatever the name or declared type says: the file's own structure decides.
      const cvCheck = cv ? checkPdf(cv.data) : 'pdf';
      if (cvCheck === 'not-pdf') throw new AppError(415, CONTENT_MESSAGES.cvNotPdf);
      if (cvCheck === 'broken') throw new ValidationError(CONTENT_MESSAGES.cvBroken);
      const vacancy = fields.vacancy ? await repo.findVacancy(db, fields.vacancy) : undefined;
      if (fields.vacancy && !vacancy) throw new ValidationError(CONTENT_MESSAGES.unknownVacancy);
      const recipients = vacancy?.locationSlug
        ? [await repo.findLocation(db, vacancy.locationSlug)]
        : await Promise.all((await repo.listLocationSlugs(db)).map((l) => repo.findLocation(db, l.slug)));
      let cvPath: string | null = null;
      let cvFilename: string | null = null;
      if (cv) {
        await mkdir(deps.uploadsDir, { recursive: true });
        cvFilename = safeFilename(cv.filename);
        cvPath = path.join(deps.uploadsDir, `${randomUUID()}.pdf`);
        await writeFile(cvPath, cv.data, { mode: 0o600 });
      }
      await repo.insertApplication(db, {
        vacancyId: vacancy?.id ?? null,
        name: fields.name,
        email: fields.email,
        phone: fields.phone ?? null,
        motivation: fields.motivation,
        cvFilename,
        cvPath,
      });
      const title = vacancy ? vacancy.title : 'Open sollicitatie';
      await mailer.send({
        to: recipients.flatMap((r) => (r ? [r.email] : [])).join(', '),
        replyTo: fields.email,
        subject: `Sollicitatie: ${title} – ${fields.name}`,
        text: `Nieuwe sollicitatie via de website.\n\nVacature: ${title}\nNaam: ${fields.name}\nE-mail: ${fields.email}\nTelefoon: ${fields.phone ?? '-'}\n\nMotivatie:\n${fields.motivation}\n\n${cv ? `Cv: ${cvFilename} (bijlage)` : 'Geen cv meegestuurd.'}\n`,
        ...(cv && cvFilename
          ? { attachments: [{ filename: cvFilename, content: cv.data, contentType: 'application/pdf' }] }
          : {}),
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
