import type { PopularProduct } from '@gh/domain/content';
import { apiFetch } from '../../../lib/api-client';
import { contentApi } from '../../../lib/paths';

export async function getPopular(): Promise<PopularProduct[]> {
  return (await apiFetch<{ products: PopularProduct[] }>(contentApi.popular)).products;
}
