/** `GET /api/menu/:location`: one city's menu (trusted server answer, no runtime validation here). */
import type { Menu } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getMenu(city: string, signal?: AbortSignal): Promise<Menu> {
  return apiFetch<Menu>(api.menu(city), { signal, fallback: m.menu_load_failed() });
}
