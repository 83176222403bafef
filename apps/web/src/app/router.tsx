/** The route map of spec section 2: every page is loaded on demand. */
import type { RouteObject } from '../lib/router';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { Lang } from '@gh/i18n';

const chooser = () => import('./routes/choose-location');
/** Until a client-rendered page's code and data are in, the loader screen (index.html) covers it. */
const HydrateFallback = () => null;
const home = () => import('./routes/home');

/**
 * The customer's pages, once in Dutch at the spec's paths and once in English under `/en`
 * (decision 034). Each language's bundle renders its own texts; the server renders both.
 */
function publicPages(lang: Lang): RouteObject {
  return {
    id: lang === 'nl' ? 'root' : 'en-root',
    ...(lang === 'en' ? { path: 'en' } : {}),
    Component: RootLayout,
    HydrateFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: home },
          { path: 'home', lazy: home },
          { path: 'nieuws', lazy: () => import('./routes/news') },
          { path: 'nieuws/:slug', lazy: () => import('./routes/news-article') },
          { path: 'over-ons', lazy: () => import('./routes/about') },
          { path: 'locaties', lazy: () => import('./routes/locations') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'reviews', lazy: () => import('./routes/reviews') },
          { path: 'werken-bij', lazy: () => import('./routes/jobs') },
          { path: 'gallerij', lazy: () => import('./routes/gallery') },
          { path: 'aanbiedingen', lazy: () => import('./routes/offers') },
          { path: 'allergenen', lazy: () => import('./routes/allergens') },
          { path: 'menu', lazy: chooser },
          { path: 'choose-location', lazy: chooser },
          { path: 'menu/:city', lazy: () => import('./routes/city-menu') },
          { path: 'checkout', lazy: () => import('./routes/checkout') },
          { path: 'betaald', lazy: () => import('./routes/paid') },
          { path: 'bestel-opnieuw/:publicId', lazy: () => import('./routes/reorder') },
          { path: 'demo-betaling/:id', lazy: () => import('./routes/demo-payment') },
          { path: 'Privacyandvoorwaarden', lazy: () => import('./routes/privacy') },
          { path: 'mijn-gegevens', lazy: () => import('./routes/my-data') },
          { path: 'mijn-gouden-haan', lazy: () => import('./routes/my-account') },
          { path: 'toegankelijkheid', lazy: () => import('./routes/accessibility') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  };
}

/** The customer's pages in both languages; the staff's pages are app/admin-routes.tsx. */
export const publicRoutes: RouteObject[] = [publicPages('en'), publicPages('nl')];
