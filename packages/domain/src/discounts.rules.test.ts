/**
 * The worked examples of decision 038, in euros as the record writes them: offers on the base price,
 * thresholds after what comes before, one order of application, coupons that combine or not.
 */
import { describe, expect, it } from 'vitest';
import {
  computeDiscounts,
  couponNotice,
  discountTotal,
  type ActiveOffer,
  type AppliedCoupon,
  type DiscountableLine,
} from './discounts';
import { priceLine } from './pricing';

/** A line as the one price engine prices it: the product's price and its options (one piece each). */
function sold(
  name: string,
  category: string,
  priceCents: number,
  options: [string, number][] = [],
  quantity = 1,
): DiscountableLine {
  const priced = priceLine(
    { name, category, priceCents },
    options.map(([choice, cents]) => ({ choice, priceCents: cents, count: 1 })),
    quantity,
  );
  return {
    name,
    category,
    quantity,
    totalCents: priced.lineCents,
    baseUnitCents: priced.baseCents,
    vatRate: 9,
  };
}

const familiedeal: ActiveOffer = {
  id: 1,
  title: 'Familiedeal',
  titleEn: 'Family deal',
  rule: {
    kind: 'bundle',
    components: [
      { products: ['Hele kip van het spit'], count: 1 },
      { products: ['Friet'], count: 1 },
      { products: ['Koolsla'], count: 1 },
    ],
    priceCents: 1995,
  },
};
const burgerdag: ActiveOffer = {
  id: 2,
  title: 'Dinsdag burgerdag',
  rule: { kind: 'second-half-price', match: { products: ['Crispy chicken burger'] } },
};
const gratisIjsthee: ActiveOffer = {
  id: 4,
  title: 'Openingsfeest Rotterdam',
  rule: { kind: 'free-item', minimumCents: 2500, product: 'Huisgemaakte ijsthee' },
};
const welkom10 = (combinesWithOffers: boolean, minimumOrderCents = 0): AppliedCoupon => ({
  code: 'WELKOM10',
  percentOff: 10,
  minimumOrderCents,
  combinesWithOffers,
});

const kipMetSauzen = sold('Hele kip van het spit', 'kip', 1795, [
  ['Knoflooksaus', 75],
  ['Chilisaus', 75],
  ['Piri-pirisaus', 90],
]);
const grooteFriet = sold('Friet', 'bijgerechten', 325, [['Groot', 100]]);
const koolsla = sold('Koolsla', 'bijgerechten', 275);
const dealWithExtras = [kipMetSauzen, grooteFriet, koolsla];
const dealPlain = [sold('Hele kip van het spit', 'kip', 1795), sold('Friet', 'bijgerechten', 325), koolsla];

const subtotal = (lines: readonly DiscountableLine[]) => lines.reduce((s, l) => s + l.totalCents, 0);
const rows = (
  lines: readonly DiscountableLine[],
  offers: ActiveOffer[],
  coupon: AppliedCoupon | null = null,
) => computeDiscounts(lines, offers, coupon).discounts.map((d) => [d.label, d.amountCents]);

describe('offers discount the base price; options are charged on top (decision 038)', () => {
  it('the Familiedeal with three sauces and large fries: − € 4,00, total € 23,35', () => {
    expect(subtotal(dealWithExtras)).toBe(2735);
    const [deal] = computeDiscounts(dealWithExtras, [familiedeal], null).discounts;
    expect(deal!.amountCents).toBe(400);
    expect(deal!.lines).toEqual([
      { index: 0, amountCents: 300 },
      { index: 1, amountCents: 54 },
      { index: 2, amountCents: 46 },
    ]);
    expect(subtotal(dealWithExtras) - deal!.amountCents).toBe(1995 + 340);
  });

  it('two sets of the deal take off twice, the extras of both stay charged', () => {
    const two = dealWithExtras.map((l) => ({ ...l, quantity: 2, totalCents: l.totalCents * 2 }));
    expect(rows(two, [familiedeal])).toEqual([['Familiedeal', 800]]);
  });

  it('second half price halves the base of the second burger, its extras at full price', () => {
    const lines = [
      sold('Crispy chicken burger', 'burgers', 895, [['Bacon van kip', 150]]),
      sold('Crispy chicken burger', 'burgers', 895, [['Extra kaas', 100]]),
    ];
    const [half] = computeDiscounts(lines, [burgerdag], null).discounts;
    expect(half).toMatchObject({ amountCents: 448, lines: [{ index: 1, amountCents: 448 }] });
    expect(subtotal(lines) - half!.amountCents).toBe(1592);
    const three = [{ ...lines[0]!, quantity: 3, totalCents: lines[0]!.totalCents * 3 }];
    expect(rows(three, [burgerdag])).toEqual([['Dinsdag burgerdag', 448]]);
  });

  it('a loose sauce (base € 0) gets nothing from offers that name it, only from order-wide ones', () => {
    const sauces = sold('Losse saus', 'sauzen', 0, [
      ['Knoflooksaus', 75],
      ['Chilisaus', 75],
    ]);
    const twoSauces = { ...sauces, quantity: 2, totalCents: sauces.totalCents * 2 };
    expect(twoSauces.baseUnitCents).toBe(0);
    const offers: ActiveOffer[] = [
      { id: 5, title: 'Sauzen half', rule: { kind: 'second-half-price', match: { categories: ['sauzen'] } } },
      { id: 6, title: 'Gratis saus', rule: { kind: 'free-item', minimumCents: 0, product: 'Losse saus' } },
      {
        id: 7,
        title: '50% op sauzen',
        rule: { kind: 'percent-off', percent: 50, match: { categories: ['sauzen'] } },
      },
    ];
    expect(rows([twoSauces], offers)).toEqual([]);
    const wide: ActiveOffer = { id: 8, title: '10% op alles', rule: { kind: 'percent-off', percent: 10 } };
    expect(rows([twoSauces], [...offers, wide])).toEqual([['10% op alles', 30]]);
  });
});

describe('thresholds are measured after what comes before (decision 038)', () => {
  const rotterdam = [
    sold('Gouden Haan burger', 'burgers', 995),
    sold('Crispy chicken burger', 'burgers', 875),
    sold('Friet', 'bijgerechten', 300, [['Groot', 100]]),
    sold('Huisgemaakte ijsthee', 'dranken', 325),
  ];

  it('free iced tea from € 25 does not count the tea itself', () => {
    expect(subtotal(rotterdam)).toBe(2595);
    expect(rows(rotterdam, [gratisIjsthee])).toEqual([]);
    const more = [...rotterdam, sold('Koolsla', 'bijgerechten', 275)];
    expect(rows(more, [gratisIjsthee])).toEqual([['Openingsfeest Rotterdam', 325]]);
    expect(subtotal(more) - 325).toBe(2545);
  });

  it('a 10% coupon from € 30 is measured after the Familiedeal, and comes after it', () => {
    const short = [...dealPlain, sold('Crispy chicken burger', 'burgers', 895)];
    const answer = computeDiscounts(short, [familiedeal], welkom10(true, 3000));
    expect(answer.discounts.map((d) => d.label)).toEqual(['Familiedeal']);
    expect(answer.couponBelowMinimum).toEqual({
      code: 'WELKOM10',
      minimumCents: 3000,
      measuredCents: 2890,
      afterOffers: true,
    });
    expect(couponNotice(answer, 'nl')).toBe(
      'Code WELKOM10 geldt vanaf €\u00a030,00 na aftrek van de aanbiedingen. Voeg nog €\u00a01,10 toe.',
    );
    const enough = [...dealWithExtras, sold('Crispy chicken burger', 'burgers', 895)];
    expect(rows(enough, [familiedeal], welkom10(true, 3000))).toEqual([
      ['Familiedeal', 400],
      ['Kortingscode WELKOM10 (10%)', 323],
    ]);
  });

  it('comes out in the one order: unit offers, free items, percentage offers, the coupon', () => {
    const lines = [...dealWithExtras, sold('Huisgemaakte ijsthee', 'dranken', 325)];
    const tenPercent: ActiveOffer = {
      id: 0,
      title: '5% op alles',
      rule: { kind: 'percent-off', percent: 5 },
    };
    const free = { ...gratisIjsthee, id: 3, rule: { ...gratisIjsthee.rule, minimumCents: 2000 } };
    expect(
      computeDiscounts(lines, [tenPercent, free, familiedeal], welkom10(true)).discounts.map((d) => d.source),
    ).toEqual(['offer:1', 'offer:3', 'offer:0', 'coupon:WELKOM10']);
  });
});

describe('a coupon combines with offers only when the owner says so (decision 038)', () => {
  it('does not combine and the offers give more: the offers stay, and the basket can say why', () => {
    const answer = computeDiscounts(dealWithExtras, [familiedeal], welkom10(false));
    expect(answer.discounts.map((d) => [d.label, d.amountCents])).toEqual([['Familiedeal', 400]]);
    expect(answer.couponNotCombined).toMatchObject({
      code: 'WELKOM10',
      reason: 'offers-better',
      offersCents: 400,
      couponCents: 274,
    });
    expect(couponNotice(answer, 'nl')).toBe(
      'Code WELKOM10 geldt niet samen met aanbiedingen. Met Familiedeal krijg je meer korting (€\u00a04,00) dan met de code (€\u00a02,74), dus de code telt nu niet mee.',
    );
    expect(couponNotice(answer, 'en')).toBe(
      "Code WELKOM10 doesn't combine with offers. With Family deal you get more off (€4.00) than with the code (€2.74), so the code doesn't count now.",
    );
  });

  const bigBasket = [...dealPlain, sold('Gouden Haan burger', 'burgers', 1050, [], 4)];

  it('does not combine and the coupon gives more: only the coupon, on the whole basket', () => {
    expect(subtotal(bigBasket)).toBe(6595);
    const answer = computeDiscounts(bigBasket, [familiedeal], welkom10(false));
    expect(answer.discounts.map((d) => [d.label, d.amountCents])).toEqual([
      ['Kortingscode WELKOM10 (10%)', 660],
    ]);
    expect(answer.couponNotCombined).toMatchObject({
      reason: 'coupon-better',
      offersCents: 400,
      couponCents: 660,
    });
    expect(couponNotice(answer, 'nl')).toBe(
      'Code WELKOM10 geldt niet samen met aanbiedingen. Met de code krijg je meer korting (€\u00a06,60) dan met Familiedeal (€\u00a04,00), dus alleen de code telt.',
    );
  });

  it('combines: the coupon on what is left after the offers', () => {
    const answer = computeDiscounts(bigBasket, [familiedeal], welkom10(true));
    expect(answer.discounts.map((d) => [d.label, d.amountCents])).toEqual([
      ['Familiedeal', 400],
      ['Kortingscode WELKOM10 (10%)', 620],
    ]);
    expect(subtotal(bigBasket) - discountTotal(answer.discounts)).toBe(5575);
    expect(answer.couponNotCombined).toBeNull();
    expect(couponNotice(answer)).toBeNull();
  });

  it('a tie keeps the offers (the code stays unused); no offer at all lets the code apply as it is', () => {
    const amount = (amountOffCents: number): AppliedCoupon => ({
      code: 'VIJF',
      amountOffCents,
      combinesWithOffers: false,
    });
    const tie = computeDiscounts(dealPlain, [familiedeal], amount(400));
    expect(tie.discounts.map((d) => d.source)).toEqual(['offer:1']);
    expect(tie.couponNotCombined?.reason).toBe('offers-better');
    const none = computeDiscounts([koolsla], [familiedeal], amount(100));
    expect(none.discounts.map((d) => d.source)).toEqual(['coupon:VIJF']);
    expect(none.couponNotCombined).toBeNull();
  });

  it('alone below its minimum: the offers apply and the notice says the minimum on the subtotal', () => {
    const answer = computeDiscounts(dealPlain, [familiedeal], welkom10(false, 3000));
    expect(answer.discounts.map((d) => d.source)).toEqual(['offer:1']);
    expect(answer.couponBelowMinimum).toEqual({
      code: 'WELKOM10',
      minimumCents: 3000,
      measuredCents: 2395,
      afterOffers: false,
    });
    expect(couponNotice(answer, 'nl')).toBe(
      'Deze kortingscode geldt vanaf €\u00a030,00. Voeg nog €\u00a06,05 toe.',
    );
  });
});
