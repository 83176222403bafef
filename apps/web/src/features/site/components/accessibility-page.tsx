/**
 * The accessibility statement (toegankelijkheidsverklaring, issue 21 item 4), laid out as the Dutch
 * government's model statement: status, scope, the review behind it, what is known to fall short
 * and when it is fixed, and how to reach us. Its facts live in ACCESSIBILITY_STATEMENT below, the
 * same ones docs/accessibility.md records: a fix or a new review changes both.
 */
import { Link } from 'react-router';
import { brand, telHref } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { noBreak } from '../../../lib/no-break';
import { card, PageHeader, textLink } from './ui';

interface KnownIssue {
  what: string;
  criterion: string;
  plan: string;
}

/** The statement's facts. Update with every review (docs/accessibility.md). */
export const ACCESSIBILITY_STATEMENT: {
  status: 'A' | 'B' | 'C' | 'D' | 'E';
  reviewed: string;
  auditPlanned: string;
  answerDays: number;
  knownIssues: readonly KnownIssue[];
} = {
  /** The model's compliance status, A to E. */
  status: 'C',
  reviewed: '26 november 2026',
  /** When the independent WCAG-EM audit of all 50 criteria is to be done (status C: within 6 months). */
  auditPlanned: 'mei 2027',
  /** How many working days we take to answer a question or complaint about accessibility. */
  answerDays: 5,
  /** What the review found and could not fix yet, each with its criterion and plan. */
  knownIssues: [
    {
      what: 'Meldingen onderaan het scherm (zoals “Product toegevoegd”) verdwijnen na 4 tot 5 seconden, ook als je ze nog aan het lezen bent. Wat erin staat zie je ook in je winkelwagen en bij een fout op het formulier zelf.',
      criterion: '2.2.1 Timing aanpasbaar',
      plan: 'Meldingen blijven staan zolang de muis of het toetsenbord erop staat; gepland voor januari 2027.',
    },
  ],
};

const STATUS_MEANING: Record<(typeof ACCESSIBILITY_STATEMENT)['status'], string> = {
  A: 'voldoet volledig: uit onderzoek blijkt dat de site aan alle eisen voldoet.',
  B: 'voldoet gedeeltelijk: uit onderzoek blijkt dat nog niet aan alle eisen wordt voldaan, en voor elke afwijking zijn maatregelen en een datum genoemd.',
  C: 'eerste maatregelen genomen: een deel van de eisen is onderzocht en wat we vonden is verbeterd of staat hieronder met een plan; een volledig onderzoek is gepland.',
  D: 'geen onderzoek gedaan en geen onderzoek gepland.',
  E: 'er is geen toegankelijkheidsverklaring.',
};

const section = 'space-y-3 leading-relaxed';
const h2 = 'pt-6 text-2xl font-bold';

export function AccessibilityPage() {
  const s = ACCESSIBILITY_STATEMENT;
  return (
    <>
      <PageHeader eyebrow="Toegankelijkheid" title="Toegankelijkheidsverklaring">
        {brand.company} wil dat iedereen bij ons kan bestellen: met een toetsenbord, een schermlezer, vergroot
        of op een kleine telefoon. Hier lees je hoe ver we zijn.
      </PageHeader>
      <div className="max-w-3xl">
        <section aria-labelledby="status" className={`${card} ${section}`}>
          <h2 id="status" className="text-2xl font-bold">
            Status {s.status}
          </h2>
          <p>
            Deze website (<strong>{brand.name}</strong>, online bestellen bij onze restaurants in Amsterdam en
            Rotterdam) heeft status <strong>{s.status}</strong>: {STATUS_MEANING[s.status]}
          </p>
          <p>
            De verklaring is bijgewerkt op <strong>{s.reviewed}</strong>, na onze eigen beoordeling van die
            dag.
          </p>
        </section>

        <section aria-labelledby="over" className={section}>
          <h2 id="over" className={h2}>
            Waar deze verklaring over gaat
          </h2>
          <p>
            Deze verklaring geldt voor de hele website: de informatiepagina’s, de menu’s van Amsterdam en
            Rotterdam, de winkelwagen, het afrekenen, de betaalstatus, de pagina die je bestelling volgt, het
            contactformulier, werken bij, mijn gegevens en het beheer voor onze medewerkers (inloggen,
            producten, bestellingen, rapportages en het keukenscherm).
          </p>
          <p>
            We houden ons aan de <strong>Web Content Accessibility Guidelines (WCAG) 2.1, niveau AA</strong>,
            de eisen die de Europese norm <strong>EN 301 549</strong> voor websites stelt en die de Europese
            toegankelijkheidsrichtlijn (European Accessibility Act) sinds juni 2025 aan webwinkels oplegt.
          </p>
        </section>

        <section aria-labelledby="hoe" className={section}>
          <h2 id="hoe" className={h2}>
            Hoe we het hebben beoordeeld
          </h2>
          <p>
            Op {s.reviewed} hebben we elke pagina voor klanten en het beheer zelf beoordeeld, zoals iemand de
            site gebruikt:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              alleen met het toetsenbord: de volgorde, een zichtbare focus in lichte en donkere modus, geen
              val;
            </li>
            <li>
              wat een schermlezer voorleest van het menu, het keuzevenster, de winkelwagen, de foutmeldingen
              bij afrekenen en de meldingen;
            </li>
            <li>200% vergroot en op een scherm van 320 pixels breed, zonder dat er iets wegvalt;</li>
            <li>
              met de instelling “minder beweging”, en het contrast van tekst, focus en knoppen in beide modi;
            </li>
            <li>de grootte van alles wat je aanraakt op een telefoon (minstens 24 bij 24 pixels);</li>
            <li>koppen, labels bij velden, foutmeldingen bij het juiste veld en paginatitels.</li>
          </ul>
          <p>
            Daarnaast controleert een automatische test (axe) bij elke wijziging elke pagina in lichte en
            donkere modus, op telefoon en computer, en lopen tests die de focus, de raakvlakken en een
            bestelling met alleen het toetsenbord nagaan. Wat we vonden hebben we verbeterd. Een onafhankelijk
            onderzoek van alle 50 eisen volgens de methode WCAG-EM is gepland voor {s.auditPlanned}.
          </p>
        </section>

        <section aria-labelledby="bekend" className={section}>
          <h2 id="bekend" className={h2}>
            Wat nog niet goed is
          </h2>
          {s.knownIssues.length === 0 ? (
            <p>We kennen op dit moment geen onderdelen die niet toegankelijk zijn.</p>
          ) : (
            <ul className="space-y-4">
              {s.knownIssues.map((issue) => (
                <li key={issue.criterion} className={card}>
                  <p>{issue.what}</p>
                  <p className="mt-2 text-sm">
                    <strong>Eis:</strong> WCAG {issue.criterion}
                  </p>
                  <p className="text-sm">
                    <strong>Wat we doen:</strong> {issue.plan}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="contact" className={section}>
          <h2 id="contact" className={h2}>
            Loop je ergens tegenaan?
          </h2>
          <p>
            Kun je iets niet bestellen, lezen of gebruiken, of wil je een onderdeel in een andere vorm? Laat
            het ons weten via het{' '}
            <Link className={textLink} to={paths.contact}>
              contactformulier
            </Link>{' '}
            of mail naar{' '}
            <a className={textLink} href={`mailto:${brand.email}`}>
              {brand.email}
            </a>
            . Bestellen kan ook altijd telefonisch bij het restaurant:{' '}
            {brand.locations.map((location, i) => (
              <span key={location.slug}>
                {i > 0 && ' of '}
                <a className={textLink} href={telHref(location.phone)}>
                  {noBreak(location.phone)}
                </a>{' '}
                ({location.city})
              </span>
            ))}
            .
          </p>
          <p>
            Je krijgt binnen {s.answerDays} werkdagen antwoord. Ben je niet tevreden over hoe we je vraag of
            klacht afhandelen, dan kun je terecht bij ConsuWijzer van de Autoriteit Consument &amp; Markt
            (ACM), die toeziet op de toegankelijkheid van webwinkels.
          </p>
        </section>
      </div>
    </>
  );
}
