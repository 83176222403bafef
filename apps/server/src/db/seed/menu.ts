/** The demo menu, the same dishes in both cities with some city prices (cents). */
import type { Tx } from '../client';
import { categories, optionGroups, options, products } from '../schema';

export const CATEGORIES = [
  { slug: 'kip', name: 'Kip', position: 1 },
  { slug: 'burgers', name: 'Burgers', position: 2 },
  { slug: 'wraps', name: 'Wraps', position: 3 },
  { slug: 'menus', name: "Menu's", position: 4 },
  { slug: 'bijgerechten', name: 'Bijgerechten', position: 5 },
  { slug: 'sauzen', name: 'Sauzen', position: 6 },
  { slug: 'dranken', name: 'Dranken', position: 7 },
  { slug: 'desserts', name: 'Desserts', position: 8 },
];

interface OptionDef {
  choice: string;
  priceCents?: number;
}
interface GroupDef {
  name: string;
  min: number;
  max: number;
  maxMultiplier?: number;
  options: OptionDef[];
}
export interface ProductDef {
  name: string;
  category: string;
  description: string;
  /** Price per city; a product missing a city is not sold there. */
  price: { amsterdam?: number; rotterdam?: number };
  image: string;
  allergens: string[];
  mayContain?: string[];
  popular?: boolean;
  groups?: GroupDef[];
}

const SAUCES: OptionDef[] = [
  { choice: 'Knoflooksaus', priceCents: 75 },
  { choice: 'Chilisaus', priceCents: 75 },
  { choice: 'Honing-mosterdsaus', priceCents: 75 },
  { choice: 'Barbecuesaus', priceCents: 75 },
];

export const PRODUCTS: ProductDef[] = [
  {
    name: 'Halve kip van het spit',
    category: 'kip',
    description:
      'Een halve scharrelkip, 24 uur gemarineerd in citroen, knoflook en paprika, langzaam gegaard aan het spit.',
    price: { amsterdam: 995, rotterdam: 950 },
    image: '/images/menu/halve-kip.svg',
    allergens: ['selderij'],
    popular: true,
  },
  {
    name: 'Crispy chicken burger',
    category: 'burgers',
    description: 'Krokante kipfilet op een brioche bol met koolsla, augurk en huisgemaakte mayonaise.',
    price: { amsterdam: 895, rotterdam: 875 },
    image: '/images/menu/crispy-burger.svg',
    allergens: ['gluten', 'eieren', 'melk', 'mosterd', 'sesamzaad'],
    popular: true,
    groups: [
      {
        name: "Extra's",
        min: 0,
        max: 3,
        options: [
          { choice: 'Extra kaas', priceCents: 100 },
          { choice: 'Bacon van kip', priceCents: 150 },
          { choice: 'Jalapeños', priceCents: 75 },
        ],
      },
    ],
  },
  {
    name: 'Gouden Haan menu',
    category: 'menus',
    description: 'Kies je burger met een bijgerecht en een drankje naar keuze.',
    price: { amsterdam: 1395, rotterdam: 1350 },
    image: '/images/menu/menu.svg',
    allergens: ['gluten', 'eieren', 'melk', 'mosterd', 'sesamzaad'],
    groups: [
      {
        name: 'Bijgerecht',
        min: 1,
        max: 1,
        options: [
          { choice: 'Friet' },
          { choice: 'Zoete-aardappelfriet', priceCents: 100 },
          { choice: 'Koolsla' },
        ],
      },
      {
        name: 'Drank',
        min: 1,
        max: 1,
        options: [
          { choice: 'Cola' },
          { choice: 'Cola zero' },
          { choice: 'Huisgemaakte ijsthee', priceCents: 50 },
        ],
      },
    ],
  },
  {
    name: 'Losse saus',
    category: 'sauzen',
    description: 'Onze huisgemaakte sauzen in een bakje van 50 ml. Neem er gerust een paar.',
    price: { amsterdam: 0, rotterdam: 0 },
    image: '/images/menu/saus.svg',
    allergens: ['eieren', 'mosterd'],
    groups: [{ name: 'Saus keuze', min: 1, max: 4, maxMultiplier: 10, options: SAUCES }],
  },
];

export async function seedMenu(tx: Tx, defs: ProductDef[] = PRODUCTS): Promise<void> {
  await tx.insert(categories).values(CATEGORIES).onConflictDoNothing();
  for (const city of ['amsterdam', 'rotterdam'] as const) {
    for (const [position, def] of defs.entries()) {
      const priceCents = def.price[city];
      if (priceCents === undefined) continue;
      const [product] = await tx
        .insert(products)
        .values({
          locationSlug: city,
          categorySlug: def.category,
          name: def.name,
          description: def.description,
          priceCents,
          image: def.image,
          allergens: def.allergens,
          mayContain: def.mayContain ?? [],
          popular: def.popular ?? false,
          position,
        })
        .returning({ id: products.id });
      for (const [groupPosition, group] of (def.groups ?? []).entries()) {
        const [row] = await tx
          .insert(optionGroups)
          .values({
            productId: product!.id,
            name: group.name,
            minChoices: group.min,
            maxChoices: group.max,
            maxMultiplier: group.maxMultiplier ?? 1,
            position: groupPosition,
          })
          .returning({ id: optionGroups.id });
        await tx.insert(options).values(
          group.options.map((option, optionPosition) => ({
            groupId: row!.id,
            choice: option.choice,
            priceCents: option.priceCents ?? 0,
            position: optionPosition,
          })),
        );
      }
    }
  }
}
