/** The public site's shell: navbar, page, footer and the shared widgets around every page. */
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useLocation } from '../lib/router';
import { dutchPath } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { OfflineNotice } from '../components/offline-notice';
import { usePageToasts } from '../components/toast';
import { getToasts, subscribeToasts } from '../components/toast/toast-store';
import { CartButton, CartProvider, useCartDrawer } from '../features/cart';
import { CookieBanner } from '../features/site/components/cookie-banner';
import { FooterSlot } from '../features/site/components/footer-slot';
import { Navbar } from '../features/site/components/navbar';
import { usePageLength } from '../features/site/use-page-length';
import { currentLang } from '../lib/lang';
import { useHydrated } from '../lib/use-hydrated';
import { useReplayEarlyClicks } from './early-clicks';
import { useScrollRestoration } from './scroll-restoration';

const CartDrawer = lazy(() =>
  import('../features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);

/** Renders its (lazy) children from the first moment `when` holds, and keeps them from then on. */
function OnceWanted({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The drawer's code loads when the cart is first opened: most visits never open it, and the first
 * load stays inside its budget. Once loaded it stays, so it closes and reopens at once.
 */
function CartDrawerOnDemand() {
  const { open } = useCartDrawer();
  return (
    <OnceWanted when={open}>
      <CartDrawer />
    </OnceWanted>
  );
}

const FloatingHelp = lazy(() =>
  import('../features/site/components/floating-help').then((m) => ({ default: m.FloatingHelp })),
);
const Toaster = lazy(() => import('../components/toast/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The chicken and scroll-to-top load once the page is hydrated: they float over a page
 * that is already there, so its first load need not carry them (the budget of issues 8 and 20), and
 * the server and the hydrating browser both render nothing in their place.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const someToast = () => getToasts().length > 0;
const noToast = () => false;

/**
 * The toasts' code loads with the first toast (issue 28): a first visit makes none before a tap. The
 * toast waits in the store meanwhile, and its time starts once it shows.
 */
function ToasterOnDemand() {
  const any = useSyncExternalStore(subscribeToasts, someToast, noToast);
  return (
    <OnceWanted when={any}>
      <Toaster />
    </OnceWanted>
  );
}

const LanguageSuggestion = lazy(() =>
  import('../features/site/components/language-suggestion').then((m) => ({
    default: m.LanguageSuggestion,
  })),
);

/**
 * Checkout and payment are forms and order details from edge to edge: on a phone the chicken
 * covered "Bezorgen" on arrival and each field's label in turn, and on a desktop scroll-to-top sat
 * over the pay button. Their quick actions (order, call, hours) have no work there: no band.
 */
const NO_FLOATING_BAND = /^\/(checkout|betaald|demo-betaling)(\/|$)/;

export function RootLayout() {
  usePageLength();
  useReplayEarlyClicks();
  usePageToasts();
  // A new page starts at its top (or its #anchor); Back and Forward return to where it was.
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <CartProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-brand-yellow focus:px-3 focus:py-2 focus:text-brand-black"
      >
        {m.common_skip_to_content()}
      </a>
      <Navbar cartButton={<CartButton />} notice={<OfflineNotice />} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[60vh] max-w-6xl px-4 py-6 outline-none sm:py-10"
      >
        <Outlet />
      </main>
      <FooterSlot />
      <CartDrawerOnDemand />
      <CookieBanner />
      {/* The suggestion of the English site on Dutch pages (issue 20): it decides itself whether this
          browser gets it, so the first load carries none of it. */}
      {currentLang() === 'nl' ? (
        <AfterHydration>
          <LanguageSuggestion />
        </AfterHydration>
      ) : null}
      <aside aria-label={m.common_quick_help()} hidden={NO_FLOATING_BAND.test(dutchPath(pathname))}>
        <AfterHydration>
          <FloatingHelp />
        </AfterHydration>
      </aside>
      <ToasterOnDemand />
    </CartProvider>
  );
}
