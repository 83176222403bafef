/** The frame of the signed-in admin pages: brand, navigation, account and sign-out. */
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import type { AdminMe } from '@gh/domain/admin';
import { paths } from '../../../lib/paths';
import { logout } from '../api/auth';
import { Link, NavLink } from '../../../components/link';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold ${isActive ? 'bg-white/20 underline underline-offset-4' : 'hover:bg-white/10'}`;

export function AdminShell({ me, children }: { me: AdminMe; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // "Nieuwe bestelling" lives under /admin/bestellingen; there only it is the current page, while an
  // order's own page (/admin/bestellingen/:id) still lights "Bestellingen".
  const onNewOrder = pathname === paths.admin.newOrder || pathname.startsWith(`${paths.admin.newOrder}/`);
  async function signOut() {
    await logout().catch(() => {});
    navigate(paths.admin.login, { replace: true });
  }
  return (
    <div className="min-h-screen">
      <header className="bg-brand-dark-red text-white [--gh-ring:var(--color-brand-yellow)] print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <Link to={paths.admin.dashboard} className="mr-2 text-lg font-bold">
            Gouden Haan <span className="font-normal">· Beheer</span>
          </Link>
          <nav aria-label="Beheermenu" className="flex flex-wrap gap-1">
            <NavLink to={paths.admin.dashboard} end className={navClass}>
              Dashboard
            </NavLink>
            <NavLink to={paths.admin.orders} end={onNewOrder} className={navClass}>
              Bestellingen
            </NavLink>
            <NavLink to={paths.admin.newOrder} className={navClass}>
              Nieuwe bestelling
            </NavLink>
            {me.role === 'admin' ? (
              <NavLink to={paths.admin.reports} className={navClass}>
                Rapportages
              </NavLink>
            ) : null}
            {me.role === 'admin' ? (
              <NavLink to={paths.admin.offers} className={navClass}>
                Acties
              </NavLink>
            ) : null}
            {me.role === 'admin' ? (
              <NavLink to={paths.admin.content} className={navClass}>
                Inhoud
              </NavLink>
            ) : null}
            {me.role === 'admin' ? (
              <NavLink to={paths.admin.team} className={navClass}>
                Team
              </NavLink>
            ) : null}
            {me.role === 'admin' ? (
              <NavLink to={paths.admin.add} className={navClass}>
                Product toevoegen
              </NavLink>
            ) : null}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            {/* A long address may break anywhere; the role stays one word ("(be|heerder)" on a phone). */}
            <span className="min-w-0">
              <span className="[overflow-wrap:anywhere]">{me.email}</span>{' '}
              <span className="whitespace-nowrap">{`(${me.role === 'admin' ? 'beheerder' : 'medewerker'})`}</span>
            </span>
            <button
              type="button"
              onClick={signOut}
              className="rounded-md border border-white px-3 py-1.5 font-semibold hover:bg-white hover:text-brand-dark-red"
            >
              Uitloggen
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl p-4">
        {children}
      </main>
    </div>
  );
}
