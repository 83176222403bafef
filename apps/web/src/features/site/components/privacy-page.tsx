/** Privacy statement under the AVG and the terms of sale. */
import { brand } from '../../../lib/brand';
import { card, PageHeader } from './ui';

const section = 'space-y-3 leading-relaxed';
const h2 = 'pt-6 text-2xl font-bold';

export function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow="Privacy en voorwaarden" title="Privacyverklaring en algemene voorwaarden">
        Laatst bijgewerkt op 1 november 2026. We houden het graag eenvoudig: we gebruiken je gegevens alleen
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
          <p>
            Bestelgegevens bewaren we zeven jaar, omdat de Belastingdienst dat verplicht. Berichten via het
            contactformulier bewaren we maximaal één jaar. Sollicitaties verwijderen we vier weken na afloop
            van de procedure, of na één jaar als je ons daar toestemming voor geeft.
          </p>
          <h3 className="text-lg font-bold">Delen met anderen</h3>
          <p>
            We verkopen je gegevens nooit. We delen alleen wat nodig is met onze betaaldienstverlener, onze
            hostingpartij en onze e-mailprovider, allemaal binnen de Europese Unie en met een
            verwerkersovereenkomst.
          </p>
          <h3 className="text-lg font-bold">Jouw rechten</h3>
          <p>
            Je mag je gegevens inzien, laten corrigeren of verwijderen, bezwaar maken tegen verwerking en je
            gegevens laten overdragen. Mail daarvoor naar{' '}
            <a className="font-semibold underline" href={`mailto:${brand.privacyEmail}`}>
              {brand.privacyEmail}
            </a>
            ; we reageren binnen vier weken. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun
            je een klacht indienen bij de Autoriteit Persoonsgegevens.
          </p>
        </section>
        <section aria-labelledby="cookies" className={section}>
          <h2 id="cookies" className={h2}>
            Cookies
          </h2>
          <p>
            We plaatsen alleen functionele cookies die nodig zijn om de site te laten werken: een sessiecookie
            voor je winkelwagen en een cookie die je gekozen kleurmodus een jaar onthoudt. Analytische cookies
            plaatsen we pas als je daar in de cookiemelding toestemming voor geeft. Je keuze bewaren we in je
            browser; wis je de sitegegevens, dan vragen we het opnieuw.
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
