/** Database access for the owner's content: news, vacancies, the gallery and the menu's categories. */
import { asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, galleryImages, locations, newsArticles, products, vacancies } from '../../db/schema';

export type NewsRow = typeof newsArticles.$inferSelect;
export type NewsValues = Omit<typeof newsArticles.$inferInsert, 'id' | 'slug'>;
export type VacancyRow = typeof vacancies.$inferSelect;
export type VacancyValues = Omit<typeof vacancies.$inferInsert, 'id' | 'slug' | 'createdAt'>;
export type GalleryRow = typeof galleryImages.$inferSelect;
export type GalleryValues = Omit<typeof galleryImages.$inferInsert, 'id' | 'position'>;
export type CategoryRow = typeof categories.$inferSelect;

/** The slugs of `table` that start with `base`: the ones a new slug must not take. */
async function slugsLike(
  db: DbOrTx,
  table: PgTable,
  column: AnyPgColumn,
  base: string,
): Promise<Set<string>> {
  const rows = (await db
    .select({ slug: column })
    .from(table)
    .where(like(column, `${base}%`))) as { slug: string }[];
  return new Set(rows.map((r) => r.slug));
}

export const contentRepository = {
  locationExists: async (db: DbOrTx, slug: string) =>
    (await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug))).length > 0,

  // --- News --------------------------------------------------------------------------------------
  listNews: (db: DbOrTx) =>
    db.select().from(newsArticles).orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id)),
  async newsById(db: DbOrTx, id: number): Promise<NewsRow | undefined> {
    const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
    return row;
  },
  newsSlugsLike: (db: DbOrTx, base: string) => slugsLike(db, newsArticles, newsArticles.slug, base),
  /** Undefined when the slug was taken meanwhile (the caller picks another). */
  async insertNews(tx: Tx, slug: string, values: NewsValues): Promise<NewsRow | undefined> {
    const [row] = await tx
      .insert(newsArticles)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: newsArticles.slug })
      .returning();
    return row;
  },
  async updateNews(tx: Tx, id: number, values: Partial<NewsValues>): Promise<NewsRow | undefined> {
    const [row] = await tx.update(newsArticles).set(values).where(eq(newsArticles.id, id)).returning();
    return row;
  },
  async deleteNews(tx: Tx, id: number): Promise<NewsRow | undefined> {
    const [row] = await tx.delete(newsArticles).where(eq(newsArticles.id, id)).returning();
    return row;
  },

  // --- Vacancies ---------------------------------------------------------------------------------
  listVacancies: (db: DbOrTx) => db.select().from(vacancies).orderBy(asc(vacancies.id)),
  async vacancyById(db: DbOrTx, id: number): Promise<VacancyRow | undefined> {
    const [row] = await db.select().from(vacancies).where(eq(vacancies.id, id));
    return row;
  },
  vacancySlugsLike: (db: DbOrTx, base: string) => slugsLike(db, vacancies, vacancies.slug, base),
  async insertVacancy(tx: Tx, slug: string, values: VacancyValues): Promise<VacancyRow | undefined> {
    const [row] = await tx
      .insert(vacancies)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: vacancies.slug })
      .returning();
    return row;
  },
  async updateVacancy(tx: Tx, id: number, values: Partial<VacancyValues>): Promise<VacancyRow | undefined> {
    const [row] = await tx.update(vacancies).set(values).where(eq(vacancies.id, id)).returning();
    return row;
  },
  /** Applications to it stay (their vacancy becomes none, as the foreign key says). */
  async deleteVacancy(tx: Tx, id: number): Promise<VacancyRow | undefined> {
    const [row] = await tx.delete(vacancies).where(eq(vacancies.id, id)).returning();
    return row;
  },

  // --- Gallery -----------------------------------------------------------------------------------
  listGallery: (db: DbOrTx) =>
    db.select().from(galleryImages).orderBy(asc(galleryImages.position), asc(galleryImages.id)),
  async imageById(db: DbOrTx, id: number): Promise<GalleryRow | undefined> {
    const [row] = await db.select().from(galleryImages).where(eq(galleryImages.id, id));
    return row;
  },
  async insertImage(tx: Tx, values: GalleryValues): Promise<GalleryRow> {
    const [row] = await tx
      .insert(galleryImages)
      .values({
        ...values,
        position: sql`(select coalesce(max(${galleryImages.position}) + 1, 0) from ${galleryImages})`,
      })
      .returning();
    return row!;
  },
  async updateImage(tx: Tx, id: number, values: Partial<GalleryValues>): Promise<GalleryRow | undefined> {
    const [row] = await tx.update(galleryImages).set(values).where(eq(galleryImages.id, id)).returning();
    return row;
  },
  async deleteImage(tx: Tx, id: number): Promise<GalleryRow | undefined> {
    const [row] = await tx.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
    return row;
  },
  /** Locks the gallery's rows, in their order, for a move. */
  lockGallery: (tx: Tx) =>
    tx
      .select({ key: galleryImages.id })
      .from(galleryImages)
      .orderBy(asc(galleryImages.position), asc(galleryImages.id))
      .for('update'),
  async setImagePosition(tx: Tx, id: number, position: number): Promise<void> {
    await tx.update(galleryImages).set({ position }).where(eq(galleryImages.id, id));
  },

  // --- Categories --------------------------------------------------------------------------------
  /** Every category in the menu's order, with how many products (both locations) it holds. */
  async listCategories(db: DbOrTx): Promise<(CategoryRow & { products: number })[]> {
    const counts = db
      .select({ slug: products.categorySlug, n: count().as('n') })
      .from(products)
      .groupBy(products.categorySlug)
      .as('counts');
    const rows = await db
      .select({ category: categories, n: counts.n })
      .from(categories)
      .leftJoin(counts, eq(counts.slug, categories.slug))
      .orderBy(asc(categories.position), asc(categories.slug));
    return rows.map((r) => ({ ...r.category, products: Number(r.n ?? 0) }));
  },
  async categoryForUpdate(tx: Tx, slug: string): Promise<CategoryRow | undefined> {
    const [row] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update');
    return row;
  },
  /** A category of this name (compared without case), other than `except`. */
  async categoryNamed(db: DbOrTx, name: string, except?: string): Promise<CategoryRow | undefined> {
    const rows = await db
      .select()
      .from(categories)
      .where(sql`lower(${categories.name}) = lower(${name})`);
    return rows.find((r) => r.slug !== except);
  },
  categorySlugsLike: (db: DbOrTx, base: string) => slugsLike(db, categories, categories.slug, base),
  async insertCategory(
    tx: Tx,
    values: { slug: string; name: string; nameEn: string | null },
  ): Promise<CategoryRow | undefined> {
    const [row] = await tx
      .insert(categories)
      .values({
        ...values,
        position: sql`(select coalesce(max(${categories.position}) + 1, 0) from ${categories})`,
      })
      .onConflictDoNothing({ target: categories.slug })
      .returning();
    return row;
  },
  async updateCategory(
    tx: Tx,
    slug: string,
    values: { name: string; nameEn?: string | null | undefined },
  ): Promise<CategoryRow | undefined> {
    const [row] = await tx.update(categories).set(values).where(eq(categories.slug, slug)).returning();
    return row;
  },
  async productsIn(db: DbOrTx, slug: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.categorySlug, slug));
    return Number(row?.n ?? 0);
  },
  async deleteCategory(tx: Tx, slug: string): Promise<void> {
    await tx.delete(categories).where(eq(categories.slug, slug));
  },
  lockCategories: (tx: Tx) =>
    tx
      .select({ key: categories.slug })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.slug))
      .for('update'),
  async setCategoryPosition(tx: Tx, slug: string, position: number): Promise<void> {
    await tx.update(categories).set({ position }).where(eq(categories.slug, slug));
  },
};
