/**
 * Issue 28 item 1: a client-side navigation starts the new page at its top (or at its #anchor), and
 * Back returns to where the page was left; the page one arrives on is left to the browser.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from '../lib/router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { STORAGE_KEY, useScrollRestoration } from './scroll-restoration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Layout() {
  useScrollRestoration();
  return <Outlet />;
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let y = 0;
const scrolls: number[] = [];
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  y = 0;
  scrolls.length = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, to: number) => {
    y = to;
    scrolls.push(to);
  }) as typeof window.scrollTo);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

it('starts each new page at its top, returns on Back to where the page was, and leaves the first page be', async () => {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/menu', element: <p>menu</p> },
          { path: '/checkout', element: <p id="gegevens">checkout</p> },
        ],
      },
    ],
    { initialEntries: ['/menu'] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  // Arriving is the browser's business (a reload's position, a scroll while the page loaded).
  expect(scrolls).toEqual([]);

  y = 2695;
  await act(async () => router.navigate('/checkout'));
  expect(scrolls).toEqual([0]);

  y = 400;
  await act(async () => router.navigate(-1));
  expect(scrolls).toEqual([0, 2695]);

  await act(async () => router.navigate(1));
  expect(scrolls).toEqual([0, 2695, 400]);
});

it('goes to the #anchor of a new page when it has one', async () => {
  const into = vi.fn();
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/a', element: <p>a</p> },
          {
            path: '/b',
            element: (
              <p
                id="doel"
                ref={(el) => {
                  if (el) el.scrollIntoView = into;
                }}
              />
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  scrolls.length = 0;
  await act(async () => router.navigate('/b#doel'));
  expect(into).toHaveBeenCalledOnce();
  expect(scrolls).toEqual([]);
});

it('keeps positions for the tab, but never the first entry’s, which every page load shares', async () => {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/a', element: <p>a</p> },
          { path: '/b', element: <p>b</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  y = 300;
  await act(async () => router.navigate('/b'));
  y = 120;
  window.dispatchEvent(new Event('pagehide'));
  const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  expect(Object.values(kept)).toEqual([120]);
  expect(kept).not.toHaveProperty('default');
});
