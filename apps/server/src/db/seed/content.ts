/** The site's content on first start: news, offers, reviews, vacancies and the gallery. */
import type { Tx } from '../client';
import { amsterdamDate, type OfferRule } from '@gh/domain';
import { galleryImages, newsArticles, offers, reviews, vacancies } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

export const NEWS = [
  {
    slug: 'nieuwe-vestiging-rotterdam',
    titleEn: 'Gouden Haan opens in Rotterdam!',
    summaryEn:
      'After years of requests, it is finally happening: our second restaurant is open on Witte de Withstraat. Come and taste!',
    bodyEn: `Rotterdam, here we are! At Witte de Withstraat 42 our second spit is now turning, with the same marinade, the same charcoal and the same patience as in Amsterdam.

The restaurant seats forty, has an open kitchen where you can watch the chickens turn, and a takeaway window. We deliver to the centre, Noord, Kralingen and Zuid.

Restaurant manager Samira and her team are ready to welcome you. See you soon in Rotterdam!`,
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
    titleEn: 'Our autumn menu: roasted pumpkin and maple glaze',
    summaryEn:
      'Until the end of November: chicken thighs with a maple and mustard glaze, roasted pumpkin and a warm apple crumble.',
    bodyEn: `As the days get shorter, food can get a little warmer. Chef Ruben has put together an autumn menu you can order at both restaurants until the end of November.

The star of the menu: chicken thighs with a glaze of maple syrup and wholegrain mustard, taken off the spit the moment the skin crackles. On the side, roasted pumpkin with thyme and a fresh red cabbage salad.

For pudding there is a warm apple crumble with cinnamon. Enjoy!`,
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
    titleEn: 'Order online and pay with iDEAL',
    summaryEn: 'Order your favourites online, choose delivery or collection, and pay in seconds with iDEAL.',
    bodyEn: `From today you can also order from Gouden Haan online. Choose your restaurant, put your order together and pay securely with iDEAL or your credit card.

You decide whether to collect your order or have it delivered, and when: as soon as possible or at a time that suits you.

As soon as your payment is in, your order appears in our kitchen straight away. So everything is fresh and hot when it is ready for you.`,
    title: 'Online bestellen en betalen met iDEAL',
    summary: 'Bestel je favorieten online, kies bezorgen of afhalen en betaal in een paar tellen met iDEAL.',
    body: `Vanaf vandaag bestel je ook online bij Gouden Haan. Kies je vestiging, stel je bestelling samen en betaal veilig met iDEAL of je creditcard.

Je kiest zelf of je de bestelling ophaalt of laat bezorgen, en wanneer: zo snel mogelijk of op een tijdstip dat jou uitkomt.

Zodra je betaling binnen is, ziet onze keuken je bestelling direct verschijnen. Zo staat alles vers en warm voor je klaar.`,
    daysAgo: 25,
  },
  {
    slug: 'onze-kip-komt-van-de-veluwe',
    titleEn: 'Visiting our chicken farmer on the Veluwe',
    summaryEn:
      'Where does our chicken come from? We visited the Van den Brink family, who raise our free-range chickens.',
    bodyEn: `Good chicken starts with the farmer. That is why we have worked with the Van den Brink family from Barneveld since our very first day.

Their chickens have room to roam, go outside and grow up at their own pace. You can taste it: the meat is firmer and full of flavour.

All our chicken is halal, slaughtered at a certified abattoir close to the farm. That keeps the chain short, and we know exactly what ends up on your plate.`,
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
    titleEn: 'Ten years of Gouden Haan: thank you!',
    summaryEn:
      'In 2016 our first spit started turning in De Pijp. Ten years and a great many chickens later, we want to say: thank you.',
    bodyEn: `It started with one spit, a second-hand oven and Grandma Fatima's recipe. Ten years later we are still in De Pijp, and now in Rotterdam too.

We want to thank everyone who came to eat with us, picked up a takeaway or recommended us to friends. You made Gouden Haan what it is.

To celebrate, you get a free dessert with every meal all month. See you soon!`,
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
  titleEn: string;
  descriptionEn: string;
  badgeEn: string | null;
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
    titleEn: 'Family deal',
    descriptionEn:
      'A whole spit-roast chicken, fries and coleslaw together for €19.95: enough for the whole family.',
    badgeEn: 'Together €19.95',
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
    titleEn: 'Burger Tuesday',
    descriptionEn: 'Every Tuesday, your second crispy chicken burger is half price.',
    badgeEn: '2nd one half price',
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
    titleEn: 'Student meal Amsterdam',
    descriptionEn:
      'A wrap of your choice, fries and a drink at a friendly price. Just show your student card.',
    badgeEn: 'Amsterdam only',
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
    titleEn: 'Rotterdam opening party',
    descriptionEn: 'To celebrate our new restaurant: order €25 or more and your homemade iced tea is on us.',
    badgeEn: 'Free drink',
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
    titleEn: 'Summer iced tea',
    descriptionEn: 'Homemade peach iced tea, two for the price of one.',
    badgeEn: 'Buy one, get one free',
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
    titleEn: 'Spit-roast cook',
    hoursEn: '24 to 38 hours a week',
    summaryEn: 'You make sure every chicken comes off the spit perfectly cooked and golden brown.',
    descriptionEn: `As our spit-roast cook you are the heart of our kitchen in De Pijp. You marinate, skewer and roast, prepare the sides, and keep the kitchen clean and safe.

What we ask: experience in a professional kitchen, a good eye for quality, and a cool head on a busy Friday night.

What we offer: pay under the hospitality collective agreement (Horeca-cao), a meal every shift, fixed rotas two weeks ahead and a team that has your back.`,
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
    titleEn: 'E-bike delivery rider',
    hoursEn: '8 to 20 hours a week',
    summaryEn: 'Bring our chicken to Rotterdam homes, hot and with a smile.',
    descriptionEn: `You deliver orders in the centre, Noord, Kralingen and Zuid on a company e-bike. Between runs you lend a hand in the restaurant.

What we ask: you are 16 or older, know your way around Rotterdam a little and enjoy helping customers.

What we offer: flexible shifts, weekends included, you keep your tips, and an e-bike and rain gear from us.`,
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
    titleEn: 'Host',
    hoursEn: '12 to 32 hours a week',
    summaryEn: 'You are the first face of Gouden Haan, in Amsterdam or Rotterdam.',
    descriptionEn: `You welcome guests, take orders at the counter and on the phone, and make sure takeaway orders are ready on time.

What we ask: you are welcoming, speak Dutch and some English, and like to get stuck in.

What we offer: a friendly workplace with a close-knit team, room to grow into a shift leader, and a discount on all our dishes.`,
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
    altEn: 'A whole golden-brown spit-roast chicken on a wooden board',
    captionEn: 'Our whole chicken, marinated for 24 hours',
    alt: 'Een hele, goudbruine kip van het spit op een houten plank',
    caption: 'Onze hele kip, 24 uur gemarineerd',
  },
  {
    src: '/images/gallery/spit.svg',
    altEn: 'A row of chickens turning on the spit above glowing charcoal',
    captionEn: 'The spit in our open kitchen',
    alt: 'Een rij kippen die draaien aan het spit boven gloeiende houtskool',
    caption: 'Het spit in onze open keuken',
  },
  {
    src: '/images/gallery/burger.svg',
    altEn: 'A crispy chicken burger with lettuce and tomato in a brioche bun',
    captionEn: 'Crispy chicken burger',
    alt: 'Een crispy chicken burger met sla en tomaat op een brioche bol',
    caption: 'Crispy chicken burger',
  },
  {
    src: '/images/gallery/wrap.svg',
    altEn: 'A filled chicken wrap, cut on the diagonal',
    captionEn: 'Chicken wrap with garlic sauce',
    alt: 'Een gevulde kipwrap, schuin doorgesneden',
    caption: 'Kipwrap met knoflooksaus',
  },
  {
    src: '/images/gallery/friet.svg',
    altEn: 'A red tray of freshly cut fries',
    captionEn: 'Fresh fries, fried twice',
    alt: 'Een rood bakje met verse friet',
    caption: 'Verse friet, twee keer gebakken',
  },
  {
    src: '/images/gallery/sauzen.svg',
    altEn: 'Four pots of homemade sauce in different colours',
    captionEn: 'Our four homemade sauces',
    alt: 'Vier bakjes huisgemaakte saus in verschillende kleuren',
    caption: 'Onze vier huisgemaakte sauzen',
  },
  {
    src: '/images/gallery/restaurant.svg',
    altEn: 'The front of a Gouden Haan restaurant with a red awning',
    captionEn: 'Welcome to our restaurant',
    alt: 'De gevel van een Gouden Haan-restaurant met een rode luifel',
    caption: 'Welkom in ons restaurant',
  },
  {
    src: '/images/gallery/dessert.svg',
    altEn: 'A bowl of warm apple crumble with a scoop of ice cream',
    captionEn: 'Warm apple crumble',
    alt: 'Een schaaltje warme appelcrumble met een bolletje ijs',
    caption: 'Warme appelcrumble',
  },
  {
    src: '/images/gallery/limonade.svg',
    altEn: 'A glass jug of homemade lemonade with lemon and mint',
    captionEn: 'Homemade lemonade',
    alt: 'Een glazen kan huisgemaakte limonade met citroen en munt',
    caption: 'Huisgemaakte limonade',
  },
];

/** `now` is the moment of seeding: the demo offers run from days before it to days after, on the Amsterdam calendar. */
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
      validFrom: amsterdamDate(now, from),
      validUntil: amsterdamDate(now, until),
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
