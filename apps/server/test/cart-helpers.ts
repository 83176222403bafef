/** Shared by the cart's route and property tests: catalogue look-ups and a cookie-keeping caller. */
import { sql } from 'drizzle-orm';
import type { App } from '../src/types';
import type { Database } from '../src/db/client';

export const SAME_ORIGIN = { origin: 'http://localhost:3000' };

export interface SeedProduct {
  id: string;
  name: string;
  location: string;
  category: string;
  priceCents: number;
  available: boolean;
  options: { choice: string; priceCents: number; group: string; maxMultiplier: number }[];
}

export async function seedProducts(database: Database): Promise<SeedProduct[]> {
  const result = await database.db.execute(sql`
    select p.id, p.name, p.location_slug as location, p.category_slug as category, p.price_cents, p.available,
           coalesce(json_agg(json_build_object('choice', o.choice, 'priceCents', o.price_cents,
             'group', g.name, 'maxMultiplier', g.max_multiplier)) filter (where o.id is not null), '[]') as options
    from products p
    left join option_groups g on g.product_id = p.id
    left join options o on o.group_id = g.id
    group by p.id order by p.location_slug, p.position`);
  return (
    result as unknown as { rows: (Omit<SeedProduct, 'priceCents'> & { price_cents: number })[] }
  ).rows.map(({ price_cents, ...p }) => ({ ...p, priceCents: Number(price_cents) }));
}

export function findProduct(products: SeedProduct[], location: string, name: string): SeedProduct {
  const product = products.find((p) => p.location === location && p.name === name);
  if (!product) throw new Error(`No ${name} in ${location}`);
  return product;
}

/** A visitor: keeps the session cookie between calls, like a browser. */
export function visitor(app: App, initialCookie?: string) {
  let cookie = initialCookie;
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
      const res = await app.inject({
        method,
        url,
        headers: { ...SAME_ORIGIN, ...(cookie ? { cookie: `gh_session=${cookie}` } : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const set = res.cookies.find((c) => c.name === 'gh_session');
      if (set) cookie = set.value;
      return res;
    },
  };
}

export function addPayload(product: SeedProduct, extra: Record<string, unknown> = {}) {
  return {
    id: product.id,
    name: product.name,
    price: product.priceCents / 100,
    quantity: 1,
    category: product.category,
    location: product.location,
    selectedOptions: [],
    ...extra,
  };
}
