/** The category bar follows the marked category; with reduced motion asked it jumps instead of gliding. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { MenuCategory } from '@gh/domain/menu';
import { CategoryNav } from './category-nav';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const categories = [
  { slug: 'kip', name: 'Kip', products: [] },
  { slug: 'burgers', name: 'Burgers', products: [] },
] as unknown as MenuCategory[];

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
const original = window.matchMedia;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  window.matchMedia = original;
  vi.restoreAllMocks();
});

for (const [reduce, behavior] of [
  [true, 'auto'],
  [false, 'smooth'],
] as const) {
  it(`scrolls the bar to the clicked category with behavior ${behavior} (reduced motion: ${reduce})`, async () => {
    window.matchMedia = ((query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
      }) as MediaQueryList) as typeof window.matchMedia;
    const scrolls: ScrollToOptions[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function (
      options?: ScrollToOptions | number,
    ) {
      if (typeof options === 'object') scrolls.push(options);
    } as HTMLElement['scrollTo']);
    await act(async () => root.render(<CategoryNav categories={categories} />));
    scrolls.length = 0;
    await act(async () => container.querySelector<HTMLAnchorElement>('[data-slug="burgers"]')!.click());
    expect(scrolls.map((s) => s.behavior)).toEqual([behavior]);
  });
}
