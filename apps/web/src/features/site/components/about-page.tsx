/** Over ons: the story, the quality promise and the halal answer. */
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ChickenSvg } from './chicken-svg';
import { card, muted, PageHeader, primaryButton } from './ui';

const PROMISES = [
  {
    title: 'Halal, zonder twijfel',
    text: 'Al onze kip is halal. Hij wordt halal geslacht in een gecertificeerd slachthuis vlak bij onze boer op de Veluwe, en we bewaren en bereiden hem gescheiden van alles wat niet halal is. Varkensvlees en alcohol komen onze keuken niet in.',
  },
  {
    title: 'Scharrelkip van de Veluwe',
    text: 'Onze kippen komen van de familie Van den Brink in Barneveld. Ze scharrelen buiten, groeien rustig op en worden niet volgespoten met water. Dat proef je aan het stevige, sappige vlees.',
  },
  {
    title: '24 uur in de marinade',
    text: 'Citroen, knoflook, paprika, tijm en een geheim uit oma Fatima’s keukenkastje. Elke kip ligt een hele dag in onze marinade voordat hij langzaam aan het spit gaart boven houtskool.',
  },
  {
    title: 'Alles vers, alles zelf',
    text: 'Onze sauzen, koolsla en limonade maken we elke ochtend zelf. De friet snijden we uit Nederlandse aardappelen en bakken we twee keer, voor die perfecte knapperigheid.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="Over ons" title="Een familierecept, twee steden">
        Gouden Haan begon in 2016 met één spit, een tweedehands oven en het recept van oma Fatima, in een
        klein pand aan de Ferdinand Bolstraat. Tien jaar later draaien onze spitten in Amsterdam én Rotterdam,
        maar het recept is nog precies hetzelfde.
      </PageHeader>
      <div className="grid items-start gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-5 text-lg leading-relaxed">
          <h2 className="text-2xl font-bold">Ons verhaal</h2>
          <p>
            Oprichters Karim en Annelies leerden elkaar kennen in de keuken van een Amsterdams grand café. Ze
            droomden allebei van een eigen zaak waar eerlijk, betaalbaar en vooral héél lekker eten centraal
            staat. Toen oma Fatima haar recept voor geroosterde kip aan Karim doorgaf, wisten ze het: dat werd
            het.
          </p>
          <p>
            Inmiddels werken er ruim veertig mensen bij Gouden Haan, van koks en bezorgers tot gastvrouwen en
            afwassers. Samen roosteren we elke week zo’n drieduizend kippen. En nog steeds proeft Karim elke
            ochtend de marinade voordat de eerste kip het spit op gaat.
          </p>
          <h2 className="pt-4 text-2xl font-bold">Is jullie kip halal?</h2>
          <p>
            <strong>Ja.</strong> Al onze kip is halal geslacht en gecertificeerd, en wordt in onze keuken
            apart gehouden van andere producten. Ook de bacon op onze burgers is gemaakt van kip. Heb je
            vragen over onze ingrediënten of allergenen? Kijk op de{' '}
            <Link to={paths.allergens} className="font-semibold underline">
              allergenenpagina
            </Link>{' '}
            of vraag het aan ons team.
          </p>
          <h2 className="pt-4 text-2xl font-bold">Onze beloftes</h2>
          <ul className="grid gap-5 sm:grid-cols-2">
            {PROMISES.map((p) => (
              <li key={p.title} className={card}>
                <h3 className="text-lg font-bold">{p.title}</h3>
                <p className={`mt-2 text-base ${muted}`}>{p.text}</p>
              </li>
            ))}
          </ul>
          <h2 className="pt-4 text-2xl font-bold">Goed voor de buurt</h2>
          <p>
            We bezorgen op e-bikes, gebruiken bakjes van gerecycled karton en geven wat we aan het eind van de
            dag overhouden aan de voedselbank in de buurt. Elk jaar sponsoren we bovendien een
            jeugdvoetbalteam in Amsterdam-Zuid en Rotterdam-Zuid.
          </p>
        </div>
        <aside className={`${card} text-center`} aria-label="Bestellen">
          <div className="mx-auto grid size-40 place-items-center rounded-full bg-brand-yellow">
            <ChickenSvg className="size-32" />
          </div>
          <p className="mt-4 text-xl font-bold">Zin gekregen?</p>
          <p className={`mt-1 ${muted}`}>Bestel online en haal af of laat bezorgen.</p>
          <Link to={paths.menu} className={`mt-5 ${primaryButton}`}>
            Bestel nu
          </Link>
        </aside>
      </div>
    </>
  );
}
