import { brand, telHref } from '../../../lib/brand';
import { ContactForm } from './contact-form';
import { card, muted, PageHeader, textLink } from './ui';
import { noBreak } from '../../../lib/no-break';

export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Zeg het maar!">
        Een vraag over je bestelling, een groot feest waarvoor je wilt bestellen of gewoon een compliment voor
        de kok? We horen graag van je en reageren binnen twee werkdagen.
      </PageHeader>
      <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <aside className="space-y-5" aria-label="Direct contact">
          <div className={card}>
            <h2 className="text-xl font-bold">Liever bellen?</h2>
            <p className={`mt-1 ${muted}`}>
              Voor vragen over een bestelling van vandaag kun je ons het best bellen.
            </p>
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
            <h2 className="text-xl font-bold">E-mail</h2>
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
