/** The public site's shell: navbar, page, footer and the shared widgets around every page. */
import { Link, Outlet } from 'react-router';
import { paths } from '../lib/paths';

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-brand-yellow focus:px-3 focus:py-2 focus:text-brand-black"
      >
        Naar de inhoud
      </a>
      <header className="bg-brand-red text-white">
        <nav aria-label="Hoofdmenu" className="mx-auto flex max-w-6xl items-center gap-4 p-4">
          <Link to={paths.home} className="font-bold">
            Gouden Haan
          </Link>
          <Link to={paths.menu}>Bestellen</Link>
        </nav>
      </header>
      <main id="main" className="mx-auto min-h-[60vh] max-w-6xl p-4">
        <Outlet />
      </main>
    </>
  );
}
