import type { GalleryImage } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function getGallery(): Promise<GalleryImage[]> {
  return (await apiFetch<{ images: GalleryImage[] }>(contentApi.gallery)).images;
}
