/** The content service: what the information pages read, and the contact and job forms. */
import * as m from '@gh/i18n/messages';
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isoDate, localDay } from '@gh/domain';
import { CONTENT_MESSAGES, type ApplicationData, type ContactData } from '@gh/domain/content';
import { PRIVACY_RETENTION } from '@gh/domain/privacy';
import { currentLang } from '@gh/i18n';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import type { Outbox } from '../../mail/outbox';
import { pickTexts } from '../../lib/content-lang';
import * as repo from './content.repository';
import { checkPdf } from './pdf-check';

export interface ContentDeps {
  db: Db;
  outbox: Outbox;
  limiter: RateLimiter;
  /** Per form (contact, application): from one client address, and from all together. */
  limits: { perAddress: Limit; total: Limit };
  uploadsDir: string;
  now: () => Date;
}

export interface UploadedCv {
  filename: string;
  data: Buffer;
}

const cents = (value: number) => Math.round(value) / 100;

/** Tells the location how long the site keeps the application (decision 025). */
const keepNote = (consent: boolean) =>
  consent
    ? `De sollicitant gaf toestemming om de sollicitatie ${PRIVACY_RETENTION.applicationConsentMonths} maanden te bewaren; daarna verwijdert de site hem.`
    : `De site verwijdert deze sollicitatie en het cv na ${PRIVACY_RETENTION.applicationWeeks} weken; bewaar niets daarvan langer.`;

/**
 * Staff read the form's mail in Dutch (issue 20: staff screens stay Dutch); one sent from the English
 * site says so, so they answer in English, as the board shows an order's language.
 */
const languageNote = () =>
  currentLang() === 'en' ? '\nVerstuurd via de Engelse site: antwoord bij voorkeur in het Engels.' : '';

/** A file name safe to put in an e-mail header and the database. */
export function safeFilename(name: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w. -]/g, '_')
    .slice(0, 100);
  return base.toLowerCase().endsWith('.pdf') ? base : `${base || 'cv'}.pdf`;
}

export function createContentService(deps: ContentDeps) {
  const { db, outbox, limiter, limits } = deps;
  const minutes = (ms: number) => Math.ceil(ms / 60_000);

  return {
    async news() {
      const rows = await repo.listNews(db, deps.now());
      const lang = currentLang();
      return rows.map((r) => ({
        slug: r.slug,
        ...pickTexts(lang, { title: [r.title, r.titleEn], summary: [r.summary, r.summaryEn] }),
        image: r.image,
        publishedAt: r.publishedAt.toISOString(),
      }));
    },

    async article(slug: string) {
      const row = await repo.findArticle(db, slug, deps.now());
      if (!row) throw new NotFoundError(CONTENT_MESSAGES.articleNotFound);
      return {
        slug: row.slug,
        ...pickTexts(currentLang(), {
          title: [row.title, row.titleEn],
          summary: [row.summary, row.summaryEn],
          body: [row.body, row.bodyEn],
        }),
        image: row.image,
        publishedAt: row.publishedAt.toISOString(),
      };
    },

    async offers(location?: string) {
      const [rows, menu] = await Promise.all([
        repo.listCurrentOffers(db, isoDate(localDay(deps.now())), location?.toLowerCase()),
        repo.listProductNames(db),
      ]);
      const lang = currentLang();
      return rows.map(({ locationSlug, rule, titleEn, descriptionEn, badgeEn, ...r }) => {
        const wanted = r.productName?.trim().toLowerCase();
        // The menu products the offer names, in its location (or any): never a link to a product that is not there.
        const named = wanted
          ? menu.filter(
              (p) => p.name.toLowerCase() === wanted && (!locationSlug || p.locationSlug === locationSlug),
            )
          : [];
        return {
          ...r,
          ...pickTexts(lang, {
            title: [r.title, titleEn],
            description: [r.description, descriptionEn],
            badge: [r.badge, badgeEn],
          }),
          location: locationSlug,
          // Each named in the page's language (the offer names it by its Dutch name, issue 20).
          products: named.map((p) => ({
            location: p.locationSlug,
            id: p.id,
            ...pickTexts(lang, { name: [p.name, p.nameEn] }),
          })),
          computed: rule !== null,
        };
      });
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
      const lang = currentLang();
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        location: r.locationSlug,
        ...pickTexts(lang, {
          title: [r.title, r.titleEn],
          hours: [r.hours, r.hoursEn],
          summary: [r.summary, r.summaryEn],
          description: [r.description, r.descriptionEn],
        }),
      }));
    },

    async gallery() {
      const rows = await repo.listGallery(db);
      const lang = currentLang();
      return rows.map((r) => ({
        id: r.id,
        src: r.src,
        ...pickTexts(lang, { alt: [r.alt, r.altEn], caption: [r.caption, r.captionEn] }),
        width: r.width,
        height: r.height,
      }));
    },

    /** Popular products, once per name, with the lowest price over the locations. */
    async popular() {
      const rows = await repo.listPopularProducts(db);
      const byName = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const seen = byName.get(row.name);
        if (!seen || row.priceCents < seen.priceCents) byName.set(row.name, row);
      }
      const lang = currentLang();
      return [...byName.values()].slice(0, 6).map((p) => ({
        ...pickTexts(lang, { name: [p.name, p.nameEn], description: [p.description, p.descriptionEn] }),
        category: p.category,
        priceFrom: cents(p.priceCents),
      }));
    },

    /**
     * Counts a form sent from a client address, before anything is read or stored; throws 429 past
     * the limit of that address, or of all addresses together (kept in the database: every
     * instance counts against the same numbers).
     */
    async admit(form: 'contact' | 'application', address: string) {
      const own = await limiter.hit(`${form}:address:${address}`, limits.perAddress);
      if (!own.ok) {
        throw new TooManyRequestsError(
          CONTENT_MESSAGES.tooManyFromAddress(minutes(own.retryAfterMs)),
          own.retryAfterMs / 1000,
        );
      }
      const all = await limiter.hit(`${form}:all`, limits.total);
      if (!all.ok) {
        throw new TooManyRequestsError(
          CONTENT_MESSAGES.tooManyInTotal(minutes(all.retryAfterMs)),
          all.retryAfterMs / 1000,
        );
      }
    },

    /**
     * Stores the message and, in the same transaction, its e-mail to the chosen location in the
     * outbox; a filled honeypot is accepted and dropped.
     */
    async contact(body: ContactData) {
      if (body.website) return;
      const location = await repo.findLocation(db, body.location);
      if (!location) throw new ValidationError(m.server_form_choose_location());
      await db.transaction(async (tx) => {
        await repo.insertContactMessage(tx, {
          name: body.name,
          email: body.email,
          locationSlug: location.slug,
          subject: body.subject,
          message: body.message,
          // On the app's clock, which the retention sweep compares with (not the database's now()).
          createdAt: deps.now(),
        });
        await outbox.add(tx, {
          to: location.email,
          replyTo: body.email,
          subject: `Contactformulier: ${body.subject}`,
          text: `Nieuw bericht via het contactformulier van ${location.name}.${languageNote()}\n\nNaam: ${body.name}\nE-mail: ${body.email}\nOnderwerp: ${body.subject}\n\n${body.message}\n`,
        });
      });
      outbox.wake();
    },

    /**
     * Stores the application (and the CV under DATA_DIR/applications, never served) with its e-mail
     * in the outbox. The e-mail attaches the stored file, read from disk when it is sent: one copy
     * of the CV on disk, one in one message to every recipient.
     */
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
      const title = vacancy ? vacancy.title : 'Open sollicitatie';
      try {
        await db.transaction(async (tx) => {
          await repo.insertApplication(tx, {
            vacancyId: vacancy?.id ?? null,
            name: fields.name,
            email: fields.email,
            phone: fields.phone ?? null,
            motivation: fields.motivation,
            cvFilename,
            cvPath,
            keepConsent: fields.keepConsent,
            createdAt: deps.now(),
          });
          await outbox.add(tx, {
            to: recipients.flatMap((r) => (r ? [r.email] : [])).join(', '),
            replyTo: fields.email,
            subject: `Sollicitatie: ${title} – ${fields.name}`,
            text: `Nieuwe sollicitatie via de website.${languageNote()}\n\nVacature: ${title}\nNaam: ${fields.name}\nE-mail: ${fields.email}\nTelefoon: ${fields.phone ?? '-'}\n\nMotivatie:\n${fields.motivation}\n\n${cv ? `Cv: ${cvFilename} (bijlage)` : 'Geen cv meegestuurd.'}\n${keepNote(fields.keepConsent)}\n`,
            ...(cvPath && cvFilename
              ? { attachments: [{ filename: cvFilename, path: cvPath, contentType: 'application/pdf' }] }
              : {}),
          });
        });
      } catch (err) {
        // Nothing refers to the file: it must not stay behind.
        if (cvPath) await unlink(cvPath).catch(() => undefined);
        throw err;
      }
      outbox.wake();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
