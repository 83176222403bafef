/**
 * Issue 31 item 9: proof that cannot drift, through the server. Random baskets of the menu's products,
 * options and quantities, with the owner's offers of every kind and coupons that do and do not combine,
 * go through the real routes: basket (GET /api/cart), quote, checkout (with the basket's total as
 * `expectedTotal`), the order page, the demo payment and the reports page. Every one of them must
 * say the same total and the same discount lines, and the reference model of decision 038
 * (`referencePrice`, written from the record, not from the engine) must agree to the cent. Shared by
 * the route test (app.inject on PGlite) and the reliability suite (a real server, figure 31).
 */
import fc from 'fast-check';
import type { OfferRuleInput } from '@gh/domain/offers-api';
import { ruleFromInput } from '@gh/domain';
import {
  referencePrice,
  type RefCoupon,
  type RefLine,
  type RefOffer,
} from '@gh/domain/test-support/discount-reference';
import {
  caseArb,
  pickupTime,
  pricedMenu,
  type Caller,
  type CaseLine,
  type PricedMenuProduct,
} from './price-agreement';

const cents = (euros: number) => Math.round(euros * 100);
const FOREVER = { validFrom: '2000-01-01', validUntil: '2999-12-31' };

/** The fields of the answers the chain reads (cart, quote, order, payment, report, admin lists). */
interface Answered {
  id: number;
  total: number;
  subtotal: number;
  deliveryFee?: number;
  amount: number;
  gross: number;
  discounts?: { amount: number }[] | number;
  vatByRate?: { rate: number; vat: number }[];
  coupon?: { problem: string | null } | null;
  orderId: string;
  checkoutUrl: string;
  offers: { id: number; active: boolean }[];
  products: { id: string; vatRate: number }[];
}

function ok(answer: { status: number; json: unknown }, what: string): Answered {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return answer.json as Answered;
}

/** The owner's offers for the chain: one of each kind, at every location, every day. */
const OFFERS: { title: string; rule: OfferRuleInput }[] = [
  {
    title: 'Ketenproef familiedeal',
    rule: {
      kind: 'bundle',
      components: [
        { categories: [], products: ['Hele kip van het spit'], count: 1 },
        { categories: [], products: ['Friet'], count: 1 },
        { categories: [], products: ['Koolsla'], count: 1 },
      ],
      price: 19.95,
    },
  },
  {
    title: 'Ketenproef tweede burger half',
    rule: { kind: 'second-half-price', match: { categories: ['burgers'], products: [] } },
  },
  { title: 'Ketenproef gratis koolsla', rule: { kind: 'free-item', minimum: 25, product: 'Koolsla' } },
  {
    title: 'Ketenproef 2 euro op kip',
    rule: { kind: 'amount-off', amount: 2, minimum: 15, match: { categories: ['kip'], products: [] } },
  },
  { title: 'Ketenproef 5 procent', rule: { kind: 'percent-off', percent: 5, minimum: 40 } },
] as { title: string; rule: OfferRuleInput }[];

/** Coupons that do and do not combine, by percentage and by amount, with and without a minimum. */
const COUPONS: RefCoupon[] = [
  { code: 'KETENSAMEN10', percentOff: 10, minimumOrderCents: 0, combinesWithOffers: true },
  { code: 'KETENALLEEN15', percentOff: 15, minimumOrderCents: 0, combinesWithOffers: false },
  { code: 'KETENSAMEN5', amountOffCents: 500, minimumOrderCents: 3000, combinesWithOffers: true },
  { code: 'KETENALLEEN4', amountOffCents: 400, minimumOrderCents: 2000, combinesWithOffers: false },
];

export interface Chain {
  offers: RefOffer[];
  menus: Record<string, PricedMenuProduct[]>;
  /** VAT rate per product id (the menu does not say it; the admin list does). */
  vatRates: Map<string, number>;
}

/** Switches every offer off, then makes the chain's offers and coupons (an admin's caller). */
export async function setUpChain(admin: Caller, reader: Caller): Promise<Chain> {
  const existing = ok(await admin('GET', '/api/admin/offers'), 'offers').offers as {
    id: number;
    active: boolean;
  }[];
  for (const offer of existing.filter((o) => o.active))
    ok(await admin('DELETE', `/api/admin/offers/${offer.id}`), 'off');
  const offers: RefOffer[] = [];
  for (const { title, rule } of OFFERS) {
    const created = ok(
      await admin('POST', '/api/admin/offers', {
        title,
        description: 'Voor de ketenproef.',
        ...FOREVER,
        rule,
      }),
      title,
    );
    offers.push({ id: created.id as number, rule: ruleFromInput(rule) });
  }
  for (const c of COUPONS) {
    ok(
      await admin('POST', '/api/admin/coupons', {
        code: c.code,
        percentOff: c.percentOff ?? null,
        amountOff: c.amountOffCents ? c.amountOffCents / 100 : null,
        minimumOrder: (c.minimumOrderCents ?? 0) / 100,
        combinesWithOffers: c.combinesWithOffers,
        ...FOREVER,
      }),
      c.code,
    );
  }
  const menus: Record<string, PricedMenuProduct[]> = {};
  const vatRates = new Map<string, number>();
  for (const location of ['amsterdam', 'rotterdam']) {
    menus[location] = await pricedMenu(reader, location);
    const list = ok(await admin('GET', `/api/admin/products?location=${location}`), 'products');
    for (const p of list.products as { id: string; vatRate: number }[]) vatRates.set(p.id, p.vatRate);
  }
  return { offers, menus, vatRates };
}

/** Waits until the cart's kept offers are the new ones: a probe basket's cart and quote agree. */
export async function untilOffersSettled(visitor: Caller, chain: Chain): Promise<void> {
  const burger = chain.menus.amsterdam!.find(
    (p) => p.category === 'burgers' && p.optionGroups.every((g) => g.min === 0),
  )!;
  ok(
    await visitor('POST', '/api/cart/add', {
      id: burger.id,
      quantity: 2,
      location: 'amsterdam',
      selectedOptions: [],
    }),
    'probe',
  );
  for (let i = 0; i < 100; i++) {
    const cart = ok(await visitor('GET', '/api/cart'), 'probe cart');
    const quote = ok(await visitor('GET', '/api/checkout/quote?fulfilment=pickup'), 'probe quote');
    if (cart.total === quote.total && (cart.discounts as unknown[]).length > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the cart never took the new offers');
}

export interface ChainBasket {
  lines: CaseLine[];
  coupon: RefCoupon | null;
}

export function chainBasketArb(chain: Chain): fc.Arbitrary<ChainBasket> {
  const couponArb = fc.option(fc.constantFrom(...COUPONS), { nil: null, freq: 3 });
  // A third of the baskets hold the bundle's products (with random options and quantities) and
  // maybe more, so that it is met often.
  const ams = chain.menus.amsterdam!;
  const one = (name: string) => caseArb(ams.filter((p) => p.name === name)).map((lines) => lines[0]!);
  const familyArb = fc
    .tuple(one('Hele kip van het spit'), one('Friet'), one('Koolsla'), fc.option(caseArb(ams), { nil: [] }))
    .map(([kip, friet, koolsla, more]) => [kip, friet, koolsla, ...more]);
  return fc.record({
    lines: fc.oneof(caseArb(ams), caseArb(chain.menus.rotterdam!), familyArb),
    coupon: couponArb,
  });
}

/** What one basket came to at each step, in cents, and the discount lines each step named. */
export interface ChainResult {
  /** Each step's total; all equal when the chain holds. */
  totals: Record<'reference' | 'basket' | 'quote' | 'order' | 'payment' | 'receipt' | 'report', number>;
  /** Each step's discount amounts in order (the report: the sum). */
  discounts: Record<'reference' | 'basket' | 'quote' | 'order' | 'receipt', number[]>;
  reportDiscounts: number;
  /** subtotal − discounts + delivery fee = total on the order as stored. */
  orderAddsUp: boolean;
  /** VAT per rate of the quote and of the report's change, against the reference. */
  vat: Record<'reference' | 'quote' | 'report', [number, number][]>;
  couponNotCombined: boolean;
  /** A coupon's line is among the discounts. */
  couponApplied: boolean;
}

/** The disagreements of one result (empty when the chain holds). */
export function chainDifferences(r: ChainResult): string[] {
  const out: string[] = [];
  for (const [step, total] of Object.entries(r.totals))
    if (total !== r.totals.reference) out.push(`${step} total ${total} ≠ ${r.totals.reference}`);
  const ref = JSON.stringify(r.discounts.reference);
  for (const [step, list] of Object.entries(r.discounts))
    if (JSON.stringify(list) !== ref) out.push(`${step} discounts ${JSON.stringify(list)} ≠ ${ref}`);
  const sum = r.discounts.reference.reduce((s, d) => s + d, 0);
  if (r.reportDiscounts !== sum) out.push(`report discounts ${r.reportDiscounts} ≠ ${sum}`);
  if (!r.orderAddsUp) out.push('order: subtotal − discounts + fee ≠ total');
  const vat = JSON.stringify(r.vat.reference);
  if (JSON.stringify(r.vat.quote) !== vat) out.push(`quote VAT ${JSON.stringify(r.vat.quote)} ≠ ${vat}`);
  if (JSON.stringify(r.vat.report) !== vat) out.push(`report VAT ${JSON.stringify(r.vat.report)} ≠ ${vat}`);
  return out;
}

const amounts = (list: unknown) => ((list ?? []) as { amount: number }[]).map((d) => cents(d.amount));
const vatPairs = (list: unknown) =>
  ((list ?? []) as { rate: number; vat: number }[])
    .map((p) => [p.rate, cents(p.vat)] as [number, number])
    .filter(([, v]) => v !== 0)
    .sort((a, b) => a[0] - b[0]);

/**
 * Places one basket through the routes, picked up, and pays it. `admin` reads the reports page of
 * `day` (the server's Amsterdam date) before and after; nothing else may place orders meanwhile.
 */
export async function runChain(
  visitor: Caller,
  admin: Caller,
  chain: Chain,
  basket: ChainBasket,
  day: string,
): Promise<ChainResult | null> {
  for (const { product, choices, quantity } of basket.lines) {
    ok(
      await visitor('POST', '/api/cart/add', {
        id: product.id,
        quantity,
        location: product.location,
        selectedOptions: choices.map((c) => ({
          choice: c.count > 1 ? `${c.choice} x${c.count}` : c.choice,
          price: c.price,
        })),
      }),
      `add ${product.name}`,
    );
  }
  // A code the cart refuses (below its minimum on the subtotal) is not held: the customer goes on
  // without it, and so does the reference.
  let coupon = basket.coupon;
  if (coupon && (await visitor('POST', '/api/cart/coupon', { code: coupon.code })).status !== 200)
    coupon = null;
  const lines: RefLine[] = basket.lines.map((l) => ({
    product: {
      name: l.product.name,
      category: l.product.category,
      priceCents: cents(l.product.price),
      vatRate: chain.vatRates.get(l.product.id) ?? 9,
      ...(l.product.notLooseSauce ? { notLooseSauce: true } : {}),
    },
    options: l.choices.map((c) => ({ priceCents: cents(c.price), count: c.count })),
    quantity: l.quantity,
  }));
  let reference = referencePrice(lines, chain.offers, coupon);
  let cart = ok(await visitor('GET', '/api/cart'), 'cart');
  // Short of its minimum after the offers: checkout would refuse it until it is taken off, as the
  // basket says. That is the reference's verdict too; then the basket goes on without it.
  if (cart.coupon?.problem) {
    if (!reference.couponBelowMinimum)
      throw new Error(`coupon problem the reference lacks: ${cart.coupon.problem}`);
    ok(await visitor('DELETE', '/api/cart/coupon'), 'remove coupon');
    coupon = null;
    reference = referencePrice(lines, chain.offers, null);
    cart = ok(await visitor('GET', '/api/cart'), 'cart');
  }
  // Nothing to pay is refused, not placed (issue 31 item 5).
  if (reference.totalCents === 0) return null;
  const quote = ok(await visitor('GET', '/api/checkout/quote?fulfilment=pickup'), 'quote');
  const location = basket.lines[0]!.product.location;
  const time = await pickupTime(visitor, location);
  const reportOf = async () =>
    ok(await admin('GET', `/api/admin/reports?from=${day}&to=${day}&location=${location}`), 'report');
  const before = await reportOf();
  const placed = ok(
    await visitor('POST', '/api/checkout', {
      fulfilment: 'pickup',
      name: 'Keten Proef',
      email: 'keten@example.nl',
      phone: '0612345678',
      time,
      termsAccepted: true,
      idempotencyKey: `keten-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      // The basket's total: the server places nothing at another one.
      expectedTotal: cart.total,
    }),
    'checkout',
  );
  const paymentId = /demo_[\w-]+/.exec(placed.checkoutUrl)?.[0];
  if (!paymentId) throw new Error(`not a demo payment: ${placed.checkoutUrl}`);
  const order = ok(await visitor('GET', `/api/orders/${placed.orderId}`), 'order');
  const payment = ok(await visitor('GET', `/api/payments/demo/${paymentId}`), 'payment');
  ok(await visitor('POST', `/api/payments/demo/${paymentId}`, { outcome: 'paid' }), 'pay');
  // The order page once paid: the customer's receipt.
  const receipt = ok(await visitor('GET', `/api/orders/${placed.orderId}`), 'receipt');
  const after = await reportOf();
  const byRate = (r: Answered) =>
    new Map(((r.vatByRate ?? []) as { rate: number; vat: number }[]).map((p) => [p.rate, cents(p.vat)]));
  const [vatBefore, vatAfter] = [byRate(before), byRate(after)];
  const reportVat = [...vatAfter.entries()]
    .map(([rate, v]) => [rate, v - (vatBefore.get(rate) ?? 0)] as [number, number])
    .filter(([, v]) => v !== 0)
    .sort((a, b) => a[0] - b[0]);
  const orderDiscounts = amounts(order.discounts);
  return {
    totals: {
      reference: reference.totalCents,
      basket: cents(cart.total),
      quote: cents(quote.total),
      order: cents(order.total),
      payment: cents(payment.amount),
      receipt: cents(receipt.total),
      report: cents(after.gross) - cents(before.gross),
    },
    discounts: {
      reference: reference.discounts.map((d) => d.amountCents),
      basket: amounts(cart.discounts),
      quote: amounts(quote.discounts),
      order: orderDiscounts,
      receipt: amounts(receipt.discounts),
    },
    reportDiscounts: cents(Number(after.discounts ?? 0)) - cents(Number(before.discounts ?? 0)),
    orderAddsUp:
      cents(order.subtotal) - orderDiscounts.reduce((s, d) => s + d, 0) + cents(order.deliveryFee ?? 0) ===
      cents(order.total),
    vat: {
      reference: reference.vat.filter((p) => p.vatCents !== 0).map((p) => [p.rate, p.vatCents]),
      quote: vatPairs(quote.vatByRate),
      report: reportVat,
    },
    couponNotCombined: reference.couponNotCombined !== null,
    couponApplied: reference.discounts.some((d) => d.source.startsWith('coupon:')),
  };
}
