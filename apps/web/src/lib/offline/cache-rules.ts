/**
 * What the service worker may keep for offline use, and what never (issue 29 item 3, decision 042).
 * Pure rules shared by the worker (service-worker/) and the page (the API client): public data only.
 */

/** The Cache Storage names the worker fills at run time (Workbox names its precache itself). */
export const CACHE_NAMES = { assets: 'gh-assets', menus: 'gh-menus', images: 'gh-images' } as const;

/** The page's message asking the worker to keep the code its language's offline pages need. */
export const OFFLINE_KIT_MESSAGE = 'GH_KEEP_OFFLINE_KIT';

/** Code files kept beyond the precache: a few versions' worth of the offline pages' parts. */
export const ASSETS_KEPT = 200;

/** The menus kept: each city in each language a visitor viewed, the most recent first. */
export const MENUS_KEPT = 8;
/** A menu older than this is not shown offline: prices and products may have changed too much. */
export const MENU_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
export const IMAGES_KEPT = 150;
export const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * `GET /api/menu/:location` (with `?lang=en` on English pages): the one API answer kept, because it
 * is the same for every visitor. Everything else under /api (cart, checkout, orders, account,
 * privacy, admin, the locations' open-now status) is never kept.
 */
const MENU_ANSWER = /^\/api\/menu\/[a-z0-9-]+$/;

export function isMenuAnswer(url: URL): boolean {
  return MENU_ANSWER.test(url.pathname) && [...url.searchParams.keys()].every((key) => key === 'lang');
}

/** The built site's code and styles: hashed names under /assets/. */
export function isCode(url: URL): boolean {
  return /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname);
}

/** Product photos and the menu's own drawings. */
export function isMenuImage(url: URL): boolean {
  return url.pathname.startsWith('/images/') || url.pathname.startsWith('/uploads/products/');
}

/**
 * Pages that depend on the visitor or belong to the staff, and everything that is not a page: a
 * navigation to one of these goes to the network only, and offline fails as it would without the
 * worker. The same pages the server never renders (apps/server/src/plugins/spa.ts, CLIENT_ONLY),
 * and "Mijn Gouden Haan".
 */
const ONLINE_ONLY =
  /^(?:\/en)?\/(?:admin|checkout|betaald|bestel-opnieuw|demo-betaling|mijn-gegevens|mijn-gouden-haan)(?:\/|$)|^\/(?:api|uploads|metrics)(?:\/|$)|\.[a-z0-9]+$/i;

export function isOnlineOnlyPage(pathname: string): boolean {
  return ONLINE_ONLY.test(pathname);
}

/** The page shell the worker falls back to offline, in the page's language (decision 034). */
export function shellFor(pathname: string): '/index.html' | '/index.en.html' {
  return /^\/en(?:\/|$)/.test(pathname) ? '/index.en.html' : '/index.html';
}

/** Whether the worker may answer this API call from its cache (then its success says nothing of the connection). */
export function mayComeFromCache(pathname: string): boolean {
  return MENU_ANSWER.test(pathname);
}
