/**
 * Issue 16.1: one price from cart to payment. Generated carts go through the real routes (add, cart,
 * quote, checkout, order summary, the demo payment), and the five amounts are compared: the cart's
 * subtotal, the quote's total, the order's total, the payment's amount, and what the menu's prices
 * say by the spec's rule written out here. Shared by the route test (app.inject on PGlite) and the
 * reliability suite (a real server on loopback), which records the figure.
 */
import fc from 'fast-check';

/** What a caller answers: a status and the parsed JSON body. */
export interface Answer {
  status: number;
  json: unknown;
}
/** A browser-like client of the API that keeps its own cookies. */
export type Caller = (method: string, path: string, body?: unknown) => Promise<Answer>;

interface MenuOptionGroup {
  name: string;
  min: number;
  max: number;
  maxMultiplier: number;
  options: { choice: string; price: number; soldOut?: boolean }[];
}
export interface PricedMenuProduct {
  id: string;
  name: string;
  price: number;
  category: string;
  location: string;
  available: boolean;
  notLooseSauce?: boolean;
  optionGroups: MenuOptionGroup[];
}

const group = (
  name: string,
  min: number,
  max: number,
  maxMultiplier: number,
  options: [string, number][],
) => ({
  name,
  minChoices: min,
  maxChoices: max,
  maxMultiplier,
  options: options.map(([choice, price]) => ({ choice, price })),
});
const product = (
  name: string,
  category: string,
  price: number,
  optionGroups: ReturnType<typeof group>[],
) => ({
  location: 'amsterdam',
  category,
  name,
  description: 'Voor de prijstest.',
  price,
  image: null,
  allergens: [],
  mayContain: [],
  available: true,
  popular: false,
  optionGroups,
});

/**
 * Products the seed lacks, made through the admin API: options with a "max per option" above 1 on a
 * normal product (the burger), a required group, a dish whose name contains "saus", and one
 * whose name has "Saus" in capitals (a product, not a loose sauce: issue 31.10).
 */
export const PRICE_TEST_PRODUCTS = [
  product('Burger deluxe', 'burgers', 10, [
    group("Extra's", 0, 2, 5, [
      ['Extra kaas', 1],
      ['Bacon', 1.5],
    ]),
    group('Saus erbij', 0, 2, 3, [
      ['Knoflooksaus', 0.5],
      ['Chilisaus', 0.75],
    ]),
  ]),
  product('Kippenvleugels', 'kip', 7.95, [
    group('Hoeveel', 1, 1, 1, [
      ['6 stuks', 0],
      ['12 stuks', 5],
    ]),
    group('Dip', 0, 3, 4, [
      ['Sweet chili', 0.6],
      ['Ranch', 0.8],
      ['Honing-mosterd', 0.7],
    ]),
  ]),
  product('Kipsaté met pindasaus', 'kip', 12.5, [group('Bereiding', 0, 1, 1, [['Zonder ui', 0]])]),
  // Neither "Saus" nor containing "saus": spec section 9 prices it as a product (decision 038).
  product('Extra Saus', 'bijgerechten', 5, [
    group('Smaak', 1, 2, 3, [
      ['Knoflooksaus', 0.75],
      ['Chilisaus', 1],
    ]),
  ]),
];

/** Creates the products above through the admin API (an admin's caller). */
export async function createPriceTestProducts(admin: Caller): Promise<void> {
  for (const body of PRICE_TEST_PRODUCTS) {
    const res = await admin('POST', '/api/admin/products', body);
    if (res.status !== 201 && res.status !== 200) {
      throw new Error(`creating ${body.name}: ${res.status} ${JSON.stringify(res.json)}`);
    }
  }
}

export async function pricedMenu(caller: Caller, location: string): Promise<PricedMenuProduct[]> {
  const res = await caller('GET', `/api/menu/${location}`);
  const body = res.json as { categories: { products: PricedMenuProduct[] }[] };
  return body.categories.flatMap((c) => c.products).filter((p) => p.available);
}

export interface CaseLine {
  product: PricedMenuProduct;
  /** Per chosen option: its label without marker, and how many. */
  choices: readonly { choice: string; price: number; count: number }[];
  quantity: number;
}

function choicesArb(p: PricedMenuProduct) {
  return fc
    .tuple(
      ...p.optionGroups.map((g) => {
        // A sold-out option cannot be chosen (issue 17 item 4).
        const open = g.options.filter((o) => !o.soldOut);
        return fc
          .subarray(open, {
            minLength: Math.min(g.min, open.length),
            maxLength: Math.min(g.max, open.length),
          })
          .chain((picked) =>
            fc.tuple(
              ...picked.map((o) =>
                fc
                  .integer({ min: 1, max: Math.max(1, Math.min(10, g.maxMultiplier)) })
                  .map((count) => ({ choice: o.choice, price: o.price, count })),
              ),
            ),
          );
      }),
    )
    .map((groups) => groups.flat());
}

/** One to three lines of one location's menu: any product, a valid choice of options and counts. */
export function caseArb(menu: readonly PricedMenuProduct[]) {
  const line = fc.constantFrom(...menu).chain((p) =>
    fc.record({
      product: fc.constant(p),
      choices: p.optionGroups.length > 0 ? choicesArb(p) : fc.constant([]),
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
  );
  // Nothing to pay is refused, not placed (issue 31 item 5): such baskets are tested on their own.
  return fc.array(line, { minLength: 1, maxLength: 3 }).filter((lines) => expectedCents(lines) > 0);
}

/**
 * Spec section 9 written out independently of the domain: every piece of an option is charged, and
 * the loose-sauce test is case-sensitive, as the spec words it (decision 038).
 */
export function expectedCents(lines: readonly CaseLine[]): number {
  return lines.reduce((sum, { product, choices, quantity }) => {
    const options = choices.reduce((s, c) => s + Math.round(c.price * 100) * c.count, 0);
    const saucy =
      !product.notLooseSauce &&
      (product.category === 'sauzen' || product.name === 'Saus' || product.name.includes('saus'));
    const unit = saucy && choices.length > 0 ? options : Math.round(product.price * 100) + options;
    return sum + unit * quantity;
  }, 0);
}

/** The first pickup time checkout offers at `location` now: as soon as possible, or the first free slot. */
export async function pickupTime(visitor: Caller, location: string): Promise<string> {
  const options = ok(
    await visitor('GET', `/api/checkout/options?location=${location}&fulfilment=pickup`),
    'options',
  ) as { asap: { available: boolean }; slots: { time: string; available: boolean }[] };
  const time = options.asap.available ? 'asap' : options.slots.find((s) => s.available)?.time;
  if (!time) throw new Error(`${location} takes no pickup order now`);
  return time;
}

/** A caller through an app's inject() that keeps the cookies it is given, like a browser. */
export function injectCaller(
  app: {
    inject(
      request: object,
    ): Promise<{ statusCode: number; body: string; cookies: { name: string; value: string }[] }>;
  },
  initialCookie?: string,
): Caller {
  const jar = new Map<string, string>();
  if (initialCookie) {
    const [name, value] = initialCookie.split('=');
    jar.set(name!, value!);
  }
  return async (method, url, body) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        origin: 'http://localhost:3000',
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const c of res.cookies) jar.set(c.name, c.value);
    return { status: res.statusCode, json: res.body ? (JSON.parse(res.body) as unknown) : undefined };
  };
}

export interface CaseAmounts {
  expected: number;
  cart: number;
  quote: number;
  order: number;
  payment: number;
}

const cents = (euros: unknown) => Math.round(Number(euros) * 100);

function ok(res: Answer, what: string): Record<string, unknown> {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as Record<string, unknown>;
}

/**
 * Puts the lines in a fresh visitor's cart, reads cart and quote, checks out for pickup, reads the
 * order and its demo payment, then lets the payment fail (so that the slot is free for the next case)
 * or pays it.
 */
export async function runCase(
  visitor: Caller,
  lines: readonly CaseLine[],
  outcome: 'paid' | 'failed' = 'failed',
): Promise<CaseAmounts & { orderId: string }> {
  for (const { product, choices, quantity } of lines) {
    ok(
      await visitor('POST', '/api/cart/add', {
        id: product.id,
        name: product.name,
        price: product.price,
        quantity,
        category: product.category,
        location: product.location,
        selectedOptions: choices.map((c) => ({
          choice: c.count > 1 ? `${c.choice} x${c.count}` : c.choice,
          price: c.price,
        })),
      }),
      `add ${product.name}`,
    );
  }
  const location = lines[0]!.product.location;
  const cart = ok(await visitor('GET', '/api/cart'), 'cart');
  const quote = ok(await visitor('GET', '/api/checkout/quote?fulfilment=pickup'), 'quote');
  const time = await pickupTime(visitor, location);
  const placed = ok(
    await visitor('POST', '/api/checkout', {
      fulfilment: 'pickup',
      name: 'Prijs Controle',
      email: 'prijs@example.nl',
      phone: '0612345678',
      time,
      termsAccepted: true,
      idempotencyKey: `prijs-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      // The total the customer was shown, as the web app always sends it (issue 31 item 4).
      expectedTotal: quote.total,
    }),
    'checkout',
  ) as { orderId: string; checkoutUrl: string };
  const order = ok(await visitor('GET', `/api/orders/${placed.orderId}`), 'order');
  const paymentId = /demo_[\w-]+/.exec(placed.checkoutUrl)?.[0];
  if (!paymentId) throw new Error(`not a demo payment: ${placed.checkoutUrl}`);
  const payment = ok(await visitor('GET', `/api/payments/demo/${paymentId}`), 'payment');
  ok(await visitor('POST', `/api/payments/demo/${paymentId}`, { outcome }), 'pay or fail');
  // An offer the cart happens to meet (decision 030) is taken off by the server: the expected amount
  // is the menu's prices less the quote's discount lines, which the cart, order and payment must match.
  const discounts = ((quote.discounts ?? []) as { amount: number }[]).reduce(
    (sum, d) => sum + cents(d.amount),
    0,
  );
  return {
    orderId: placed.orderId,
    expected: expectedCents(lines) - discounts,
    cart: cents(cart.total ?? cart.subtotal),
    quote: cents(quote.total),
    order: cents(order.total),
    payment: cents(payment.amount),
  };
}

/** How many of cart, quote, order and payment differ from the expected amount (0 when all agree). */
export function differences(amounts: CaseAmounts): number {
  return [amounts.cart, amounts.quote, amounts.order, amounts.payment].filter((a) => a !== amounts.expected)
    .length;
}
