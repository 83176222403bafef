/** The site's own Link and NavLink (issue 28): they move within the app as React Router's did. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

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

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

async function renderAt(path: string) {
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <NavLink to="/menu" className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Menu
          </NavLink>
          <NavLink to="/menu" end className="plain">
            Alleen menu
          </NavLink>
          <Link to="/menu/amsterdam" state={{ from: 'test' }}>
            Amsterdam
          </Link>
        </nav>
        <Where />
      </MemoryRouter>,
    ),
  );
}

const link = (name: string) =>
  [...container.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLAnchorElement;
const shown = () => container.querySelector('output')!.textContent;

describe('Link', () => {
  it('has the href and moves within the app on a plain click, with its state', async () => {
    await renderAt('/');
    expect(link('Amsterdam').getAttribute('href')).toBe('/menu/amsterdam');
    await act(async () =>
      link('Amsterdam').dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 })),
    );
    expect(shown()).toBe('/menu/amsterdam {"from":"test"}');
  });

  it('leaves a click with Ctrl (a new tab) to the browser', async () => {
    await renderAt('/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    await act(async () => link('Amsterdam').dispatchEvent(click));
    expect(shown()).toBe('/ null');
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('NavLink', () => {
  it('marks the page shown and the pages below it, unless `end`', async () => {
    await renderAt('/Menu/amsterdam');
    expect(link('Menu').getAttribute('aria-current')).toBe('page');
    expect(link('Menu').className).toBe('on');
    expect(link('Alleen menu').hasAttribute('aria-current')).toBe(false);
    expect(link('Alleen menu').className).toBe('plain');
  });

  it('adds `active` to a plain class on its own page', async () => {
    await renderAt('/menu');
    expect(link('Alleen menu').getAttribute('aria-current')).toBe('page');
    expect(link('Alleen menu').className).toBe('plain active');
  });

  it('marks nothing on another page', async () => {
    await renderAt('/over-ons');
    expect(link('Menu').hasAttribute('aria-current')).toBe(false);
    expect(link('Menu').className).toBe('off');
  });
});
