/** The demo menu: mostly the same dishes in both cities, some city prices and city-only dishes (cents). */
import type { Tx } from '../client';
import { categories, optionGroups, options, products } from '../schema';

export const CATEGORIES = [
  { slug: 'kip', name: 'Kip', nameEn: 'Chicken', position: 1 },
  { slug: 'burgers', name: 'Burgers', nameEn: 'Burgers', position: 2 },
  { slug: 'wraps', name: 'Wraps', nameEn: 'Wraps', position: 3 },
  { slug: 'menus', name: "Menu's", nameEn: 'Meals', position: 4 },
  { slug: 'bijgerechten', name: 'Bijgerechten', nameEn: 'Sides', position: 5 },
  { slug: 'sauzen', name: 'Sauzen', nameEn: 'Sauces', position: 6 },
  { slug: 'dranken', name: 'Dranken', nameEn: 'Drinks', position: 7 },
  { slug: 'desserts', name: 'Desserts', nameEn: 'Desserts', position: 8 },
];

interface OptionDef {
  choice: string;
  /** The English name a visitor reads on /en (issue 20). */
  choiceEn: string;
  priceCents?: number;
  /** What the option adds (EU-14, as the kitchen makes it); traces apart in `mayContain`. */
  allergens?: string[];
  mayContain?: string[];
}
interface GroupDef {
  name: string;
  nameEn: string;
  min: number;
  max: number;
  maxMultiplier?: number;
  options: OptionDef[];
}
export interface ProductDef {
  name: string;
  category: string;
  description: string;
  /** English beside the Dutch (issue 20), written for people. */
  nameEn: string;
  descriptionEn: string;
  /** Price per city; a product missing a city is not sold there. */
  price: { amsterdam?: number; rotterdam?: number };
  image: string;
  allergens: string[];
  mayContain?: string[];
  popular?: boolean;
  /** Cities where it is sold out at the moment of seeding (to show the state in the demo). */
  soldOutIn?: ('amsterdam' | 'rotterdam')[];
  groups?: GroupDef[];
}

const SAUCES: OptionDef[] = [
  // The garlic and honey-mustard sauces are mayonnaise-based; the barbecue sauce holds soy sauce.
  { choice: 'Knoflooksaus', choiceEn: 'Garlic sauce', priceCents: 75, allergens: ['eieren'] },
  { choice: 'Chilisaus', choiceEn: 'Chilli sauce', priceCents: 75 },
  {
    choice: 'Honing-mosterdsaus',
    choiceEn: 'Honey mustard sauce',
    priceCents: 75,
    allergens: ['eieren', 'mosterd'],
  },
  { choice: 'Barbecuesaus', choiceEn: 'Barbecue sauce', priceCents: 75, allergens: ['soja', 'mosterd'] },
  { choice: 'Piri-pirisaus', choiceEn: 'Piri-piri sauce', priceCents: 90 },
];

const SAUCE_CHOICE: GroupDef = {
  name: 'Saus keuze',
  nameEn: 'Choice of sauce',
  min: 0,
  max: 2,
  options: SAUCES,
};

const EXTRAS: GroupDef = {
  name: "Extra's",
  nameEn: 'Extras',
  min: 0,
  max: 3,
  options: [
    { choice: 'Extra kaas', choiceEn: 'Extra cheese', priceCents: 100, allergens: ['melk'] },
    { choice: 'Bacon van kip', choiceEn: 'Chicken bacon', priceCents: 150 },
    { choice: 'Jalapeños', choiceEn: 'Jalapeños', priceCents: 75 },
    { choice: 'Gebakken ui', choiceEn: 'Crispy fried onions', priceCents: 50, allergens: ['gluten'] },
  ],
};

const MENU_SIDE: GroupDef = {
  name: 'Bijgerecht',
  nameEn: 'Side',
  min: 1,
  max: 1,
  options: [
    // As the products of the same name: fries share the fryer with breaded food.
    { choice: 'Friet', choiceEn: 'Fries', mayContain: ['gluten'] },
    {
      choice: 'Zoete-aardappelfriet',
      choiceEn: 'Sweet potato fries',
      priceCents: 100,
      mayContain: ['gluten'],
    },
    { choice: 'Koolsla', choiceEn: 'Coleslaw', allergens: ['eieren', 'mosterd'] },
    { choice: 'Maiskolf', choiceEn: 'Corn on the cob', priceCents: 50, allergens: ['melk'] },
    { choice: 'Uienringen', choiceEn: 'Onion rings', priceCents: 100, allergens: ['gluten', 'melk'] },
  ],
};

const MENU_DRINK: GroupDef = {
  name: 'Drank',
  nameEn: 'Drink',
  min: 1,
  max: 1,
  options: [
    { choice: 'Coca-Cola', choiceEn: 'Coca-Cola' },
    { choice: 'Coca-Cola Zero', choiceEn: 'Coca-Cola Zero' },
    { choice: 'Fanta Sinas', choiceEn: 'Fanta Orange' },
    { choice: 'Spa blauw', choiceEn: 'Spa still water' },
    { choice: 'Huisgemaakte ijsthee', choiceEn: 'Homemade iced tea', priceCents: 50 },
  ],
};

const both = (cents: number, rotterdam = cents) => ({ amsterdam: cents, rotterdam });

export const PRODUCTS: ProductDef[] = [
  // --- Kip
  {
    name: 'Halve kip van het spit',
    nameEn: 'Half spit-roast chicken',
    descriptionEn:
      'Half a free-range chicken, marinated for 24 hours in lemon, garlic and paprika, then slowly roasted on the spit.',
    category: 'kip',
    description:
      'Een halve scharrelkip, 24 uur gemarineerd in citroen, knoflook en paprika, langzaam gegaard aan het spit.',
    price: both(995, 950),
    image: '/images/menu/halve-kip.svg',
    allergens: ['selderij'],
    popular: true,
    groups: [SAUCE_CHOICE],
  },
  {
    name: 'Hele kip van het spit',
    nameEn: 'Whole spit-roast chicken',
    descriptionEn: 'A whole free-range chicken from the spit, made for sharing. Feeds two to three.',
    category: 'kip',
    description: 'Een hele scharrelkip van het spit, om te delen. Goed voor twee tot drie personen.',
    price: both(1795, 1695),
    image: '/images/menu/hele-kip.svg',
    allergens: ['selderij'],
    groups: [{ ...SAUCE_CHOICE, max: 3 }],
  },
  {
    name: 'Kippenpoten (4 stuks)',
    nameEn: 'Chicken drumsticks (4)',
    descriptionEn: 'Four juicy drumsticks with our herb rub, briefly grilled for crisp skin.',
    category: 'kip',
    description: 'Vier sappige kippenpoten met onze kruidenrub, kort gegrild voor een krokant velletje.',
    price: both(750),
    image: '/images/menu/kippenpoten.svg',
    allergens: ['selderij', 'mosterd'],
    groups: [SAUCE_CHOICE],
  },
  {
    name: 'Spicy kipvleugels (8 stuks)',
    nameEn: 'Spicy chicken wings (8)',
    descriptionEn: 'Chicken wings in a fiery glaze of chilli, soy and honey, sprinkled with sesame seeds.',
    category: 'kip',
    description: 'Kipvleugels in een pittige glaze van chili, soja en honing, bestrooid met sesam.',
    price: both(795, 775),
    image: '/images/menu/kipvleugels.svg',
    allergens: ['soja', 'sesamzaad', 'gluten'],
    mayContain: ['mosterd'],
    popular: true,
    groups: [SAUCE_CHOICE],
  },
  {
    name: 'Crispy tenders (5 stuks)',
    nameEn: 'Crispy tenders (5)',
    descriptionEn: 'Chicken breast tenders in a crunchy buttermilk and panko coating.',
    category: 'kip',
    description: 'Kipfilethaasjes in een krokant jasje van karnemelk en panko.',
    price: both(725),
    image: '/images/menu/tenders.svg',
    allergens: ['gluten', 'eieren', 'melk'],
    mayContain: ['selderij'],
    groups: [SAUCE_CHOICE],
  },
  {
    name: 'Kippendijen van de grill',
    nameEn: 'Grilled chicken thighs',
    descriptionEn:
      'Three chicken thighs with thyme, mustard and a splash of white wine, cooked over charcoal.',
    category: 'kip',
    description: 'Drie kippendijen met tijm, mosterd en een scheutje witte wijn, van de houtskoolgrill.',
    price: both(895, 875),
    image: '/images/menu/kippendijen.svg',
    allergens: ['mosterd', 'sulfiet'],
  },
  {
    name: 'Kipsaté (3 spiezen)',
    nameEn: 'Chicken satay (3 skewers)',
    descriptionEn:
      'Marinated chicken thigh skewers with homemade peanut sauce, atjar pickles and crispy fried onions.',
    category: 'kip',
    description: 'Gemarineerde kipdijspiezen met huisgemaakte pindasaus, atjar en gebakken uitjes.',
    price: { rotterdam: 925 },
    image: '/images/menu/kipsate.svg',
    allergens: ["pinda's", 'soja', 'gluten'],
    mayContain: ['noten'],
  },
  // --- Burgers
  {
    name: 'Crispy chicken burger',
    nameEn: 'Crispy chicken burger',
    descriptionEn: 'Crispy chicken breast in a brioche bun with coleslaw, pickles and homemade mayonnaise.',
    category: 'burgers',
    description: 'Krokante kipfilet op een brioche bol met koolsla, augurk en huisgemaakte mayonaise.',
    price: both(895, 875),
    image: '/images/menu/crispy-burger.svg',
    allergens: ['gluten', 'eieren', 'melk', 'mosterd', 'sesamzaad'],
    popular: true,
    groups: [EXTRAS],
  },
  {
    name: 'Gouden Haan burger',
    nameEn: 'Gouden Haan burger',
    descriptionEn:
      'Grilled chicken thigh with cheddar, chicken bacon, tomato, lettuce and our golden house sauce.',
    category: 'burgers',
    description: 'Gegrilde kippendij met cheddar, bacon van kip, tomaat, sla en onze goudgele saus.',
    price: both(1050, 995),
    image: '/images/menu/grill-burger.svg',
    allergens: ['gluten', 'eieren', 'melk', 'mosterd', 'sesamzaad'],
    popular: true,
    groups: [EXTRAS],
  },
  {
    name: 'Spicy jalapeño burger',
    nameEn: 'Spicy jalapeño burger',
    descriptionEn: 'Crispy chicken with jalapeños, pepper jack cheese and chipotle mayonnaise.',
    category: 'burgers',
    description: 'Krokante kip met jalapeños, pepperjack-kaas en chipotlemayonaise.',
    price: both(975),
    image: '/images/menu/crispy-burger.svg',
    allergens: ['gluten', 'eieren', 'melk', 'sesamzaad'],
    groups: [EXTRAS],
  },
  {
    name: 'Dubbele crispy burger',
    nameEn: 'Double crispy burger',
    descriptionEn: 'Two crispy chicken fillets, double cheddar and pickles. For a big appetite.',
    category: 'burgers',
    description: 'Twee krokante kipfilets, dubbel cheddar en augurk. Voor de grote honger.',
    price: { amsterdam: 1250 },
    image: '/images/menu/crispy-burger.svg',
    allergens: ['gluten', 'eieren', 'melk', 'mosterd', 'sesamzaad'],
    groups: [EXTRAS],
  },
  {
    name: 'Halloumi burger',
    nameEn: 'Halloumi burger',
    descriptionEn: 'Vegetarian: grilled halloumi with roasted peppers, rocket and muhammara.',
    category: 'burgers',
    description: 'Vegetarisch: gegrilde halloumi met geroosterde paprika, rucola en muhammara.',
    price: both(950, 925),
    image: '/images/menu/grill-burger.svg',
    allergens: ['gluten', 'melk', 'eieren', 'sesamzaad', 'noten'],
    groups: [EXTRAS],
  },
  {
    name: 'Kinderburger',
    nameEn: "Kids' burger",
    descriptionEn: 'A small minced-chicken burger with ketchup in a soft bun.',
    category: 'burgers',
    description: 'Een kleine burger van kipgehakt met ketchup, op een zacht broodje.',
    price: both(595),
    image: '/images/menu/grill-burger.svg',
    allergens: ['gluten', 'eieren', 'sesamzaad'],
  },
  // --- Wraps
  {
    name: 'Chicken caesar wrap',
    nameEn: 'Chicken Caesar wrap',
    descriptionEn: 'Grilled chicken, romaine lettuce, Parmesan and Caesar dressing in a wheat tortilla.',
    category: 'wraps',
    description: 'Gegrilde kip, romaine, Parmezaanse kaas en caesardressing in een tarwetortilla.',
    price: both(850),
    image: '/images/menu/wrap.svg',
    allergens: ['gluten', 'eieren', 'melk', 'vis', 'mosterd'],
  },
  {
    name: 'Teriyaki kipwrap',
    nameEn: 'Teriyaki chicken wrap',
    descriptionEn: 'Chicken in teriyaki sauce with cucumber, carrot, spring onion and toasted sesame.',
    category: 'wraps',
    description: 'Kip in teriyakisaus met komkommer, wortel, lente-ui en geroosterde sesam.',
    price: both(825, 795),
    image: '/images/menu/wrap.svg',
    allergens: ['gluten', 'soja', 'sesamzaad', 'sulfiet'],
  },
  {
    name: 'Spicy kipwrap',
    nameEn: 'Spicy chicken wrap',
    descriptionEn: 'Crispy tenders with sriracha mayonnaise, lettuce, tomato and red onion.',
    category: 'wraps',
    description: 'Krokante tenders met sriracha-mayonaise, sla, tomaat en rode ui.',
    price: both(825),
    image: '/images/menu/wrap.svg',
    allergens: ['gluten', 'eieren', 'melk'],
    groups: [EXTRAS],
  },
  {
    name: 'Falafelwrap',
    nameEn: 'Falafel wrap',
    descriptionEn: 'Vegan: falafel with hummus, pickled red cabbage, parsley and tahini.',
    category: 'wraps',
    description: 'Vegan: falafel met hummus, ingelegde rode kool, peterselie en tahin.',
    price: both(775, 750),
    image: '/images/menu/wrap.svg',
    allergens: ['gluten', 'sesamzaad', 'selderij'],
  },
  // --- Menu's
  {
    name: 'Gouden Haan menu',
    nameEn: 'Gouden Haan meal',
    descriptionEn: 'The Gouden Haan burger with a side and a drink of your choice.',
    category: 'menus',
    description: 'De Gouden Haan burger met een bijgerecht en een drankje naar keuze.',
    price: both(1395, 1350),
    image: '/images/menu/menu.svg',
    allergens: ['gluten', 'eieren', 'melk', 'mosterd', 'sesamzaad'],
    popular: true,
    groups: [MENU_SIDE, MENU_DRINK, EXTRAS],
  },
  {
    name: 'Halve kip menu',
    nameEn: 'Half chicken meal',
    descriptionEn: 'Half a spit-roast chicken with a side, a drink and a sauce of your choice.',
    category: 'menus',
    description: 'Halve kip van het spit met een bijgerecht, een drankje en een saus naar keuze.',
    price: both(1395, 1325),
    image: '/images/menu/menu-kip.svg',
    allergens: ['selderij'],
    groups: [MENU_SIDE, MENU_DRINK, { ...SAUCE_CHOICE, max: 1 }],
  },
  {
    name: 'Crispy burger menu',
    nameEn: 'Crispy burger meal',
    descriptionEn: 'The crispy chicken burger with a side and a drink of your choice.',
    category: 'menus',
    description: 'De crispy chicken burger met een bijgerecht en een drankje naar keuze.',
    price: both(1250, 1225),
    image: '/images/menu/menu.svg',
    allergens: ['gluten', 'eieren', 'melk', 'mosterd', 'sesamzaad'],
    groups: [MENU_SIDE, MENU_DRINK, EXTRAS],
  },
  {
    name: 'Tenders menu',
    nameEn: 'Tenders meal',
    descriptionEn: 'Five crispy tenders with a side, a drink and a sauce of your choice.',
    category: 'menus',
    description: 'Vijf crispy tenders met een bijgerecht, een drankje en een saus naar keuze.',
    price: both(1195),
    image: '/images/menu/menu-tenders.svg',
    allergens: ['gluten', 'eieren', 'melk'],
    groups: [MENU_SIDE, MENU_DRINK, { ...SAUCE_CHOICE, max: 1 }],
  },
  {
    name: 'Kindermenu',
    nameEn: "Kids' meal",
    descriptionEn: "A kids' burger or three tenders with a small side, a drink and a surprise.",
    category: 'menus',
    description: 'Kinderburger of drie tenders met een klein bijgerecht, een drankje en een verrassing.',
    price: both(795),
    image: '/images/menu/menu.svg',
    allergens: ['gluten', 'eieren', 'sesamzaad', 'melk'],
    groups: [
      {
        name: 'Hoofdgerecht',
        nameEn: 'Main',
        min: 1,
        max: 1,
        options: [
          { choice: 'Kinderburger', choiceEn: "Kids' burger", allergens: ['gluten', 'melk', 'sesamzaad'] },
          {
            choice: 'Drie crispy tenders',
            choiceEn: 'Three crispy tenders',
            allergens: ['gluten', 'eieren', 'melk'],
          },
        ],
      },
      {
        name: 'Bijgerecht',
        nameEn: 'Side',
        min: 1,
        max: 1,
        options: [
          { choice: 'Kleine friet', choiceEn: 'Small fries', mayContain: ['gluten'] },
          { choice: 'Maiskolf', choiceEn: 'Corn on the cob', allergens: ['melk'] },
          { choice: 'Appelpartjes', choiceEn: 'Apple slices' },
        ],
      },
      {
        name: 'Drank',
        nameEn: 'Drink',
        min: 1,
        max: 1,
        options: [
          { choice: 'Appelsap', choiceEn: 'Apple juice' },
          { choice: 'Chocomel', choiceEn: 'Chocomel chocolate milk', priceCents: 30, allergens: ['melk'] },
          { choice: 'Spa blauw', choiceEn: 'Spa still water' },
        ],
      },
    ],
  },
  {
    name: 'Familiebox',
    nameEn: 'Family box',
    descriptionEn:
      'A whole chicken, four drumsticks, two large fries, coleslaw and four sauces. Feeds three to four.',
    category: 'menus',
    description:
      'Een hele kip, vier kippenpoten, twee grote friet, koolsla en vier sauzen. Voor 3 à 4 personen.',
    price: both(3495, 3250),
    image: '/images/menu/familiebox.svg',
    allergens: ['selderij', 'mosterd', 'eieren'],
    groups: [
      {
        name: 'Extra bijgerecht',
        nameEn: 'Extra side',
        min: 0,
        max: 2,
        options: MENU_SIDE.options.map((o) => ({ ...o, priceCents: (o.priceCents ?? 0) + 325 })),
      },
    ],
  },
  // --- Bijgerechten
  {
    name: 'Friet',
    nameEn: 'Fries',
    descriptionEn:
      'Freshly cut fries from Dutch potatoes, cooked in sunflower oil and finished with sea salt.',
    category: 'bijgerechten',
    description: 'Verse friet van Nederlandse aardappelen, gebakken in zonnebloemolie, met zeezout.',
    price: both(325, 300),
    image: '/images/menu/friet.svg',
    allergens: [],
    mayContain: ['gluten'],
    groups: [
      {
        name: 'Formaat',
        nameEn: 'Size',
        min: 1,
        max: 1,
        options: [
          { choice: 'Normaal', choiceEn: 'Regular' },
          { choice: 'Groot', choiceEn: 'Large', priceCents: 100 },
        ],
      },
    ],
  },
  {
    name: 'Zoete-aardappelfriet',
    nameEn: 'Sweet potato fries',
    descriptionEn: 'Crispy sweet potato fries with a pinch of smoked paprika.',
    category: 'bijgerechten',
    description: 'Krokante friet van zoete aardappel met een snufje gerookte paprika.',
    price: both(425, 395),
    image: '/images/menu/friet.svg',
    allergens: [],
    mayContain: ['gluten'],
  },
  {
    name: 'Koolsla',
    nameEn: 'Coleslaw',
    descriptionEn: 'Creamy slaw of white and red cabbage with carrot and a zesty dressing.',
    category: 'bijgerechten',
    description: 'Romige koolsla van witte en rode kool met wortel en een frisse dressing.',
    price: both(275),
    image: '/images/menu/koolsla.svg',
    allergens: ['eieren', 'mosterd'],
  },
  {
    name: 'Maiskolf met kruidenboter',
    nameEn: 'Corn on the cob with herb butter',
    descriptionEn: 'Grilled corn on the cob with parsley and garlic butter.',
    category: 'bijgerechten',
    description: 'Gegrilde maiskolf met kruidenboter van peterselie en knoflook.',
    price: both(325),
    image: '/images/menu/maiskolf.svg',
    allergens: ['melk'],
  },
  {
    name: 'Uienringen',
    nameEn: 'Onion rings',
    descriptionEn: 'Thick onion rings in a crispy beer batter.',
    category: 'bijgerechten',
    description: 'Dikke uienringen in een krokant bierbeslag.',
    price: both(395, 375),
    image: '/images/menu/uienringen.svg',
    soldOutIn: ['amsterdam'],
    allergens: ['gluten', 'melk'],
  },
  {
    name: 'Rozemarijnaardappeltjes',
    nameEn: 'Rosemary potatoes',
    descriptionEn: 'Oven-roasted baby potatoes with rosemary, garlic and olive oil.',
    category: 'bijgerechten',
    description: 'Krieltjes uit de oven met rozemarijn, knoflook en olijfolie.',
    price: both(375),
    image: '/images/menu/krieltjes.svg',
    allergens: [],
  },
  {
    name: 'Frisse salade',
    nameEn: 'Garden salad',
    descriptionEn: 'Mixed leaves with cucumber, tomato, radish and a honey mustard dressing.',
    category: 'bijgerechten',
    description: 'Gemengde sla met komkommer, tomaat, radijs en een mosterd-honingdressing.',
    price: both(450),
    image: '/images/menu/salade.svg',
    allergens: ['mosterd', 'sulfiet'],
  },
  // --- Sauzen
  {
    name: 'Losse saus',
    nameEn: 'Extra sauce',
    descriptionEn: 'Our homemade sauces in a 50 ml pot. Go on, have a few.',
    category: 'sauzen',
    description: 'Onze huisgemaakte sauzen in een bakje van 50 ml. Neem er gerust een paar.',
    price: { amsterdam: 0, rotterdam: 0 },
    image: '/images/menu/saus.svg',
    // Each cup brings its own allergens (see SAUCES).
    allergens: [],
    groups: [
      { name: 'Saus keuze', nameEn: 'Choice of sauce', min: 1, max: 4, maxMultiplier: 10, options: SAUCES },
    ],
  },
  {
    name: 'Sauzenproeverij',
    nameEn: 'Sauce tasting set',
    descriptionEn: 'Four little pots: garlic, chilli, honey mustard and barbecue.',
    category: 'sauzen',
    description: 'Vier kleine bakjes: knoflook, chili, honing-mosterd en barbecue.',
    price: both(275),
    image: '/images/menu/saus.svg',
    allergens: ['eieren', 'mosterd', 'soja'],
  },
  {
    name: 'Pindasaus',
    nameEn: 'Peanut sauce',
    descriptionEn: 'Homemade satay sauce with a hint of sambal, in a 100 ml pot.',
    category: 'sauzen',
    description: 'Huisgemaakte satésaus met een vleugje sambal, in een bakje van 100 ml.',
    price: { rotterdam: 150 },
    image: '/images/menu/saus.svg',
    allergens: ["pinda's", 'soja'],
    mayContain: ['noten'],
  },
  // --- Dranken
  {
    name: 'Coca-Cola',
    nameEn: 'Coca-Cola',
    descriptionEn: '33 cl can, ice cold.',
    category: 'dranken',
    description: 'Blikje van 33 cl, ijskoud.',
    price: both(275, 260),
    image: '/images/menu/blikje-rood.svg',
    allergens: [],
  },
  {
    name: 'Coca-Cola Zero',
    nameEn: 'Coca-Cola Zero',
    descriptionEn: '33 cl can, sugar free.',
    category: 'dranken',
    description: 'Blikje van 33 cl, zonder suiker.',
    price: both(275, 260),
    image: '/images/menu/blikje-zwart.svg',
    allergens: [],
  },
  {
    name: 'Fanta Sinas',
    nameEn: 'Fanta Orange',
    descriptionEn: '33 cl can.',
    category: 'dranken',
    description: 'Blikje van 33 cl.',
    price: both(275, 260),
    image: '/images/menu/blikje-oranje.svg',
    allergens: [],
  },
  {
    name: 'Spa blauw',
    nameEn: 'Spa still water',
    descriptionEn: 'Still mineral water, 50 cl bottle.',
    category: 'dranken',
    description: 'Mineraalwater zonder koolzuur, flesje van 50 cl.',
    price: both(250),
    image: '/images/menu/water.svg',
    allergens: [],
  },
  {
    name: 'Huisgemaakte ijsthee',
    nameEn: 'Homemade iced tea',
    descriptionEn: 'Black tea with lemon, mint and a touch of honey. 40 cl.',
    category: 'dranken',
    description: 'Zwarte thee met citroen, munt en een beetje honing. 40 cl.',
    price: both(325),
    image: '/images/menu/ijsthee.svg',
    allergens: [],
  },
  {
    name: "Verse jus d'orange",
    nameEn: 'Fresh orange juice',
    descriptionEn: 'Freshly squeezed orange juice, 30 cl.',
    category: 'dranken',
    description: 'Vers geperst sinaasappelsap, 30 cl.',
    price: both(375, 350),
    image: '/images/menu/jus.svg',
    allergens: [],
  },
  {
    name: 'Heineken 0.0',
    nameEn: 'Heineken 0.0',
    descriptionEn: 'Alcohol-free beer, 30 cl bottle.',
    category: 'dranken',
    description: 'Alcoholvrij bier, flesje van 30 cl.',
    price: both(300),
    image: '/images/menu/bier.svg',
    allergens: ['gluten'],
  },
  // --- Desserts
  {
    name: 'Chocoladebrownie',
    nameEn: 'Chocolate brownie',
    descriptionEn: 'Rich, fudgy dark chocolate brownie, served warm.',
    category: 'desserts',
    description: 'Smeuïge brownie van pure chocolade, lauwwarm geserveerd.',
    price: both(395),
    image: '/images/menu/brownie.svg',
    allergens: ['gluten', 'eieren', 'melk', 'soja'],
    mayContain: ['noten'],
  },
  {
    name: 'Vanille-ijs met karamel',
    nameEn: 'Vanilla ice cream with caramel',
    descriptionEn: 'Two scoops of creamy vanilla ice cream with salted caramel sauce.',
    category: 'desserts',
    description: 'Twee bollen romig vanille-ijs met zoute karamelsaus.',
    price: both(375),
    image: '/images/menu/ijs.svg',
    allergens: ['melk', 'eieren'],
    groups: [
      {
        name: 'Topping',
        nameEn: 'Topping',
        min: 0,
        max: 1,
        options: [
          { choice: 'Gebrande amandelen', choiceEn: 'Toasted almonds', priceCents: 50, allergens: ['noten'] },
          { choice: 'Slagroom', choiceEn: 'Whipped cream', priceCents: 50, allergens: ['melk'] },
        ],
      },
    ],
  },
  {
    name: 'Milkshake',
    nameEn: 'Milkshake',
    descriptionEn: 'A thick milkshake made with fresh ice cream, 40 cl.',
    category: 'desserts',
    description: 'Dikke milkshake van vers ijs, 40 cl.',
    price: both(450, 425),
    image: '/images/menu/milkshake.svg',
    allergens: ['melk'],
    groups: [
      {
        name: 'Smaak',
        nameEn: 'Flavour',
        min: 1,
        max: 1,
        options: [
          { choice: 'Vanille', choiceEn: 'Vanilla' },
          { choice: 'Chocolade', choiceEn: 'Chocolate' },
          { choice: 'Aardbei', choiceEn: 'Strawberry' },
        ],
      },
    ],
  },
  {
    name: 'Appeltaart',
    nameEn: 'Dutch apple pie',
    descriptionEn:
      'Traditional Dutch apple pie with cinnamon and raisins, served with a dollop of whipped cream.',
    category: 'desserts',
    description: 'Hollandse appeltaart met kaneel en rozijnen, met een toef slagroom.',
    price: both(395, 375),
    image: '/images/menu/appeltaart.svg',
    soldOutIn: ['rotterdam'],
    allergens: ['gluten', 'eieren', 'melk'],
    mayContain: ['noten'],
  },
];

export async function seedMenu(tx: Tx, defs: ProductDef[] = PRODUCTS): Promise<void> {
  await tx.insert(categories).values(CATEGORIES).onConflictDoNothing();
  for (const city of ['amsterdam', 'rotterdam'] as const) {
    for (const [position, def] of defs.entries()) {
      const priceCents = def.price[city];
      if (priceCents === undefined) continue;
      const [product] = await tx
        .insert(products)
        .values({
          locationSlug: city,
          categorySlug: def.category,
          name: def.name,
          description: def.description,
          nameEn: def.nameEn,
          descriptionEn: def.descriptionEn,
          priceCents,
          image: def.image,
          allergens: def.allergens,
          mayContain: def.mayContain ?? [],
          popular: def.popular ?? false,
          available: !(def.soldOutIn ?? []).includes(city),
          position,
        })
        .returning({ id: products.id });
      for (const [groupPosition, group] of (def.groups ?? []).entries()) {
        const [row] = await tx
          .insert(optionGroups)
          .values({
            productId: product!.id,
            name: group.name,
            nameEn: group.nameEn,
            minChoices: group.min,
            maxChoices: group.max,
            maxMultiplier: group.maxMultiplier ?? 1,
            position: groupPosition,
          })
          .returning({ id: optionGroups.id });
        await tx.insert(options).values(
          group.options.map((option, optionPosition) => ({
            groupId: row!.id,
            choice: option.choice,
            choiceEn: option.choiceEn,
            priceCents: option.priceCents ?? 0,
            allergens: option.allergens ?? [],
            mayContain: option.mayContain ?? [],
            position: optionPosition,
          })),
        );
      }
    }
  }
}
