/** The site's navigation bar with the mobile menu; the cart button comes in through a prop. */
import type { ReactNode } from 'react';
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { LanguageSwitch } from './language-switch';
import { ColorModeSwitch } from './color-mode-switch';
import { Logo } from './logo';
import { useDisclosure } from '../use-disclosure';
import { NavLink } from '../../../components/link';

/** Read while rendering: paths and labels are in the page's language. */
const navLinks = () => [
  { to: paths.offers, label: m.nav_offers() },
  { to: paths.locations, label: m.nav_locations() },
  { to: paths.news, label: m.nav_news() },
  { to: paths.about, label: m.nav_about() },
  { to: paths.reviews, label: m.nav_reviews() },
  { to: paths.contact, label: m.nav_contact() },
];

const moreLinks = () => [
  { to: paths.gallery, label: m.nav_gallery() },
  { to: paths.jobs, label: m.nav_jobs() },
  { to: paths.allergens, label: m.nav_allergens() },
  { to: paths.account, label: m.nav_account() },
];

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors hover:bg-white/15 ${
    isActive ? 'bg-white/20 dark:bg-brand-yellow/15 dark:text-brand-yellow' : ''
  }`;

/** `notice`: a line along the bar's bottom edge that stays in view with it (the offline notice). */
export function Navbar({ cartButton, notice }: { cartButton?: ReactNode; notice?: ReactNode }) {
  const {
    open,
    setOpen,
    buttonRef,
    panelRef: menuRef,
  } = useDisclosure<HTMLDivElement>({ focus: 'a, button' });

  return (
    <header
      data-sticky-top
      className="sticky top-0 z-40 bg-brand-red text-white shadow-md dark:border-b dark:border-brand-gold/30 dark:bg-[#15110f] dark:text-brand-cream"
    >
      <nav
        aria-label={m.nav_main()}
        className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 max-[359px]:gap-1 max-[359px]:px-2"
      >
        <Logo />
        <ul className="ml-2 hidden items-center gap-0.5 xl:flex">
          {navLinks().map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={desktopLink}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2 max-[359px]:gap-1 xl:gap-1">
          <NavLink
            to={paths.menu}
            className="hidden rounded-full bg-brand-yellow px-4 py-2 text-sm font-bold whitespace-nowrap text-brand-black shadow hover:bg-white sm:inline-block"
          >
            {m.nav_order()}
          </NavLink>
          <LanguageSwitch className="hidden rounded-full px-3 py-2 text-sm font-semibold hover:bg-white/15 md:inline-block" />
          <NavLink
            to={paths.account}
            title={m.nav_account()}
            className="hidden size-9 place-items-center rounded-full hover:bg-white/15 sm:grid"
          >
            <span className="sr-only">{m.nav_account()}</span>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0"
              />
            </svg>
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
            <span className="sr-only">{open ? m.nav_menu_close() : m.nav_menu_open()}</span>
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
              {m.nav_order()}
            </NavLink>
          </li>
          <li>
            <LanguageSwitch className="block rounded-lg px-4 py-3 font-semibold hover:bg-white/10" />
          </li>
          {[...navLinks(), ...moreLinks()].map((link) => (
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
      {notice}
    </header>
  );
}
