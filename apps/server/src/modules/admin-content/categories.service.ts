/**
 * The menu's categories (decision 047): a name in Dutch and English and a place in the menu's order.
 * Every menu shows them, so a change drops the menus and the rendered pages on every instance
 * (menu_changed `pages`). A category that still holds products cannot be deleted.
 */
import {
  CONTENT_ADMIN_MESSAGES as MESSAGES,
  type AdminCategory,
  type categoryInputSchema,
  type MoveBody,
} from '@gh/domain/content-admin-api';
import { slugify } from '@gh/domain/content-text';
import type { z } from 'zod';
import { publishMenuChanged } from '../../db/channels';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { storedEnglish } from '../../lib/content-lang';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { contentRepository as repo, type CategoryRow } from './admin-content.repository';
import { moved, withFreeSlug } from './content-change';

type CategoryData = z.output<typeof categoryInputSchema>;

function toAdminCategory(row: CategoryRow & { products?: number }): AdminCategory {
  return {
    slug: row.slug,
    name: row.name,
    nameEn: row.nameEn ?? '',
    position: row.position,
    products: row.products ?? 0,
  };
}

export function createCategoryService(db: Db) {
  const list = async () => (await repo.listCategories(db)).map(toAdminCategory);
  return {
    list,

    /** A new category at the end of the menu; its slug, made from the name, never changes after. */
    async create(actor: Actor, input: CategoryData): Promise<AdminCategory> {
      const row = await db.transaction(async (tx) => {
        if (await repo.categoryNamed(tx, input.name)) throw new ConflictError(MESSAGES.categoryNameTaken);
        const created = await withFreeSlug(
          (base) => repo.categorySlugsLike(tx, base),
          slugify(input.name, 'categorie'),
          (slug) =>
            repo.insertCategory(tx, { slug, name: input.name, nameEn: storedEnglish(input.nameEn) ?? null }),
        );
        await audit(tx, actor, 'category_created', 'category', created.slug, { name: created.name });
        await publishMenuChanged(tx, 'pages');
        return created;
      });
      return toAdminCategory(row);
    },

    async update(actor: Actor, slug: string, input: CategoryData): Promise<AdminCategory> {
      await db.transaction(async (tx) => {
        const before = await repo.categoryForUpdate(tx, slug);
        if (!before) throw new NotFoundError(MESSAGES.categoryNotFound);
        if (await repo.categoryNamed(tx, input.name, slug))
          throw new ConflictError(MESSAGES.categoryNameTaken);
        await repo.updateCategory(tx, slug, { name: input.name, nameEn: storedEnglish(input.nameEn) });
        await audit(tx, actor, 'category_updated', 'category', slug, { before: toAdminCategory(before) });
        await publishMenuChanged(tx, 'pages');
      });
      return (await list()).find((c) => c.slug === slug)!;
    },

    /** Refused while products are in it: they would have no place on the menu. */
    async remove(actor: Actor, slug: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.categoryForUpdate(tx, slug);
        if (!row) throw new NotFoundError(MESSAGES.categoryNotFound);
        const products = await repo.productsIn(tx, slug);
        if (products > 0) throw new ConflictError(MESSAGES.categoryHasProducts(products));
        await repo.deleteCategory(tx, slug);
        await audit(tx, actor, 'category_deleted', 'category', slug, { before: toAdminCategory(row) });
        await publishMenuChanged(tx, 'pages');
      });
    },

    async move(actor: Actor, slug: string, direction: MoveBody['direction']): Promise<AdminCategory[]> {
      await db.transaction(async (tx) => {
        const order = moved(
          (await repo.lockCategories(tx)).map((r) => r.key),
          slug,
          direction,
        );
        if (!order) throw new NotFoundError(MESSAGES.categoryNotFound);
        for (const [position, key] of order.entries()) await repo.setCategoryPosition(tx, key, position);
        await audit(tx, actor, 'category_moved', 'category', slug, { direction });
        await publishMenuChanged(tx, 'pages');
      });
      return list();
    },
  };
}
