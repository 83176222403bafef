/** The sticky category bar: links to each section, the one in view marked as it scrolls. */
import { useEffect, useRef, useState } from 'react';
import type { MenuCategory } from '@gh/domain/menu';
import * as m from '@gh/i18n/messages';
import { untranslatedLang } from '../../../lib/untranslated';

/** An empty element after the last section; when it is in view, the last category is current. */
export const END_ID = 'menu-einde';

export function sectionId(slug: string): string {
  return `categorie-${slug}`;
}

export function CategoryNav({ categories }: { categories: MenuCategory[] }) {
  const [marked, setActive] = useState(categories[0]?.slug ?? '');
  // A filter may hide the marked category; then the first one shown is current.
  const active = categories.some((c) => c.slug === marked) ? marked : (categories[0]?.slug ?? '');
  const listRef = useRef<HTMLUListElement>(null);
  const slugs = categories.map((c) => c.slug).join(',');

  useEffect(() => {
    const list = slugs.split(',').filter(Boolean);
    const visible = new Map<string, boolean>();
    let atEnd = false;
    const update = () => {
      // At the end of the menu the last category is current, even when it is too short to reach the band.
      const shown = list.filter((slug) => visible.get(sectionId(slug)));
      const current = atEnd ? list[list.length - 1] : shown[shown.length - 1];
      if (current) setActive(current);
    };
    // A section counts as current while it crosses the band under the sticky bar; of two, the later one.
    const sections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        update();
      },
      { rootMargin: '-140px 0px -55% 0px' },
    );
    const end = new IntersectionObserver((entries) => {
      atEnd = entries.some((entry) => entry.isIntersecting);
      update();
    });
    for (const slug of list) {
      const el = document.getElementById(sectionId(slug));
      if (el) sections.observe(el);
    }
    const sentinel = document.getElementById(END_ID);
    if (sentinel) end.observe(sentinel);
    return () => {
      sections.disconnect();
      end.disconnect();
    };
  }, [slugs]);

  useEffect(() => {
    // Keep the marked link visible in the horizontally scrolling bar, without moving the page.
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>(`[data-slug="${active}"]`);
    if (!list || !link) return;
    const left = link.offsetLeft - list.clientWidth / 2 + link.clientWidth / 2;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
  }, [active]);

  return (
    <nav
      aria-label={m.menu_categories()}
      data-sticky-top
      className="sticky top-(--gh-sticky-offset) z-20 -mx-4 mt-4 border-b border-neutral-200 bg-brand-cream/95 px-4 backdrop-blur dark:border-neutral-800 dark:bg-brand-black/95"
    >
      <ul ref={listRef} className="flex gap-2 overflow-x-auto py-3 [scrollbar-width:none]">
        {categories.map((category) => {
          const current = category.slug === active;
          return (
            <li key={category.slug} className="shrink-0">
              <a
                href={`#${sectionId(category.slug)}`}
                data-slug={category.slug}
                aria-current={current ? 'true' : undefined}
                onClick={() => setActive(category.slug)}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition ${
                  current
                    ? 'bg-brand-red text-white dark:bg-brand-yellow dark:text-brand-black'
                    : 'bg-white text-neutral-800 hover:bg-neutral-100 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700'
                }`}
              >
                <span {...untranslatedLang(category, 'name')}>{category.name}</span>
                <span className="ml-1.5 text-xs font-normal opacity-80">{category.products.length}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
