/** The 14 EU allergens (Regulation 1169/2011) as stored in the catalogue, with their Dutch labels. */

export const ALLERGENS = [
  'gluten',
  'schaaldieren',
  'eieren',
  'vis',
  "pinda's",
  'soja',
  'melk',
  'noten',
  'selderij',
  'mosterd',
  'sesamzaad',
  'sulfiet',
  'lupine',
  'weekdieren',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'Gluten',
  schaaldieren: 'Schaaldieren',
  eieren: 'Eieren',
  vis: 'Vis',
  "pinda's": "Pinda's",
  soja: 'Soja',
  melk: 'Melk',
  noten: 'Noten',
  selderij: 'Selderij',
  mosterd: 'Mosterd',
  sesamzaad: 'Sesamzaad',
  sulfiet: 'Sulfiet',
  lupine: 'Lupine',
  weekdieren: 'Weekdieren',
};

/** A two-letter mark per allergen for compact badges (the full label goes in the accessible name). */
export const ALLERGEN_CODES: Record<Allergen, string> = {
  gluten: 'Gl',
  schaaldieren: 'Sc',
  eieren: 'Ei',
  vis: 'Vi',
  "pinda's": 'Pi',
  soja: 'So',
  melk: 'Me',
  noten: 'No',
  selderij: 'Se',
  mosterd: 'Mo',
  sesamzaad: 'Ss',
  sulfiet: 'Su',
  lupine: 'Lu',
  weekdieren: 'We',
};

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}

export function allergenLabel(value: string): string {
  return isAllergen(value) ? ALLERGEN_LABELS[value] : value;
}
