/** The site's router (issue 28 item 10): what the pages rely on from it, as React Router did it. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  Outlet,
  redirect,
  RouterProvider,
  useBlocker,
  useLoaderData,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const text = () => container.textContent;

describe('matching', () => {
  const table: RouteObject[] = [
    { path: 'en', id: 'en-root', children: [{ path: 'menu/:city' }] },
    {
      id: 'root',
      children: [
        {
          children: [
            { index: true },
            { path: 'menu' },
            { path: 'menu/:city' },
            { path: 'bestellingen/nieuw' },
            { path: 'bestellingen/:id' },
            { path: '*' },
          ],
        },
      ],
    },
  ];
  const ids = (path: string) => matchRoutes(table, path)?.map((m) => m.id);

  it('names routes by their own id or their place in the table, as the server does', () => {
    expect(ids('/')).toEqual(['root', '1-0', '1-0-0']);
    expect(ids('/menu/amsterdam')).toEqual(['root', '1-0', '1-0-2']);
    expect(ids('/en/menu/amsterdam')).toEqual(['en-root', '0-0']);
  });

  it('prefers a fixed segment to a param, and a param to the catch-all; case does not matter', () => {
    expect(ids('/bestellingen/nieuw')?.at(-1)).toBe('1-0-3');
    expect(ids('/bestellingen/42')?.at(-1)).toBe('1-0-4');
    expect(ids('/en/bestaat-niet')?.at(-1)).toBe('1-0-5');
    expect(matchRoutes(table, '/MENU/Amsterdam?x=1')?.at(-1)?.params).toEqual({ city: 'Amsterdam' });
  });

  it('gives every path its own params, a parent its part only, however often a pattern serves', () => {
    const city = (path: string) => matchRoutes(table, path)?.at(-1)?.params['city'];
    expect(city('/menu/amsterdam')).toBe('amsterdam');
    expect(city('/menu/rotterdam')).toBe('rotterdam');
    expect(city('/en/menu/rotterdam')).toBe('rotterdam');
    expect(ids('/en')).toEqual(['en-root']);
    expect(ids('/en/menu')?.at(-1)).toBe('1-0-5');
    expect(city('/menu/den%20haag')).toBe('den haag');
  });
});

describe('navigating', () => {
  function Page() {
    return <p>{String(useLoaderData())}</p>;
  }
  function Failed() {
    const error = useRouteError();
    return <p>{isRouteErrorResponse(error) ? `status ${error.status}` : 'error'}</p>;
  }

  it('keeps the old page until the new one has its data; a newer navigation aborts the older', async () => {
    const signals: AbortSignal[] = [];
    let release = () => {};
    const router = createMemoryRouter(
      [
        { path: '/a', Component: Page, loader: () => 'page a' },
        {
          path: '/slow',
          Component: Page,
          loader: ({ request }: LoaderFunctionArgs) => {
            signals.push(request.signal);
            return new Promise((resolve) => (release = () => resolve('slow page')));
          },
        },
        { path: '/b', Component: Page, loader: () => 'page b' },
      ],
      { initialEntries: ['/a'] },
    );
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(text()).toBe('page a');
    let slow!: Promise<void>;
    await act(async () => {
      slow = router.navigate('/slow');
    });
    expect(text()).toBe('page a');
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => router.navigate('/b'));
    expect(signals[0]!.aborted).toBe(true);
    release();
    await act(async () => slow);
    expect(text()).toBe('page b');
    expect(router.state.location.pathname).toBe('/b');
  });

  it('follows a thrown redirect, and shows the nearest ErrorBoundary for a thrown 404', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Outlet,
          ErrorBoundary: Failed,
          children: [
            { path: 'oud', loader: () => Promise.reject(redirect('/nieuw')) },
            { path: 'nieuw', Component: Page, loader: () => 'new place' },
            {
              path: 'weg',
              Component: Page,
              loader: () => {
                throw data(null, { status: 404 });
              },
            },
          ],
        },
      ],
      { initialEntries: ['/nieuw'] },
    );
    await act(async () => root.render(<RouterProvider router={router} />));
    await act(async () => router.navigate('/oud'));
    expect(router.state.location.pathname).toBe('/nieuw');
    expect(text()).toBe('new place');
    await act(async () => router.navigate('/weg'));
    expect(text()).toBe('status 404');
  });

  it('runs a parent’s loader again when the query changes or on revalidate, not for another child', async () => {
    let loads = 0;
    const router = createMemoryRouter(
      [{ path: '/', Component: Outlet, loader: () => ++loads, children: [{ path: 'x' }, { path: 'y' }] }],
      { initialEntries: ['/x'] },
    );
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(loads).toBe(1);
    await act(async () => router.navigate('/y'));
    expect(loads).toBe(1);
    await act(async () => router.navigate('/y?tab=2'));
    expect(loads).toBe(2);
    await act(async () => router.revalidate());
    expect(loads).toBe(3);
  });
});

describe('a blocker', () => {
  let blocker: ReturnType<typeof useBlocker> | undefined;
  function Form() {
    blocker = useBlocker(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    );
    return <p>form</p>;
  }

  it('holds a link and Back until proceed, and stays on reset', async () => {
    const router = createMemoryRouter(
      [
        { path: '/list', element: <p>list</p> },
        { path: '/edit', Component: Form },
      ],
      { initialEntries: ['/list', '/edit'] },
    );
    await act(async () => root.render(<RouterProvider router={router} />));
    await act(async () => router.navigate('/list'));
    expect(blocker?.state).toBe('blocked');
    await act(async () => blocker!.reset());
    expect(text()).toBe('form');

    await act(async () => router.navigate(-1));
    expect(blocker?.state).toBe('blocked');
    expect(router.state.location.pathname).toBe('/edit');
    await act(async () => blocker!.proceed());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(text()).toBe('list');
  });
});
