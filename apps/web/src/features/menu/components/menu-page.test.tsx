/**
 * The menu and the location chooser speak the page's language (issue 20 item 2), and the chooser's
 * links stay in it: English under /en, the same Dutch as before at the spec's paths.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocationInfo, Menu, MenuProduct } from '@gh/domain/menu';
import type { Lang } from '@gh/i18n';
import { followLanguage } from '@gh/i18n/follow';
import { setApiTransport } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { LocationChooser } from './location-chooser';
import { MenuPage } from './menu-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const product = (id: string, name: string, extra: Partial<MenuProduct> = {}): MenuProduct => ({
  id,
  name,
  description: '',
  price: 4.5,
  category: 'kip',
  location: 'amsterdam',
  image: null,
  allergens: ['gluten'],
  mayContain: [],
  available: true,
  popular: false,
  notLooseSauce: false,
  optionGroups: [],
  ...extra,
});
const option = { choice: 'Cola', price: 0, allergens: [], mayContain: [], soldOut: false };
const menu: Menu = {
  location: 'amsterdam',
  categories: [
    {
      slug: 'kip',
      name: 'Kip',
      products: [
        // Its English name is not written yet: the Dutch one stands in (decision 034).
        product('a', 'Kippenpoot', { popular: true, untranslated: ['name'] } as Partial<MenuProduct>),
        product('b', 'Halve kip menu', {
          optionGroups: [{ id: 'g', name: 'Drank', min: 1, max: 1, maxMultiplier: 1, options: [option] }],
        }),
        product('c', 'Kipsaté', { available: false }),
      ],
    },
  ],
};

const location = {
  slug: 'amsterdam',
  name: 'Gouden Haan Amsterdam',
  street: 'Kinkerstraat 1',
  postcode: '1053 DD',
  city: 'Amsterdam',
  phone: '020 123 4567',
  email: 'amsterdam@goudenhaan.nl',
  latitude: 52.37,
  longitude: 4.87,
  pickup: true,
  delivery: false,
  orderingPaused: false,
  openNow: false,
  nextOpening: null,
  closesAt: null,
  status: { state: 'closed', text: 'Gesloten' },
  hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, periods: [] })),
  exceptions: [],
  deliveryZones: [],
} satisfies LocationInfo;

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
let lang: Lang = 'nl';
followLanguage(() => lang);

beforeEach(() => {
  setApiTransport(async () => new Response(JSON.stringify({ locations: [] }), { status: 200 }));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  lang = 'nl';
});

async function show(language: Lang, element: React.ReactNode) {
  lang = language;
  await act(async () => root.render(<MemoryRouter>{element}</MemoryRouter>));
  return container;
}

const menuPage = (
  <MenuPage
    menu={menu}
    cityName="Amsterdam"
    chooseLocationHref="/en/menu"
    allergensHref="/en/allergenen"
    onAdd={() => undefined}
    cartLocation="rotterdam"
  />
);
const buttons = (page: ParentNode) => [...page.querySelectorAll('article button')].map((b) => b.textContent);

describe('the menu', () => {
  it('is English on English pages', async () => {
    const page = await show('en', menuPage);
    expect(page.querySelector('h1')!.textContent).toBe('Amsterdam menu');
    expect(page.querySelector('[role="status"]')!.textContent).toBe(
      'Your basket has items from Rotterdam. To order from Amsterdam, empty your basket first.',
    );
    expect(page.querySelector('label[for="menu-search"]')!.textContent).toBe('Search the menu');
    expect(page.querySelector('nav')!.getAttribute('aria-label')).toBe('Categories');
    expect(page.querySelector('summary')!.textContent).toContain('Leave out allergens');
    expect(buttons(page)).toEqual(['Kippenpoot Add', 'Halve kip menu Choose options']);
    expect(page.textContent).toContain('Popular');
    expect(page.textContent).toContain('Sold out');
    expect(page.textContent).toContain('Not available right now');
  });

  it('marks Dutch standing in for English content lang="nl", and nothing else', async () => {
    const page = await show('en', menuPage);
    const untranslated = page.querySelector('#product-a')!;
    expect(untranslated.textContent).toBe('Kippenpoot');
    expect(untranslated.getAttribute('lang')).toBe('nl');
    expect(page.querySelector('#product-b')!.hasAttribute('lang')).toBe(false);
    expect(page.querySelectorAll('[lang="nl"]')).toHaveLength(2); // the heading and the button's name
  });

  it('keeps its Dutch on Dutch pages', async () => {
    const page = await show('nl', menuPage);
    expect(page.querySelector('h1')!.textContent).toBe('Menu Amsterdam');
    expect(page.querySelector('[role="status"]')!.textContent).toBe(
      'Je winkelwagen bevat producten uit Rotterdam. Producten uit Amsterdam kun je pas toevoegen als je winkelwagen leeg is.',
    );
    expect(buttons(page)).toEqual(['Kippenpoot Toevoegen', 'Halve kip menu Kies opties']);
    expect(page.textContent).toContain('Nu niet te bestellen');
  });
});

describe('the location chooser', () => {
  it('is English on English pages and links to the English menu', async () => {
    const page = await show('en', <LocationChooser locations={[location]} menuHref={paths.cityMenu} />);
    expect(page.querySelector('h1')!.textContent).toBe('Choose your location');
    expect(page.textContent).toContain('No delivery');
    expect(page.textContent).toContain('Collection');
    expect(page.querySelector('summary')!.textContent).toMatch(/^Today \(.+\): closed$/);
    const order = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Order in Amsterdam')!;
    expect(order.getAttribute('href')).toBe('/en/menu/amsterdam');
  });

  it('keeps its Dutch on Dutch pages', async () => {
    const page = await show('nl', <LocationChooser locations={[location]} menuHref={paths.cityMenu} />);
    expect(page.querySelector('h1')!.textContent).toBe('Kies je locatie');
    expect(page.querySelector('summary')!.textContent).toMatch(/^Vandaag \(.+\): gesloten$/);
    const order = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Bestel in Amsterdam')!;
    expect(order.getAttribute('href')).toBe('/menu/amsterdam');
  });
});
