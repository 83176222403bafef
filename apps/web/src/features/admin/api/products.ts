/** Product calls of the admin area. */
import type { AdminProduct, AdminProductList, ProductInput } from '@gh/domain/admin';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getProducts = (
  filter: { location: string; category?: string; q?: string },
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ location: filter.location });
  if (filter.category) query.set('category', filter.category);
  if (filter.q) query.set('q', filter.q);
  return apiFetch<AdminProductList>(adminApi.products(query.toString()), signal ? { signal } : {});
};

export const getProduct = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminProduct>(adminApi.product(id), signal ? { signal } : {});

export const saveProduct = (id: string | null, input: ProductInput) =>
  apiFetch<AdminProduct>(id ? adminApi.product(id) : adminApi.createProduct, {
    method: id ? 'PUT' : 'POST',
    body: input,
    fallback: 'Opslaan mislukt.',
  });

export const setAvailability = (id: string, available: boolean) =>
  apiFetch<AdminProduct>(adminApi.availability(id), { method: 'PATCH', body: { available } });

export const deleteProduct = (id: string) => apiFetch<void>(adminApi.product(id), { method: 'DELETE' });

export const copyProduct = (id: string, location: string) =>
  apiFetch<AdminProduct>(adminApi.copyProduct(id), { method: 'POST', body: { location } });

/** Multipart upload of a product photo; answers the stored WebP path. */
export async function uploadImage(file: File): Promise<{ image: string; srcset: string }> {
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    response = await fetch(adminApi.uploadImage, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'Geen verbinding met de server. Probeer het opnieuw.');
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    image?: string;
    srcset?: string;
  };
  if (!response.ok) throw new ApiError(response.status, body.message ?? 'Uploaden mislukt.');
  return { image: body.image!, srcset: body.srcset ?? '' };
}
