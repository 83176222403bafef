/** The site's navigation bar with the mobile menu; the cart button comes in through a prop. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { ColorModeSwitch } from './color-mode-switch';
import { Logo } from './logo';
import { useDisclosure } from '../use-disclosure';

export const NAV_LINKS = [
  { to: paths.offers, label: 'Aanbiedingen' },
  { to: paths.locations, label: 'Locaties' },
  { to: paths.news, label: 'Nieuws' },
  { to: paths.about, label: 'Over ons' },
  { to: paths.reviews, label: 'Reviews' },
  { to: paths.contact, label: 'Contact' },
] as const;

const MORE_LINKS = [
  { to: paths.gallery, label: 'Galerij' },
  { to: paths.jobs, label: 'Werken bij' },
  { to: paths.allergens, label: 'Allergenen' },
] as const;

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-semibold transition-colors hover:bg-white/15 ${
    isActive ? 'bg-white/20 dark:bg-brand-yellow/15 dark:text-brand-yellow' : ''
  }`;

export function Navbar({ cartButton }: { cartButton?: ReactNode }) {
  const {
    open,
    setOpen,
    buttonRef,
    panelRef: menuRef,
  } = useDisclosure<HTMLDivElement>({ focus: 'a, button' });

  return (
    <header className="sticky top-0 z-40 bg-brand-red text-white shadow-md dark:border-b dark:border-brand-gold/30 dark:bg-[#15110f] dark:text-brand-cream">
      <nav
        aria-label="Hoofdmenu"
        className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 max-[359px]:gap-1 max-[359px]:px-2"
      >
        <Logo />
        <ul className="ml-4 hidden items-center gap-1 xl:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={desktopLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2 max-[359px]:gap-1">
          <NavLink
            to={paths.menu}
            className="hidden rounded-full bg-brand-yellow px-4 py-2 text-sm font-bold text-brand-black shadow hover:bg-white sm:inline-block"
          >
            Bestel online
          </NavLink>
          {cartButton}
          <ColorModeSwitch />
          <button
            ref={buttonRef}
            type="button"
            className="grid size-10 place-items-center rounded-full border border-white/40 hover:bg-white/15 xl:hidden dark:border-brand-gold/60"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            <span className="sr-only">{open ? 'Menu sluiten' : 'Menu openen'}</span>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              {open ? (
                <path
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  d="M6 6l12 12M18 6L6 18"
                />
              ) : (
                <path
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  d="M4 7h16M4 12h16M4 17h16"
                />
              )}
            </svg>
          </button>
        </div>
      </nav>
      <div
        id="mobile-menu"
        ref={menuRef}
        hidden={!open}
        className="border-t border-white/20 bg-brand-dark-red xl:hidden dark:border-brand-gold/30 dark:bg-[#15110f]"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3 sm:grid-cols-2">
          <li>
            <NavLink
              to={paths.menu}
              className="block rounded-lg bg-brand-yellow px-4 py-3 font-bold text-brand-black"
            >
              Bestel online
            </NavLink>
          </li>
          {[...NAV_LINKS, ...MORE_LINKS].map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block rounded-lg px-4 py-3 font-semibold hover:bg-white/10 ${isActive ? 'bg-white/15' : ''}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
