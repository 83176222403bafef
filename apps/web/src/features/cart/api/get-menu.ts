/** `GET /api/menu/:location` for the cart: what a line's product and options hold (decision 022). */
import type { Menu } from '@gh/domain/menu';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getMenuForCart(location: string, signal?: AbortSignal): Promise<Menu> {
  return apiFetch<Menu>(api.menu(location), { signal, fallback: '' });
}
