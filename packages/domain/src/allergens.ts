/** The 14 EU allergens (Regulation 1169/2011) as stored in the catalogue, with their names. */
import { currentLang, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';

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

/** The Dutch names (staff's screens and tickets); `allergenLabel` gives the page's language. */
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

/** The badges' letters on English pages: the English names' first letters, as Dutch does with its own. */
const ALLERGEN_CODES_EN: Record<Allergen, string> = {
  gluten: 'Gl',
  schaaldieren: 'Cr',
  eieren: 'Eg',
  vis: 'Fi',
  "pinda's": 'Pe',
  soja: 'So',
  melk: 'Mi',
  noten: 'Nu',
  selderij: 'Ce',
  mosterd: 'Mu',
  sesamzaad: 'Se',
  sulfiet: 'Su',
  lupine: 'Lu',
  weekdieren: 'Mo',
};

/** An allergen's badge letters in the page's language (`Ei` / `Eg`). */
export function allergenCode(value: Allergen, lang: Lang = currentLang()): string {
  return (lang === 'en' ? ALLERGEN_CODES_EN : ALLERGEN_CODES)[value];
}

export function isAllergen(value: string): value is Allergen {
  return (ALLERGENS as readonly string[]).includes(value);
}

/** An allergen's name (`Eieren`, `Eggs`) in the current language, or the value itself when unknown. */
export function allergenLabel(value: string, lang: Lang = currentLang()): string {
  if (!isAllergen(value)) return value;
  if (lang === 'nl') return ALLERGEN_LABELS[value];
  return (
    m.format_allergens({}, { locale: lang }).split(',')[ALLERGENS.indexOf(value)] ?? ALLERGEN_LABELS[value]
  );
}
