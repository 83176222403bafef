/**
 * The web app manifest of each language (issue 29 item 3): `/manifest.webmanifest` for the Dutch
 * pages, `/manifest.en.webmanifest` for the English ones. Written into dist by the web build.
 */
import type { Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { brand } from '../src/lib/brand';
import { THEME_COLORS } from '../src/features/site/color-mode';

/** The page background of each colour mode (styles/app.css): the splash screen's colour. */
const BACKGROUND = { light: '#fff8e7', dark: THEME_COLORS.dark } as const;

/** Square PNGs under public/icons (scripts/make-icons.ts), in the sizes the platforms ask for. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512] as const;
export const MASKABLE_SIZES = [192, 512] as const;

export const manifestPath = (lang: Lang) =>
  lang === 'nl' ? '/manifest.webmanifest' : `/manifest.${lang}.webmanifest`;

export function webManifest(lang: Lang) {
  const locale = { locale: lang };
  const home = lang === 'nl' ? '/' : `/${lang}`;
  const png = (size: number, purpose: 'any' | 'maskable') => ({
    src: purpose === 'any' ? `/icons/icon-${size}.png` : `/icons/icon-maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    // One installed app per language: each opens its own home page.
    id: home,
    name: brand.name,
    short_name: brand.name,
    description: m.site_app_description({}, locale),
    lang,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    // The light mode's colours, and the dark mode's where the system is dark (spec section 4: red
    // in light mode, near-black in dark mode; the page's theme-color meta follows the visitor's
    // own choice once it runs).
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND.light,
    color_scheme_dark: { theme_color: THEME_COLORS.dark, background_color: BACKGROUND.dark },
    categories: ['food', 'shopping'],
    icons: [
      ...ICON_SIZES.map((size) => png(size, 'any')),
      ...MASKABLE_SIZES.map((size) => png(size, 'maskable')),
    ],
    shortcuts: brand.locations.map((location) => ({
      name: m.site_app_shortcut_menu({ city: location.city }, locale),
      short_name: location.city,
      url: `${lang === 'nl' ? '' : `/${lang}`}/menu/${location.slug}`,
      icons: [png(96, 'any')],
    })),
  };
}
