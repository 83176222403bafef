/** The site's content on first start: news, offers, reviews, vacancies and the gallery. */
import type { Tx } from '../client';
import type { OfferRule } from '@gh/domain';
import { galleryImages, newsArticles, offers, reviews, vacancies } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD date `days` from `now` (dates relative to seeding keep the demo offers current). */
function dateFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
}

export const NEWS = [
  {
    slug: 'nieuwe-vestiging-rotterdam',
    title: 'Gouden Haan opent in Rotterdam!',
    summary:
      'Na jaren van verzoeken is het zover: ons tweede restaurant staat aan de Witte de Withstraat. Kom proeven!',
    body: `Rotterdam, daar zijn we dan! Aan de Witte de Withstraat 42 draait vanaf nu ons tweede spit, met dezelfde marinade, dezelfde houtskool en hetzelfde geduld als in Amsterdam.

Het restaurant heeft veertig zitplaatsen, een open keuken waar je de kippen ziet draaien en een raam voor afhalen. Bezorgen doen we in het centrum, Noord, Kralingen en Zuid.

Restaurantmanager Samira en haar team staan klaar om je te verwelkomen. Tot snel in Rotterdam!`,
    daysAgo: 3,
  },
  {
    slug: 'herfstmenu-met-pompoen',
    title: 'Ons herfstmenu: geroosterde pompoen en ahornglazuur',
    summary:
      'Tot eind november: kippendijen met ahorn-mosterdglazuur, geroosterde pompoen en een warme appelcrumble.',
    body: `Als de dagen korter worden, mag het eten wat warmer. Chef Ruben stelde een herfstmenu samen dat je tot eind november in beide restaurants kunt bestellen.

De ster van het menu: kippendijen met een glazuur van ahornsiroop en grove mosterd, van het spit gehaald zodra het vel knispert. Daarbij geroosterde pompoen met tijm en een frisse rode-koolsalade.

Als toetje is er een warme appelcrumble met kaneel. Eet smakelijk!`,
    daysAgo: 12,
  },
  {
    slug: 'nu-ook-betalen-met-ideal',
    title: 'Online bestellen en betalen met iDEAL',
    summary: 'Bestel je favorieten online, kies bezorgen of afhalen en betaal in een paar tellen met iDEAL.',
    body: `Vanaf vandaag bestel je ook online bij Gouden Haan. Kies je vestiging, stel je bestelling samen en betaal veilig met iDEAL of je creditcard.

Je kiest zelf of je de bestelling ophaalt of laat bezorgen, en wanneer: zo snel mogelijk of op een tijdstip dat jou uitkomt.

Zodra je betaling binnen is, ziet onze keuken je bestelling direct verschijnen. Zo staat alles vers en warm voor je klaar.`,
    daysAgo: 25,
  },
  {
    slug: 'onze-kip-komt-van-de-veluwe',
    title: 'Op bezoek bij onze kippenboer op de Veluwe',
    summary:
      'Waar komt onze kip vandaan? We gingen op bezoek bij de familie Van den Brink, die onze scharrelkippen houdt.',
    body: `Goede kip begint bij de boer. Daarom werken we al sinds onze eerste dag met de familie Van den Brink uit Barneveld.

Hun kippen hebben de ruimte, scharrelen buiten en groeien rustig op. Dat proef je: het vlees is steviger en smaakvoller.

Alle kip wordt halal geslacht in een gecertificeerd slachthuis vlak bij de boerderij. Zo houden we de keten kort en weten we precies wat er op je bord komt.`,
    daysAgo: 40,
  },
  {
    slug: 'tien-jaar-gouden-haan',
    title: 'Tien jaar Gouden Haan: bedankt!',
    summary:
      'In 2016 draaide ons eerste spit in De Pijp. Tien jaar en heel veel kippen later zeggen we: dank je wel.',
    body: `Het begon met één spit, een tweedehands oven en het recept van oma Fatima. Tien jaar later staan we nog steeds in De Pijp, en inmiddels ook in Rotterdam.

We willen iedereen bedanken die bij ons kwam eten, afhaalde of ons aanraadde aan vrienden. Jullie maakten Gouden Haan tot wat het is.

Om het te vieren krijg je de hele maand bij elk menu een gratis dessert. Tot snel!`,
    daysAgo: 70,
  },
];

/** The demo offers; those with a `rule` are computed by the price engine (decision 030). */
export const OFFERS: {
  title: string;
  description: string;
  badge: string | null;
  locationSlug: string | null;
  productName: string | null;
  image: string | null;
  from: number;
  until: number;
  rule?: OfferRule;
  weekdays?: number[];
}[] = [
  {
    title: 'Familiedeal',
    description:
      'Een hele kip van het spit, friet en koolsla samen voor € 19,95: genoeg voor het hele gezin.',
    badge: 'Samen € 19,95',
    locationSlug: null,
    productName: 'Hele kip van het spit',
    image: '/images/gallery/hele-kip.svg',
    from: -7,
    until: 45,
    rule: {
      kind: 'bundle',
      components: [
        { products: ['Hele kip van het spit'], count: 1 },
        { products: ['Friet'], count: 1 },
        { products: ['Koolsla'], count: 1 },
      ],
      priceCents: 1995,
    },
  },
  {
    title: 'Dinsdag burgerdag',
    description: 'Elke dinsdag krijg je bij elke crispy chicken burger een tweede voor de halve prijs.',
    badge: '2e halve prijs',
    locationSlug: null,
    productName: 'Crispy chicken burger',
    image: '/images/gallery/burger.svg',
    from: -14,
    until: 60,
    rule: { kind: 'second-half-price', match: { products: ['Crispy chicken burger'] } },
    weekdays: [2],
  },
  {
    title: 'Studentenmenu Amsterdam',
    description:
      'Wrap naar keuze, friet en een drankje voor een vriendelijke prijs. Laat je studentenpas zien.',
    badge: 'Alleen Amsterdam',
    locationSlug: 'amsterdam',
    productName: 'Kipwrap',
    image: '/images/gallery/wrap.svg',
    from: -3,
    until: 30,
  },
  {
    title: 'Openingsfeest Rotterdam',
    description:
      'Om onze nieuwe vestiging te vieren: bestel voor € 25 of meer en je huisgemaakte ijsthee is gratis.',
    badge: 'Gratis drankje',
    locationSlug: 'rotterdam',
    productName: 'Huisgemaakte ijsthee',
    image: '/images/gallery/restaurant.svg',
    from: -1,
    until: 21,
    rule: { kind: 'free-item', minimumCents: 2500, product: 'Huisgemaakte ijsthee' },
  },
  {
    title: 'Zomerse ijsthee',
    description: 'Huisgemaakte ijsthee met perzik, twee voor de prijs van één.',
    badge: '1 + 1 gratis',
    locationSlug: null,
    productName: null,
    image: null,
    from: -120,
    until: -30,
  },
];

export const REVIEWS: {
  location: 'amsterdam' | 'rotterdam';
  author: string;
  rating: number;
  text: string;
  daysAgo: number;
}[] = [
  {
    location: 'amsterdam',
    author: 'Lotte',
    rating: 5,
    text: 'De lekkerste kip van Amsterdam, punt. Het vel is knapperig en het vlees valt van het bot.',
    daysAgo: 2,
  },
  {
    location: 'amsterdam',
    author: 'Youssef',
    rating: 5,
    text: 'Fijn dat alles halal is. We komen hier elke vrijdag met het hele gezin.',
    daysAgo: 5,
  },
  {
    location: 'amsterdam',
    author: 'Mark',
    rating: 4,
    text: 'Heerlijke crispy burger. Op vrijdagavond moet je wel even wachten, maar dat is het waard.',
    daysAgo: 9,
  },
  {
    location: 'amsterdam',
    author: 'Sanne',
    rating: 5,
    text: 'Binnen 30 minuten bezorgd en nog gloeiend heet. De knoflooksaus is verslavend.',
    daysAgo: 14,
  },
  {
    location: 'amsterdam',
    author: 'Pieter',
    rating: 4,
    text: 'Goede prijs-kwaliteit. De friet mag van mij nog iets krokanter.',
    daysAgo: 21,
  },
  {
    location: 'amsterdam',
    author: 'Aïcha',
    rating: 5,
    text: 'Super vriendelijk personeel en ze denken echt mee over allergieën.',
    daysAgo: 30,
  },
  {
    location: 'amsterdam',
    author: 'Tom',
    rating: 3,
    text: 'Kip was lekker, maar mijn bestelling miste een saus. Wel netjes opgelost toen ik belde.',
    daysAgo: 44,
  },
  {
    location: 'rotterdam',
    author: 'Daan',
    rating: 5,
    text: 'Eindelijk een Gouden Haan in Rotterdam! Net zo goed als in Amsterdam.',
    daysAgo: 1,
  },
  {
    location: 'rotterdam',
    author: 'Fatima',
    rating: 5,
    text: 'De halve kip met rijst en salade is mijn nieuwe favoriet. Mooie, gezellige zaak.',
    daysAgo: 4,
  },
  {
    location: 'rotterdam',
    author: 'Kevin',
    rating: 4,
    text: 'Lekkere wraps en snelle bezorging naar Kralingen. Komen we zeker terug.',
    daysAgo: 8,
  },
  {
    location: 'rotterdam',
    author: 'Emma',
    rating: 5,
    text: 'Het herfstmenu met pompoen is echt een aanrader. Die appelcrumble!',
    daysAgo: 11,
  },
  {
    location: 'rotterdam',
    author: 'Bram',
    rating: 4,
    text: 'Prima afhaalplek op de Witte de With. Even bestellen en tien minuten later klaar.',
    daysAgo: 19,
  },
  {
    location: 'rotterdam',
    author: 'Noor',
    rating: 5,
    text: 'Mijn kinderen zijn gek op de kipnuggets. Eerlijk eten zonder gedoe.',
    daysAgo: 27,
  },
];

export const VACANCIES = [
  {
    slug: 'kok-amsterdam',
    title: 'Kok aan het spit',
    locationSlug: 'amsterdam',
    hours: '24 tot 38 uur per week',
    summary: 'Jij zorgt dat elke kip perfect gegaard en goudbruin het spit af komt.',
    description: `Als kok aan het spit ben je het hart van onze keuken in De Pijp. Je marineert, rijgt en roostert, bereidt de bijgerechten en houdt de keuken schoon en veilig.

Wat we vragen: ervaring in een professionele keuken, een goede neus voor kwaliteit en rust op een drukke vrijdagavond.

Wat we bieden: een salaris volgens de Horeca-cao, een maaltijd per dienst, vaste roosters twee weken vooruit en een team dat voor elkaar klaarstaat.`,
  },
  {
    slug: 'bezorger-rotterdam',
    title: 'Bezorger op de e-bike',
    locationSlug: 'rotterdam',
    hours: '8 tot 20 uur per week',
    summary: 'Breng onze kip warm en met een glimlach bij de Rotterdammers thuis.',
    description: `Je bezorgt bestellingen in het centrum, Noord, Kralingen en Zuid op een e-bike van de zaak. Tussen de ritten door help je in het restaurant.

Wat we vragen: je bent 16 jaar of ouder, kent Rotterdam een beetje en bent klantvriendelijk.

Wat we bieden: flexibele diensten, ook in het weekend, fooien voor jou en een e-bike en regenkleding van de zaak.`,
  },
  {
    slug: 'gastheer-gastvrouw',
    title: 'Gastheer of gastvrouw',
    locationSlug: null,
    hours: '12 tot 32 uur per week',
    summary: 'Jij bent het eerste gezicht van Gouden Haan, in Amsterdam of Rotterdam.',
    description: `Je ontvangt gasten, neemt bestellingen op aan de toonbank en aan de telefoon, en zorgt dat afhaalbestellingen op tijd klaarstaan.

Wat we vragen: je bent gastvrij, spreekt Nederlands en een beetje Engels, en houdt van aanpakken.

Wat we bieden: een fijne werkplek met een hecht team, doorgroeimogelijkheden naar shiftleider en korting op al onze gerechten.`,
  },
];

export const GALLERY = [
  {
    src: '/images/gallery/hele-kip.svg',
    alt: 'Een hele, goudbruine kip van het spit op een houten plank',
    caption: 'Onze hele kip, 24 uur gemarineerd',
  },
  {
    src: '/images/gallery/spit.svg',
    alt: 'Een rij kippen die draaien aan het spit boven gloeiende houtskool',
    caption: 'Het spit in onze open keuken',
  },
  {
    src: '/images/gallery/burger.svg',
    alt: 'Een crispy chicken burger met sla en tomaat op een brioche bol',
    caption: 'Crispy chicken burger',
  },
  {
    src: '/images/gallery/wrap.svg',
    alt: 'Een gevulde kipwrap, schuin doorgesneden',
    caption: 'Kipwrap met knoflooksaus',
  },
  {
    src: '/images/gallery/friet.svg',
    alt: 'Een rood bakje met verse friet',
    caption: 'Verse friet, twee keer gebakken',
  },
  {
    src: '/images/gallery/sauzen.svg',
    alt: 'Vier bakjes huisgemaakte saus in verschillende kleuren',
    caption: 'Onze vier huisgemaakte sauzen',
  },
  {
    src: '/images/gallery/restaurant.svg',
    alt: 'De gevel van een Gouden Haan-restaurant met een rode luifel',
    caption: 'Welkom in ons restaurant',
  },
  {
    src: '/images/gallery/dessert.svg',
    alt: 'Een schaaltje warme appelcrumble met een bolletje ijs',
    caption: 'Warme appelcrumble',
  },
  {
    src: '/images/gallery/limonade.svg',
    alt: 'Een glazen kan huisgemaakte limonade met citroen en munt',
    caption: 'Huisgemaakte limonade',
  },
];

export async function seedContent(tx: Tx, now: Date = new Date()): Promise<void> {
  await tx.insert(newsArticles).values(
    NEWS.map(({ daysAgo, ...article }) => ({
      ...article,
      image: null,
      publishedAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
  await tx.insert(offers).values(
    OFFERS.map(({ from, until, ...offer }) => ({
      ...offer,
      validFrom: dateFrom(now, from),
      validUntil: dateFrom(now, until),
    })),
  );
  await tx.insert(reviews).values(
    REVIEWS.map(({ location, daysAgo, ...review }) => ({
      ...review,
      locationSlug: location,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
  await tx.insert(vacancies).values(VACANCIES);
  await tx
    .insert(galleryImages)
    .values(GALLERY.map((image, position) => ({ ...image, width: 800, height: 600, position })));
}
