/**
 * The catalogue as the cart needs it (prices, groups, options), held in memory so that an add costs no
 * catalogue query. Dropped on the `menu_changed` NOTIFY and, as a safety net, after a short TTL.
 */
import { sql } from 'drizzle-orm';
import { isOptionSoldOut, productNameKey } from '@gh/domain';
import type { DbOrTx } from '../../db/client';

export interface CatalogueOption {
  id: string;
  choice: string;
  /** Its English name (issue 20); null when not translated yet. */
  choiceEn: string | null;
  priceCents: number;
  /** Marked sold out, or a sold-out product of the same name at this location (decision 022). */
  soldOut: boolean;
}
export interface CatalogueGroup {
  id: string;
  name: string;
  nameEn: string | null;
  minChoices: number;
  maxChoices: number;
  maxMultiplier: number;
  options: CatalogueOption[];
}
export interface CatalogueProduct {
  id: string;
  location: string;
  category: string;
  name: string;
  nameEn: string | null;
  priceCents: number;
  notLooseSauce: boolean;
  /** "Alcohol (18+)" (decision 048). */
  ageRestricted: boolean;
  /** 9 or 21 (decision 027): the cart's discounts are spread per rate. */
  vatRate: number;
  available: boolean;
  groups: CatalogueGroup[];
}

interface Row {
  id: string;
  location_slug: string;
  category_slug: string;
  name: string;
  name_en: string | null;
  price_cents: number;
  not_loose_sauce: boolean;
  age_restricted: boolean;
  vat_rate: number | null;
  available: boolean;
  group_id: string | null;
  group_name: string | null;
  group_name_en: string | null;
  min_choices: number | null;
  max_choices: number | null;
  max_multiplier: number | null;
  option_id: string | null;
  choice: string | null;
  choice_en: string | null;
  option_price_cents: number | null;
  option_sold_out: boolean | null;
}

const TTL_MS = 60_000;

export interface Catalogue {
  product(id: string): Promise<CatalogueProduct | undefined>;
  invalidate(): void;
}

export function createCatalogue(db: DbOrTx, clock: () => number = Date.now): Catalogue {
  let cache: { at: number; products: Promise<Map<string, CatalogueProduct>> } | undefined;

  async function load(): Promise<Map<string, CatalogueProduct>> {
    const result = await db.execute(sql`
      select p.id, p.location_slug, p.category_slug, p.name, p.name_en, p.price_cents, p.not_loose_sauce, p.age_restricted, p.vat_rate, p.available,
             g.id as group_id, g.name as group_name, g.name_en as group_name_en, g.min_choices, g.max_choices, g.max_multiplier,
             o.id as option_id, o.choice, o.choice_en, o.price_cents as option_price_cents,
             o.sold_out as option_sold_out
      from products p
      left join option_groups g on g.product_id = p.id
      left join options o on o.group_id = g.id
      order by p.id, g.position, g.id, o.position, o.id`);
    const products = new Map<string, CatalogueProduct>();
    for (const row of (result as unknown as { rows: Row[] }).rows) {
      let product = products.get(row.id);
      if (!product) {
        product = {
          id: row.id,
          location: row.location_slug,
          category: row.category_slug,
          name: row.name,
          nameEn: row.name_en ?? null,
          priceCents: Number(row.price_cents),
          notLooseSauce: row.not_loose_sauce === true,
          ageRestricted: row.age_restricted === true,
          vatRate: Number(row.vat_rate ?? 9),
          available: row.available,
          groups: [],
        };
        products.set(row.id, product);
      }
      if (row.group_id === null) continue;
      let group = product.groups.find((g) => g.id === row.group_id);
      if (!group) {
        group = {
          id: row.group_id,
          name: row.group_name ?? '',
          nameEn: row.group_name_en ?? null,
          minChoices: Number(row.min_choices ?? 0),
          maxChoices: Number(row.max_choices ?? 1),
          maxMultiplier: Number(row.max_multiplier ?? 1),
          options: [],
        };
        product.groups.push(group);
      }
      if (row.option_id !== null) {
        group.options.push({
          id: row.option_id,
          choice: row.choice ?? '',
          choiceEn: row.choice_en ?? null,
          priceCents: Number(row.option_price_cents ?? 0),
          soldOut: row.option_sold_out === true,
        });
      }
    }
    markSoldOutOptions(products);
    return products;
  }

  return {
    async product(id) {
      if (!cache || clock() - cache.at > TTL_MS) {
        const entry = { at: clock(), products: load() };
        cache = entry;
        // A failed load must not stay cached.
        entry.products.catch(() => {
          if (cache === entry) cache = undefined;
        });
      }
      return (await cache.products).get(id);
    },
    invalidate() {
      cache = undefined;
    },
  };
}

/** Sold out means sold out everywhere: an option named like a sold-out product of its location is too. */
function markSoldOutOptions(products: Map<string, CatalogueProduct>): void {
  const soldOutNames = new Map<string, Set<string>>();
  for (const p of products.values()) {
    if (p.available) continue;
    let names = soldOutNames.get(p.location);
    if (!names) soldOutNames.set(p.location, (names = new Set()));
    names.add(productNameKey(p.name));
  }
  for (const p of products.values()) {
    const names = soldOutNames.get(p.location);
    if (!names) continue;
    for (const group of p.groups)
      for (const option of group.options) option.soldOut = isOptionSoldOut(option, names);
  }
}
