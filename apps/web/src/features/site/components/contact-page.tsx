import * as m from '@gh/i18n/messages';
import { brand, telHref } from '../../../lib/brand';
import { ContactForm } from './contact-form';
import { card, muted, PageHeader, textLink } from './ui';
import { noBreak } from '../../../lib/no-break';

export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={m.nav_contact()} title={m.site_contact_title()}>
        {m.site_contact_intro()}
      </PageHeader>
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <aside className="space-y-5" aria-label={m.site_contact_direct()}>
          <div className={card}>
            <h2 className="text-xl font-bold">{m.site_contact_call_title()}</h2>
            <p className={`mt-1 ${muted}`}>{m.site_contact_call_text()}</p>
            <ul className="mt-3 space-y-2">
              {brand.locations.map((l) => (
                <li key={l.slug}>
                  <strong>{l.city}:</strong>{' '}
                  <a href={telHref(l.phone)} className={textLink}>
                    {noBreak(l.phone)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={card}>
            <h2 className="text-xl font-bold">{m.site_contact_email()}</h2>
            <p className="mt-2">
              <a href={`mailto:${brand.email}`} className={textLink}>
                {brand.email}
              </a>
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
