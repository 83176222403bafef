/** Every URL of the site and its API, in one place. */
import { PRIVACY_REQUEST_PATH } from '@gh/domain/privacy-path';
import { ACCOUNT_PATH } from '@gh/domain/account-path';
import { href } from './lang';

type PathTable = Record<string, string | ((...args: never[]) => string)>;

/**
 * The customer's paths in the language of the page being rendered (decision 034): `paths.menu` is
 * `/menu` on Dutch pages and `/en/menu` on English ones. Read them while rendering, never into a
 * module-level constant: the server renders both languages with the same modules.
 */
function inPageLanguage<T extends PathTable>(table: T): T {
  const localized = {} as T;
  for (const [key, path] of Object.entries(table)) {
    Object.defineProperty(localized, key, {
      enumerable: true,
      get: () =>
        typeof path === 'function'
          ? (...args: never[]) => href((path as (...a: never[]) => string)(...args))
          : href(path),
    });
  }
  return localized;
}

/** The customer's pages at their Dutch paths, as the spec names them. */
export const dutchPaths = {
  home: '/',
  homeAlias: '/home',
  news: '/nieuws',
  about: '/over-ons',
  locations: '/locaties',
  contact: '/contact',
  reviews: '/reviews',
  jobs: '/werken-bij',
  gallery: '/gallerij',
  offers: '/aanbiedingen',
  allergens: '/allergenen',
  menu: '/menu',
  chooseLocation: '/choose-location',
  cityMenu: (city: string) => `/menu/${city}`,
  checkout: '/checkout',
  paid: '/betaald',
  paidOrder: (publicId: string) => `/betaald?order=${encodeURIComponent(publicId)}`,
  /** The e-mail's "Bestel opnieuw": the order's lines into the cart again. */
  reorder: (publicId: string) => `/bestel-opnieuw/${encodeURIComponent(publicId)}`,
  demoPayment: (id: string) => `/demo-betaling/${id}`,
  privacy: '/Privacyandvoorwaarden',
  /** The accessibility statement (issue 21 item 4). */
  accessibility: '/toegankelijkheid',
  /** Where a customer asks for, downloads or erases their data (issue 21); every e-mail links here. */
  myData: PRIVACY_REQUEST_PATH,
  /** "Mijn Gouden Haan" (issue 29): sign in by e-mail link, past orders, saved details. */
  account: ACCOUNT_PATH,
} as const;

export const paths = Object.assign(inPageLanguage(dutchPaths), {
  admin: {
    login: '/admin/login',
    resetPassword: '/admin/reset-password',
    newPassword: '/admin/new-password',
    dashboard: '/admin',
    add: '/admin/add',
    edit: (id: string) => `/admin/edit/${id}`,
    orders: '/admin/bestellingen',
    order: (id: string) => `/admin/bestellingen/${id}`,
    newOrder: '/admin/bestellingen/nieuw',
    reports: '/admin/rapportages',
    offers: '/admin/acties',
    team: '/admin/team',
    content: '/admin/inhoud',
    invitation: '/admin/invite',
  },
} as const);

export const api = {
  health: '/api/health',
  vitals: '/api/vitals',
  locations: '/api/locations',
  menu: (city: string) => `/api/menu/${encodeURIComponent(city)}`,
  cart: '/api/cart',
  cartAdd: '/api/cart/add',
  cartRemove: (id: string) => `/api/cart/remove/${encodeURIComponent(id)}`,
  cartUpdate: '/api/cart/update',
  cartClear: '/api/cart/clear',
  cartCoupon: '/api/cart/coupon',
  checkout: '/api/checkout',
  checkoutQuote: (fulfilment: string, postcode?: string) =>
    `/api/checkout/quote?fulfilment=${fulfilment}${postcode ? `&postcode=${encodeURIComponent(postcode)}` : ''}`,
  checkoutOptions: (location: string, fulfilment: string) =>
    `/api/checkout/options?location=${encodeURIComponent(location)}&fulfilment=${fulfilment}`,
  checkoutOpenOrder: '/api/checkout/open-order',
  address: (postcode: string, number: string, addition?: string) =>
    `/api/address?${new URLSearchParams({ postcode, number, ...(addition ? { addition } : {}) })}`,
  checkoutOpenOrderCancel: '/api/checkout/open-order/cancel',
  order: (publicId: string) => `/api/orders/${encodeURIComponent(publicId)}`,
  orderRetry: (publicId: string) => `/api/orders/${encodeURIComponent(publicId)}/retry`,
  orderEvents: (publicId: string) => `/api/orders/${encodeURIComponent(publicId)}/events`,
  orderPush: (publicId: string) => `/api/orders/${encodeURIComponent(publicId)}/push`,
  pushKey: '/api/push/key',
  orderReorder: (publicId: string) => `/api/orders/${encodeURIComponent(publicId)}/reorder`,
  demoPayment: (id: string) => `/api/payments/demo/${encodeURIComponent(id)}`,
  privacyRequests: '/api/privacy/requests',
  privacyPolicy: '/api/privacy/policy',
  privacyOverview: (token: string) => `/api/privacy/overview?token=${encodeURIComponent(token)}`,
  privacyExport: (token: string, format: 'json' | 'html') =>
    `/api/privacy/export?token=${encodeURIComponent(token)}&format=${format}`,
  privacyErase: '/api/privacy/erase',
  account: '/api/account',
  accountLink: '/api/account/link',
  accountSession: '/api/account/session',
  accountOrders: '/api/account/orders',
  accountDetails: '/api/account/details',
  accountSignOut: '/api/account/sign-out',
  accountSignOutEverywhere: '/api/account/sign-out-everywhere',
  accountPrivacyLink: '/api/account/privacy-link',
} as const;

/**
 * The navigation state a city menu reads: `choose` opens that product's choices at once (a cart
 * line whose option is gone is chosen again there, not looked for among forty products).
 */
export interface CityMenuState {
  choose?: string;
  /** The cart line the new choice replaces: removed only once that choice is added. */
  replace?: string;
}

/** A news article on its own page, in the page's language (`/en/nieuws/…` on English pages). */
export const newsArticlePath = (slug: string) => href(`/nieuws/${encodeURIComponent(slug)}`);

export const contentApi = {
  news: '/api/news',
  newsArticle: (slug: string) => `/api/news/${encodeURIComponent(slug)}`,
  offers: '/api/offers',
  reviews: '/api/reviews',
  vacancies: '/api/vacancies',
  gallery: '/api/gallery',
  popular: '/api/popular',
  contact: '/api/contact',
  applications: '/api/applications',
} as const;

/** The stamp card (decision 052): the customer's cards, the basket's card and its reward, an order's stamp. */
export const stampsApi = {
  account: '/api/account/stamps',
  basket: (location: string) => `/api/stamps/${encodeURIComponent(location)}`,
  reward: (location: string) => `/api/stamps/${encodeURIComponent(location)}/reward`,
  order: (publicId: string) => `/api/orders/${encodeURIComponent(publicId)}/stamps`,
} as const;
