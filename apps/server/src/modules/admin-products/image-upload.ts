/** Product photos: JPEG, PNG or WebP up to 5 MB, checked by their bytes and re-encoded as WebP sizes. */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import { ValidationError } from '../../lib/errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
/** The width stored on the product; the others are offered through srcset. */
const MAIN_WIDTH = 640;

export function imageKind(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Writes the WebP sizes under `<uploadRoot>/products` and returns their public URLs. */
export async function storeProductImage(uploadRoot: string, bytes: Buffer) {
  if (!imageKind(bytes)) throw new ValidationError(ADMIN_MESSAGES.imageType);
  const dir = path.join(uploadRoot, 'products');
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const urls: string[] = [];
  try {
    // Loaded on the first upload: libvips costs some 30 MB of memory that a shop without uploads
    // never needs. limitInputPixels refuses decompression bombs; rotate() applies the EXIF orientation.
    const { default: sharp } = await import('sharp');
    const input = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    await input.metadata();
    for (const width of IMAGE_WIDTHS) {
      const out = await input
        .clone()
        .resize({ width, height: Math.round((width * 3) / 4), fit: 'cover', withoutEnlargement: false })
        .webp({ quality: 78 })
        .toBuffer();
      await writeFile(path.join(dir, `${id}-${width}.webp`), out);
      urls.push(`/uploads/products/${id}-${width}.webp ${width}w`);
    }
  } catch {
    throw new ValidationError(ADMIN_MESSAGES.imageBroken);
  }
  return { image: `/uploads/products/${id}-${MAIN_WIDTH}.webp`, srcset: urls.join(', ') };
}
