/** Slugs made from a title, and the short text of an article that has no summary of its own. */

/** The longest slug made; a path of a news article or a vacancy stays readable. */
export const SLUG_MAX = 80;

/**
 * `Nieuwe kip-saté in Rotterdam!` becomes `nieuwe-kip-sate-in-rotterdam`: lower case, accents dropped,
 * every other run of characters one hyphen, as the public routes' `^[a-z0-9-]+$` takes it. A title of
 * only signs gives `fallback`.
 */
export function slugify(title: string, fallback = 'bericht'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first free slug of `base`, `base-2`, `base-3`, … given the slugs that are taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The longest summary made from a body. */
export const EXCERPT_MAX = 200;

/**
 * An article's first paragraph, cut after a whole word with `…` when longer than `max`: what the news
 * list shows when the owner wrote no summary.
 */
export function excerpt(body: string, max = EXCERPT_MAX): string {
  const first =
    body
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
