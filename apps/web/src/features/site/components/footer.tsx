/** The footer: both restaurants with their hours, contact, social links, privacy and terms. */
import { localDay } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import { brand, telHref } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { useLocations, type LocationInfo } from '../../../lib/locations/get-locations';
import { openStatus, weekRows } from '../../../lib/locations/hours-text';
import { noBreak } from '../../../lib/no-break';
import { Link } from '../../../components/link';

const SOCIAL = [
  {
    name: 'Instagram',
    href: brand.social.instagram,
    icon: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.8a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2ZM17 6a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 17 6ZM12 3c-2.4 0-2.7 0-3.7.1-3.2.1-4.9 1.9-5.1 5.1C3 9.2 3 9.6 3 12s0 2.7.1 3.7c.2 3.2 1.9 4.9 5.1 5.1 1 .1 1.3.1 3.8.1s2.7 0 3.7-.1c3.2-.2 4.9-1.9 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.8-.1-3.8c-.2-3.2-1.9-4.9-5.1-5.1C14.7 3 14.4 3 12 3Z',
  },
  {
    name: 'Facebook',
    href: brand.social.facebook,
    icon: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5 1-.5Z',
  },
  {
    name: 'TikTok',
    href: brand.social.tiktok,
    icon: 'M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.3v12.4a2.6 2.6 0 1 1-1.8-2.5V9.5a6 6 0 1 0 5.1 5.9V9.1a7.4 7.4 0 0 0 4.3 1.4V7.2a4.3 4.3 0 0 1-3.2-1.4Z',
  },
];

/**
 * The location's legal entity as Dutch rules ask a trader's site to name it (decision 044): its
 * legal name, KvK number and btw-id, each where the owner has filled it in.
 */
export function LegalEntity({ business }: { business: LocationInfo['business'] }) {
  if (!business || !(business.legalName || business.kvkNumber || business.vatNumber)) return null;
  const parts = [
    business.legalName,
    business.kvkNumber ? m.site_footer_kvk({ number: business.kvkNumber }) : null,
    business.vatNumber ? m.site_footer_vat_id({ number: business.vatNumber }) : null,
  ].filter((p): p is string => p !== null);
  return (
    <p className="mt-2 text-sm text-neutral-300">
      {parts.map((p, i) => (
        <span key={p}>
          {i > 0 ? <br /> : null}
          {p}
        </span>
      ))}
    </p>
  );
}

export function Footer() {
  const locations = useLocations();
  const list = Array.isArray(locations) ? locations : null;
  return (
    <footer className="gh-later mt-16 bg-brand-black text-brand-cream [--gh-ring:var(--color-brand-yellow)]">
      <div
        className="h-2 bg-[repeating-linear-gradient(90deg,#c8102e_0_24px,#ffd100_24px_48px)]"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {(list ?? brand.locations).map((location) => {
          const full = list?.find((l) => l.slug === location.slug);
          const status = full ? openStatus(full) : null;
          return (
            <section key={location.slug} aria-labelledby={`footer-${location.slug}`}>
              <h2 id={`footer-${location.slug}`} className="text-lg font-bold text-brand-yellow">
                {location.name}
              </h2>
              <address className="mt-2 not-italic leading-relaxed">
                {location.street}
                <br />
                {location.postcode} {location.city}
                <br />
                <a
                  className="underline underline-offset-2 hover:text-brand-yellow"
                  href={telHref(location.phone)}
                >
                  {noBreak(location.phone)}
                </a>
              </address>
              {full ? <LegalEntity business={full.business} /> : null}
              {status && (
                <p className="mt-2 text-sm font-semibold">
                  <span
                    className={`mr-2 inline-block size-2.5 rounded-full ${status.open ? 'bg-green-400' : 'bg-neutral-400'}`}
                    aria-hidden="true"
                  />
                  {status.text}
                </p>
              )}
              {full ? (
                <table className="mt-3 w-full text-sm">
                  <caption className="sr-only">
                    {m.site_footer_hours_caption({ city: location.city })}
                  </caption>
                  <tbody>
                    {weekRows(full).map((row) => (
                      <tr key={row.weekday}>
                        <th
                          scope="row"
                          className="py-0.5 pr-3 text-left font-normal capitalize text-neutral-300"
                        >
                          {row.day}
                        </th>
                        <td className="py-0.5">{row.text}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : locations === 'error' ? (
                <p className="mt-3 text-sm text-neutral-300">{m.site_footer_hours_error()}</p>
              ) : null}
            </section>
          );
        })}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold text-brand-yellow">
            {m.nav_contact()}
          </h2>
          <ul className="mt-2 space-y-1.5">
            <li>
              <a
                className="underline underline-offset-2 hover:text-brand-yellow"
                href={`mailto:${brand.email}`}
              >
                {brand.email}
              </a>
            </li>
            <li>
              <Link className="hover:text-brand-yellow hover:underline" to={paths.contact}>
                {m.site_footer_contact_form()}
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-yellow hover:underline" to={paths.jobs}>
                {m.site_footer_jobs({ brand: brand.name })}
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-yellow hover:underline" to={paths.allergens}>
                {m.nav_allergens()}
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-yellow hover:underline" to={paths.gallery}>
                {m.nav_gallery()}
              </Link>
            </li>
          </ul>
          <ul className="mt-5 flex gap-3" aria-label={m.site_footer_social()}>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-brand-red"
                >
                  <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                    <path fill="currentColor" d={s.icon} />
                  </svg>
                  <span className="sr-only">{m.site_footer_new_window({ name: s.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-brand-yellow">
            {brand.name}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-neutral-300">
            {m.site_tagline()}. {m.site_footer_blurb()}
          </p>
          <p className="mt-4 text-sm">
            <Link className="underline underline-offset-2 hover:text-brand-yellow" to={paths.privacy}>
              {m.site_footer_privacy()}
            </Link>
          </p>
          <p className="mt-2 text-sm">
            <Link className="underline underline-offset-2 hover:text-brand-yellow" to={paths.myData}>
              {m.site_footer_my_data()}
            </Link>
          </p>
          <p className="mt-2 text-sm">
            <Link className="underline underline-offset-2 hover:text-brand-yellow" to={paths.accessibility}>
              {m.site_footer_accessibility()}
            </Link>
          </p>
        </section>
      </div>
      {/* The bottom band stays free of text: the chicken and the scroll-to-top button float there. */}
      <p className="border-t border-white/10 px-4 pt-5 pb-[var(--gh-float-band)] text-center text-sm text-neutral-300">
        © {localDay(new Date()).year} {brand.company} · {m.site_footer_kvk({ number: brand.kvk })} ·{' '}
        {m.site_footer_made()}
      </p>
    </footer>
  );
}
