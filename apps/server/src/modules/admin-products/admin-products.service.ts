/** Product management: every change is audited and tells the menu module to drop its cache. */
import { ADMIN_MESSAGES, looseSauceWarning, type AdminProduct, type ProductInput } from '@gh/domain/admin';
import { toCents, toEuros } from '@gh/domain';
import { publishMenuChanged } from '../../db/channels';
import type { Db, DbOrTx } from '../../db/client';
import { audit, type Actor } from '../../lib/audit';
import { NotFoundError, ValidationError } from '../../lib/errors';
import {
  productRepository as repo,
  type GroupWithOptions,
  type ProductValues,
  type ProductWithGroups,
} from './admin-products.repository';

export function toAdminProduct(p: ProductWithGroups): AdminProduct {
  const answer = {
    id: p.id,
    location: p.locationSlug,
    category: p.categorySlug,
    name: p.name,
    description: p.description,
    nameEn: p.nameEn ?? '',
    descriptionEn: p.descriptionEn ?? '',
    price: toEuros(p.priceCents),
    image: p.image,
    allergens: p.allergens,
    mayContain: p.mayContain,
    available: p.available,
    popular: p.popular,
    notLooseSauce: p.notLooseSauce,
    ageRestricted: p.ageRestricted,
    vatRate: p.vatRate,
    optionGroups: p.groups.map((g) => ({
      id: g.id,
      name: g.name,
      nameEn: g.nameEn ?? '',
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      maxMultiplier: g.maxMultiplier,
      options: g.options.map((o) => ({
        id: o.id,
        choice: o.choice,
        choiceEn: o.choiceEn ?? '',
        price: toEuros(o.priceCents),
        allergens: o.allergens,
        mayContain: o.mayContain,
        soldOut: o.soldOut,
      })),
    })),
    updatedAt: p.updatedAt.toISOString(),
  };
  return { ...answer, looseSauceWarning: looseSauceWarning(answer) };
}

/** '' is stored as null (not translated); left out (undefined) keeps what is stored on an edit. */
function english(text: string | undefined): string | null | undefined {
  return text === undefined ? undefined : text.trim() || null;
}

function fromInput(input: ProductInput): { values: ProductValues; groups: GroupWithOptions[] } {
  return {
    values: {
      locationSlug: input.location,
      categorySlug: input.category,
      name: input.name,
      description: input.description,
      nameEn: english(input.nameEn),
      descriptionEn: english(input.descriptionEn),
      priceCents: toCents(input.price),
      image: input.image,
      allergens: [...new Set(input.allergens)],
      mayContain: [...new Set(input.mayContain)].filter((a) => !input.allergens.includes(a)),
      available: input.available,
      popular: input.popular,
      notLooseSauce: input.notLooseSauce,
      ageRestricted: input.ageRestricted,
      vatRate: input.vatRate,
    },
    groups: input.optionGroups.map((g) => ({
      id: g.id,
      name: g.name,
      nameEn: english(g.nameEn),
      minChoices: g.minChoices,
      maxChoices: Math.min(g.maxChoices, g.options.length),
      maxMultiplier: g.maxMultiplier,
      options: g.options.map((o) => ({
        id: o.id,
        choice: o.choice,
        choiceEn: english(o.choiceEn),
        priceCents: toCents(o.price),
        allergens: [...new Set(o.allergens)],
        mayContain: [...new Set(o.mayContain)].filter((a) => !o.allergens.includes(a)),
        soldOut: o.soldOut,
      })),
    })),
  };
}

/** Two options with the same name in one group cannot be told apart by a customer: refused. */
function checkOptionNames(input: ProductInput): void {
  for (const group of input.optionGroups) {
    const seen = new Set<string>();
    for (const option of group.options) {
      const key = option.choice.trim().toLocaleLowerCase('nl');
      if (seen.has(key))
        throw new ValidationError(
          `De keuze "${option.choice.trim()}" staat twee keer in de groep "${group.name}".`,
        );
      seen.add(key);
    }
  }
}

async function checkRefs(db: DbOrTx, location: string, category: string): Promise<void> {
  if (!(await repo.locationExists(db, location))) throw new ValidationError('Deze locatie kennen we niet.');
  if (!(await repo.categoryExists(db, category))) throw new ValidationError('Deze categorie kennen we niet.');
}

async function load(db: DbOrTx, id: string): Promise<ProductWithGroups> {
  const product = await repo.byId(db, id);
  if (!product) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
  return product;
}

export function createProductService(db: Db) {
  return {
    async list(filter: { location: string; category?: string | undefined; q?: string | undefined }) {
      const [products, categories] = await Promise.all([
        repo.list(db, {
          location: filter.location,
          category: filter.category,
          q: filter.q?.trim() || undefined,
        }),
        repo.categories(db),
      ]);
      return { products: products.map(toAdminProduct), categories };
    },
    async get(id: string) {
      return toAdminProduct(await load(db, id));
    },
    async create(actor: Actor, input: ProductInput) {
      await checkRefs(db, input.location, input.category);
      checkOptionNames(input);
      const { values, groups } = fromInput(input);
      const id = await db.transaction(async (tx) => {
        const newId = await repo.insert(tx, values, groups);
        await audit(tx, actor, 'product_created', 'product', newId, {
          name: input.name,
          location: input.location,
        });
        await publishMenuChanged(tx, { location: input.location });
        return newId;
      });
      return toAdminProduct(await load(db, id));
    },
    async update(actor: Actor, id: string, input: ProductInput) {
      await checkRefs(db, input.location, input.category);
      checkOptionNames(input);
      const before = await load(db, id);
      const { values, groups } = fromInput(input);
      await db.transaction(async (tx) => {
        if (!(await repo.update(tx, id, values, groups)))
          throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
        await audit(tx, actor, 'product_updated', 'product', id, {
          name: input.name,
          before: toAdminProduct(before),
        });
        await publishMenuChanged(tx, { location: input.location });
        if (before.locationSlug !== input.location)
          await publishMenuChanged(tx, { location: before.locationSlug });
      });
      return toAdminProduct(await load(db, id));
    },
    async setAvailable(actor: Actor, id: string, available: boolean) {
      await db.transaction(async (tx) => {
        const row = await repo.setAvailable(tx, id, available);
        if (!row) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
        await audit(tx, actor, available ? 'product_available' : 'product_sold_out', 'product', id, {
          name: row.name,
        });
        await publishMenuChanged(tx, { location: row.locationSlug });
      });
      return toAdminProduct(await load(db, id));
    },
    /** Orders keep their own snapshot of the lines, so deleting a product leaves them intact. */
    async remove(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        const row = await repo.delete(tx, id);
        if (!row) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
        await audit(tx, actor, 'product_deleted', 'product', id, {
          name: row.name,
          location: row.locationSlug,
        });
        await publishMenuChanged(tx, { location: row.locationSlug });
      });
    },
    async copy(actor: Actor, id: string, location: string) {
      const source = await load(db, id);
      if (location === source.locationSlug)
        throw new ValidationError('Kies de andere locatie om naar te kopiëren.');
      if (!(await repo.locationExists(db, location)))
        throw new ValidationError('Deze locatie kennen we niet.');
      const newId = await db.transaction(async (tx) => {
        const { id: _id, createdAt: _c, updatedAt: _u, groups, ...rest } = source;
        const created = await repo.insert(tx, { ...rest, locationSlug: location }, groups);
        await audit(tx, actor, 'product_copied', 'product', created, { from: id, location });
        await publishMenuChanged(tx, { location: location });
        return created;
      });
      return toAdminProduct(await load(db, newId));
    },
  };
}
