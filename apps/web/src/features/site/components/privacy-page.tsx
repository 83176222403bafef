/**
 * Privacy statement under the AVG and the terms of sale. The periods, processors, cookies and
 * storage come from the same constants and setting as the code that applies them (issue 21).
 */
import { Link } from 'react-router';
import { PROCESSORS, PRIVACY_LINK_HOURS, PRIVACY_RETENTION, STORAGE_ITEMS } from '@gh/domain/privacy';
import type { PrivacyPolicy } from '@gh/domain/privacy-api';
import { brand } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { card, PageHeader, textLink } from './ui';

const section = 'space-y-3 leading-relaxed';
const h2 = 'pt-6 text-2xl font-bold';

const KIND_LABELS = { cookie: 'cookie', localStorage: 'lokale opslag', sessionStorage: 'sessie-opslag' };

/** The periods as the server applies them; without an answer, the defaults the server starts from. */
const DEFAULT_POLICY: PrivacyPolicy = {
  orderMonths: PRIVACY_RETENTION.defaultOrderMonths,
  contactMonths: PRIVACY_RETENTION.contactMonths,
  applicationWeeks: PRIVACY_RETENTION.applicationWeeks,
  applicationConsentMonths: PRIVACY_RETENTION.applicationConsentMonths,
  taxYears: PRIVACY_RETENTION.taxYears,
  linkHours: PRIVACY_LINK_HOURS,
};

/** One entry per cookie or key: a list, so it reflows at any width instead of scrolling sideways. */
function StorageList({ audience }: { audience: 'bezoekers' | 'medewerkers' }) {
  return (
    <ul className="divide-y divide-black/10 border-y border-black/10 dark:divide-white/10 dark:border-white/10">
      {STORAGE_ITEMS.filter((item) => item.audience === audience).map((item) => (
        <li key={`${item.kind}:${item.name}`} className="py-2">
          <p>
            <code className="font-bold">{item.name}</code>{' '}
            <span className="text-sm">
              ({KIND_LABELS[item.kind]}, {item.lifetime})
            </span>
          </p>
          <p className="text-sm">{item.purpose}</p>
        </li>
      ))}
    </ul>
  );
}

export function PrivacyPage({ policy }: { policy: PrivacyPolicy | null }) {
  const p = policy ?? DEFAULT_POLICY;
  return (
    <>
      <PageHeader eyebrow="Privacy en voorwaarden" title="Privacyverklaring en algemene voorwaarden">
        Laatst bijgewerkt op 26 november 2026. We houden het graag eenvoudig: we gebruiken je gegevens alleen
        om je bestelling of vraag af te handelen.
      </PageHeader>
      <nav aria-label="Op deze pagina" className={`${card} mb-8 max-w-3xl`}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 font-semibold underline">
          <li>
            <a href="#privacy">Privacyverklaring</a>
          </li>
          <li>
            <a href="#cookies">Cookies</a>
          </li>
          <li>
            <a href="#voorwaarden">Algemene voorwaarden</a>
          </li>
        </ul>
      </nav>
      <div className="max-w-3xl">
        <section aria-labelledby="privacy" className={section}>
          <h2 id="privacy" className={h2}>
            Privacyverklaring
          </h2>
          <p>
            {brand.company} (KvK {brand.kvk}), Ferdinand Bolstraat 118, 1072 LN Amsterdam, is verantwoordelijk
            voor de verwerking van persoonsgegevens zoals beschreven in deze verklaring, volgens de Algemene
            Verordening Gegevensbescherming (AVG).
          </p>
          <h3 className="text-lg font-bold">Welke gegevens en waarom</h3>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <strong>Bestellingen:</strong> naam, e-mailadres, telefoonnummer en (bij bezorgen) adres, om je
              bestelling te bereiden, te bezorgen en je te informeren. Grondslag: uitvoering van de
              overeenkomst.
            </li>
            <li>
              <strong>Betalingen:</strong> lopen via onze betaaldienstverlener Mollie; wij zien je
              bankgegevens niet.
            </li>
            <li>
              <strong>Contactformulier:</strong> naam, e-mailadres en je bericht, om je vraag te beantwoorden.
              Grondslag: gerechtvaardigd belang.
            </li>
            <li>
              <strong>Sollicitaties:</strong> je gegevens, motivatie en cv, om je sollicitatie te beoordelen.
              Grondslag: toestemming.
            </li>
          </ul>
          <h3 className="text-lg font-bold">Hoe lang we gegevens bewaren</h3>
          <ul data-retention className="list-disc space-y-1 pl-6">
            <li>
              <strong>Bestellingen:</strong> je naam, e-mailadres, telefoonnummer, adres en opmerking maken we{' '}
              {p.orderMonths} maanden na je bestelling onherkenbaar. Wat de Belastingdienst verplicht (wat je
              bestelde, de bedragen, de btw, de datum en het betaalkenmerk) bewaren we {p.taxYears} jaar,
              zonder iets dat naar jou leidt.
            </li>
            <li>
              <strong>Berichten via het contactformulier:</strong> verwijderen we na {p.contactMonths}{' '}
              maanden.
            </li>
            <li>
              <strong>Sollicitaties en cv’s:</strong> verwijderen we {p.applicationWeeks} weken na ontvangst,
              of na {p.applicationConsentMonths} maanden als je ons daar bij het solliciteren toestemming voor
              gaf.
            </li>
          </ul>
          <p>Dit gebeurt automatisch: de site ruimt elk uur op wat over zijn termijn is.</p>
          <h3 className="text-lg font-bold">Wie je gegevens voor ons verwerken</h3>
          <p>
            We verkopen je gegevens nooit. Alleen deze verwerkers krijgen wat nodig is, met een
            verwerkersovereenkomst:
          </p>
          <ul data-processors className="list-disc space-y-1 pl-6">
            {PROCESSORS.map((processor) => (
              <li key={processor.name}>
                <strong>{processor.name}</strong>, {processor.role}: {processor.data}.
              </li>
            ))}
          </ul>
          <h3 className="text-lg font-bold">Jouw rechten</h3>
          <p>
            Je mag je gegevens inzien, laten corrigeren of verwijderen, bezwaar maken tegen verwerking en je
            gegevens laten overdragen. Inzien, downloaden en verwijderen doe je zelf op{' '}
            <Link className={textLink} to={paths.myData}>
              Mijn gegevens
            </Link>
            : je krijgt een link per e-mail die {p.linkHours} uur werkt. Voor iets anders mail je naar{' '}
            <a className="font-semibold underline" href={`mailto:${brand.privacyEmail}`}>
              {brand.privacyEmail}
            </a>
            ; we reageren binnen vier weken. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun
            je een klacht indienen bij de Autoriteit Persoonsgegevens.
          </p>
        </section>
        <section aria-labelledby="cookies" className={section}>
          <h2 id="cookies" className={h2}>
            Cookies en opslag in je browser
          </h2>
          <p>
            We gebruiken alleen cookies en opslag die de site nodig heeft om te werken. We volgen je niet,
            maken geen profiel en plaatsen geen cookies van anderen; daarom hoeven we je ook geen toestemming
            te vragen. Wat je browser van ons bewaart:
          </p>
          <StorageList audience="bezoekers" />
          <p>Medewerkers die inloggen in het beheer krijgen daarnaast:</p>
          <StorageList audience="medewerkers" />
          <p>
            Om de snelheid van de site te meten stuurt je browser na een bezoek drie getallen (LCP, INP en
            CLS) en de soort pagina naar ons, zonder cookie en zonder iets dat naar jou leidt.
          </p>
        </section>
        <section aria-labelledby="voorwaarden" className={section}>
          <h2 id="voorwaarden" className={h2}>
            Algemene voorwaarden
          </h2>
          <ol className="list-decimal space-y-2 pl-6">
            <li>
              <strong>Toepassing.</strong> Deze voorwaarden gelden voor elke bestelling die je bij Gouden Haan
              plaatst, online, telefonisch of in het restaurant.
            </li>
            <li>
              <strong>Prijzen.</strong> Alle prijzen zijn in euro’s en inclusief btw. Bezorgkosten en het
              minimale bestelbedrag per bezorggebied zie je voordat je betaalt.
            </li>
            <li>
              <strong>Totstandkoming.</strong> De overeenkomst komt tot stand zodra je betaling is geslaagd.
              Je ontvangt dan een bevestiging per e-mail.
            </li>
            <li>
              <strong>Herroepingsrecht.</strong> Omdat we bederfelijke maaltijden vers voor je bereiden, geldt
              er geen herroepingsrecht. Annuleren kan telefonisch zolang we nog niet met je bestelling zijn
              begonnen.
            </li>
            <li>
              <strong>Bezorging.</strong> We doen ons best om op de gekozen tijd te bezorgen. Een bezorgtijd
              is een inschatting; bij drukte of slecht weer kan het wat later worden.
            </li>
            <li>
              <strong>Allergenen.</strong> We vermelden de allergenen per gerecht zo nauwkeurig mogelijk. In
              onze keuken kunnen sporen van alle allergenen voorkomen.
            </li>
            <li>
              <strong>Klachten.</strong> Niet tevreden? Laat het ons binnen 24 uur weten via het
              contactformulier of telefonisch, dan zoeken we samen een oplossing.
            </li>
            <li>
              <strong>Toepasselijk recht.</strong> Op deze voorwaarden is Nederlands recht van toepassing.
            </li>
          </ol>
        </section>
      </div>
    </>
  );
}
