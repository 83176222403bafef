/** Database access for the site's content: news, offers, reviews, vacancies, gallery and the forms. */
import { and, asc, avg, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contactMessages,
  galleryImages,
  jobApplications,
  locations,
  newsArticles,
  offers,
  products,
  reviews,
  vacancies,
} from '../../db/schema';

export function listNews(db: DbOrTx, now: Date) {
  return db
    .select({
      slug: newsArticles.slug,
      title: newsArticles.title,
      summary: newsArticles.summary,
      titleEn: newsArticles.titleEn,
      summaryEn: newsArticles.summaryEn,
      image: newsArticles.image,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(lte(newsArticles.publishedAt, now))
    .orderBy(desc(newsArticles.publishedAt));
}

export async function findArticle(db: DbOrTx, slug: string, now: Date) {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), lte(newsArticles.publishedAt, now)))
    .limit(1);
  return row;
}

/**
 * Active offers valid on `today` (YYYY-MM-DD, Amsterdam), the ones ending soonest first; with a
 * location, those of that location and of all.
 */
export function listCurrentOffers(db: DbOrTx, today: string, location?: string) {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.active, true),
        lte(offers.validFrom, today),
        gte(offers.validUntil, today),
        location ? or(isNull(offers.locationSlug), eq(offers.locationSlug, location)) : undefined,
      ),
    )
    .orderBy(asc(offers.validUntil), asc(offers.id));
}

/** Every menu product's id, name and location: an offer links only to a product that exists. */
export function listProductNames(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      locationSlug: products.locationSlug,
    })
    .from(products)
    .orderBy(asc(products.locationSlug), asc(products.position));
}

export function listReviews(db: DbOrTx) {
  return db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export function reviewAverages(db: DbOrTx) {
  return db
    .select({ location: reviews.locationSlug, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .groupBy(reviews.locationSlug)
    .orderBy(asc(reviews.locationSlug));
}

export function listVacancies(db: DbOrTx) {
  return db.select().from(vacancies).where(eq(vacancies.published, true)).orderBy(asc(vacancies.id));
}

export async function findVacancy(db: DbOrTx, slug: string) {
  const [row] = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.slug, slug), eq(vacancies.published, true)))
    .limit(1);
  return row;
}

export function listGallery(db: DbOrTx) {
  return db.select().from(galleryImages).orderBy(asc(galleryImages.position), asc(galleryImages.id));
}

export function listPopularProducts(db: DbOrTx) {
  return db
    .select({
      name: products.name,
      description: products.description,
      nameEn: products.nameEn,
      descriptionEn: products.descriptionEn,
      category: products.categorySlug,
      priceCents: products.priceCents,
      position: products.position,
    })
    .from(products)
    .where(and(eq(products.popular, true), eq(products.available, true)))
    .orderBy(asc(products.position));
}

export async function findLocation(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ slug: locations.slug, name: locations.name, email: locations.email })
    .from(locations)
    .where(eq(locations.slug, slug))
    .limit(1);
  return row;
}

export function listLocationSlugs(db: DbOrTx) {
  return db.select({ slug: locations.slug }).from(locations).orderBy(asc(locations.position));
}

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

export async function insertApplication(db: DbOrTx, values: typeof jobApplications.$inferInsert) {
  const [row] = await db.insert(jobApplications).values(values).returning({ id: jobApplications.id });
  return row!.id;
}
