/**
 * The per-location menu answer, built once and kept in memory as JSON plus brotli and gzip
 * buffers with a strong ETag; a `menu_changed` notification drops it so the next request rebuilds.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isAllergen, isOptionSoldOut, productNameKey, toEuros, type Allergen } from '@gh/domain';
import type { Menu } from '@gh/domain/menu';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { MESSAGES } from '@gh/domain';
import * as repo from './menu.repository';
import { pickTexts } from '../../lib/content-lang';
import { LANGS, type Lang } from '@gh/i18n';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Slugs are lowercase words; anything else cannot be a location and never reaches the database. */
const SLUG = /^[a-z][a-z0-9-]{0,49}$/;

export interface MenuEntry {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The menu of `slug` in `lang` (issue 20): English where written, the Dutch standing in flagged. */
export async function buildMenu(db: DbOrTx, slug: string, lang: Lang = 'nl'): Promise<Menu | null> {
  if (!(await repo.locationExists(db, slug))) return null;
  const [cats, rows] = await Promise.all([repo.listCategories(db), repo.listProducts(db, slug)]);
  const groups = await repo.listOptionGroups(
    db,
    rows.map((p) => p.id),
  );
  const opts = await repo.listOptions(
    db,
    groups.map((g) => g.id),
  );
  const allergens = (list: string[]): Allergen[] => list.filter(isAllergen);
  const soldOutNames = new Set(rows.filter((p) => !p.available).map((p) => productNameKey(p.name)));
  return {
    location: slug,
    categories: cats
      .map((category) => ({
        slug: category.slug,
        ...pickTexts(lang, { name: [category.name, category.nameEn] }),
        products: rows
          .filter((p) => p.categorySlug === category.slug)
          .map((p) => ({
            id: p.id,
            ...pickTexts(lang, { name: [p.name, p.nameEn], description: [p.description, p.descriptionEn] }),
            price: toEuros(p.priceCents),
            category: p.categorySlug,
            location: p.locationSlug,
            image: p.image,
            allergens: allergens(p.allergens),
            mayContain: allergens(p.mayContain),
            available: p.available,
            popular: p.popular,
            notLooseSauce: p.notLooseSauce,
            ageRestricted: p.ageRestricted,
            optionGroups: groups
              .filter((g) => g.productId === p.id)
              .map((g) => ({
                id: g.id,
                ...pickTexts(lang, { name: [g.name, g.nameEn] }),
                min: g.minChoices,
                max: g.maxChoices,
                maxMultiplier: g.maxMultiplier,
                options: opts
                  .filter((o) => o.groupId === g.id)
                  .map((o) => ({
                    ...pickTexts(lang, { choice: [o.choice, o.choiceEn] }),
                    price: toEuros(o.priceCents),
                    allergens: allergens(o.allergens),
                    mayContain: allergens(o.mayContain),
                    soldOut: isOptionSoldOut(o, soldOutNames),
                  })),
              })),
          })),
      }))
      .filter((category) => category.products.length > 0),
  };
}

async function encode(menu: Menu): Promise<MenuEntry> {
  const identity = Buffer.from(JSON.stringify(menu));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, br, gzip: gz };
}

export interface MenuService {
  /** The encoded answer for a location in a language; throws NotFoundError for an unknown one. */
  get(slug: string, lang?: Lang): Promise<MenuEntry>;
  /** Builds every location's answer ahead of the first request. */
  warm(): Promise<void>;
  /** Drops one location's cached answers (every language), or all of them without a slug. */
  invalidate(slug?: string): void;
}

export function createMenuService(db: DbOrTx): MenuService {
  const cache = new Map<string, Promise<MenuEntry | null>>();
  // Bumped on every invalidation, so an answer built before a change is not kept after it.
  let generation = 0;

  // One answer per location and language, keyed `nl:amsterdam`.
  const keyOf = (slug: string, lang: Lang) => `${lang}:${slug}`;

  function load(slug: string, lang: Lang): Promise<MenuEntry | null> {
    const started = generation;
    const key = keyOf(slug, lang);
    const pending = buildMenu(db, slug, lang).then((menu) => (menu ? encode(menu) : null));
    cache.set(key, pending);
    pending.then(
      (entry) => {
        // Unknown slugs are not remembered: the set of possible misses is unbounded.
        if (entry === null || generation !== started) {
          if (cache.get(key) === pending) cache.delete(key);
        }
      },
      () => {
        if (cache.get(key) === pending) cache.delete(key);
      },
    );
    return pending;
  }

  return {
    async get(slug, lang = 'nl') {
      if (!SLUG.test(slug)) throw new NotFoundError(MESSAGES.unknownLocation);
      const entry = await (cache.get(keyOf(slug, lang)) ?? load(slug, lang));
      if (!entry) throw new NotFoundError(MESSAGES.unknownLocation);
      return entry;
    },
    async warm() {
      for (const slug of await repo.listLocationSlugs(db)) {
        if (SLUG.test(slug)) for (const lang of LANGS) await this.get(slug, lang);
      }
    },
    invalidate(slug) {
      generation++;
      if (slug && SLUG.test(slug)) for (const lang of LANGS) cache.delete(keyOf(slug, lang));
      else cache.clear();
    },
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once (bounded). */
const chosenEncodings = new Map<string, Encoding>();

/** Picks the encoding a client accepts, preferring brotli. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  let chosen = chosenEncodings.get(header);
  if (chosen === undefined) {
    if (chosenEncodings.size >= 64) chosenEncodings.clear();
    chosen = parseAcceptEncoding(header);
    chosenEncodings.set(header, chosen);
  }
  return chosen;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header matches an ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
