/**
 * The owner's gallery (decision 047): photos with their texts in Dutch and English, in an order moved
 * one place at a time, audited; a change drops the rendered pages on every instance.
 */
import {
  CONTENT_ADMIN_MESSAGES as MESSAGES,
  type AdminGalleryImage,
  type galleryInputSchema,
  type MoveBody,
} from '@gh/domain/content-admin-api';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { storedEnglish } from '../../lib/content-lang';
import { NotFoundError } from '../../lib/errors';
import { contentRepository as repo, type GalleryRow } from './admin-content.repository';
import { contentChanged, moved } from './content-change';

type GalleryData = z.output<typeof galleryInputSchema>;

/** An uploaded photo (`/uploads/products/<id>-<width>.webp`) is 4:3 at its width; the site's own drawings are 800 × 600. */
export function imageSize(src: string): { width: number; height: number } {
  const width = Number(/^\/uploads\/products\/[\w-]+-(\d{2,4})\.webp$/.exec(src)?.[1] ?? 800);
  return { width, height: Math.round((width * 3) / 4) };
}

export function toAdminImage(row: GalleryRow): AdminGalleryImage {
  return {
    id: row.id,
    src: row.src,
    alt: row.alt,
    caption: row.caption ?? '',
    altEn: row.altEn ?? '',
    captionEn: row.captionEn ?? '',
    width: row.width,
    height: row.height,
    position: row.position,
  };
}

export function createGalleryService(db: Db) {
  const values = (input: GalleryData) => ({
    src: input.src,
    ...imageSize(input.src),
    alt: input.alt,
    caption: input.caption || null,
    altEn: storedEnglish(input.altEn),
    captionEn: storedEnglish(input.captionEn),
  });

  return {
    list: async () => (await repo.listGallery(db)).map(toAdminImage),

    async create(actor: Actor, input: GalleryData): Promise<AdminGalleryImage> {
      return toAdminImage(
        await db.transaction(async (tx) => {
          const row = await repo.insertImage(tx, values(input));
          await contentChanged(tx, actor, 'gallery_image_created', 'gallery_image', row.id, { alt: row.alt });
          return row;
        }),
      );
    },

    async update(actor: Actor, id: number, input: GalleryData): Promise<AdminGalleryImage> {
      return toAdminImage(
        await db.transaction(async (tx) => {
          const before = await repo.imageById(tx, id);
          if (!before) throw new NotFoundError(MESSAGES.imageNotFound);
          const row = (await repo.updateImage(tx, id, values(input)))!;
          await contentChanged(tx, actor, 'gallery_image_updated', 'gallery_image', id, {
            before: toAdminImage(before),
          });
          return row;
        }),
      );
    },

    /** The file stays where it is (a photo's URL is cached for a year); the gallery no longer shows it. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteImage(tx, id);
        if (!row) throw new NotFoundError(MESSAGES.imageNotFound);
        await contentChanged(tx, actor, 'gallery_image_deleted', 'gallery_image', id, {
          before: toAdminImage(row),
        });
      });
    },

    async move(actor: Actor, id: number, direction: MoveBody['direction']): Promise<AdminGalleryImage[]> {
      await db.transaction(async (tx) => {
        const order = moved(
          (await repo.lockGallery(tx)).map((r) => r.key),
          id,
          direction,
        );
        if (!order) throw new NotFoundError(MESSAGES.imageNotFound);
        for (const [position, key] of order.entries()) await repo.setImagePosition(tx, key, position);
        await contentChanged(tx, actor, 'gallery_image_moved', 'gallery_image', id, { direction });
      });
      return (await repo.listGallery(db)).map(toAdminImage);
    },
  };
}
