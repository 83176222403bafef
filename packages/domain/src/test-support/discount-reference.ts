/**
 * A reference model of the price rules, written from spec section 9 and decisions 017, 027 and 038
 * alone, for the property test that holds the price engine to them. It imports nothing of the engine:
 * it prices the lines itself, works on an explicit list of units, tries every order of the unit
 * offers, spreads and rounds as the records say, and takes VAT per rate. Slow and plain on purpose.
 */

export interface RefProduct {
  name: string;
  category: string;
  priceCents: number;
  vatRate: number;
  notLooseSauce?: boolean;
}

/** One chosen option: the price of one piece and how many pieces (`Extra kaas x2`). */
export interface RefOption {
  priceCents: number;
  count: number;
}

export interface RefLine {
  product: RefProduct;
  options: RefOption[];
  quantity: number;
}

export interface RefMatch {
  categories?: string[] | undefined;
  products?: string[] | undefined;
}

export type RefRule =
  | { kind: 'bundle'; components: (RefMatch & { count: number })[]; priceCents: number }
  | { kind: 'second-half-price'; match: RefMatch }
  | { kind: 'free-item'; minimumCents: number; product: string }
  | { kind: 'percent-off'; percent: number; minimumCents?: number | undefined; match?: RefMatch | undefined }
  | {
      kind: 'amount-off';
      amountCents: number;
      minimumCents?: number | undefined;
      match?: RefMatch | undefined;
    };

export interface RefOffer {
  id: number;
  rule: RefRule;
}

export interface RefCoupon {
  code: string;
  percentOff?: number | null | undefined;
  amountOffCents?: number | null | undefined;
  minimumOrderCents?: number | null | undefined;
  combinesWithOffers: boolean;
}

/** A full stamp card's reward (decision 052): an amount off, or one unit's base of a product in the basket. */
export interface RefReward {
  source: string;
  amountOffCents?: number | undefined;
  product?: string | undefined;
}

export interface RefDiscount {
  source: string;
  amountCents: number;
  /** What it takes off each line, by index; only lines it touches. */
  lines: { index: number; amountCents: number }[];
  byRate: { rate: number; amountCents: number }[];
}

export interface RefAnswer {
  /** Each line's total as spec section 9 prices it, and its base per unit. */
  lineTotals: number[];
  baseUnits: number[];
  discounts: RefDiscount[];
  couponNotCombined: {
    reason: 'offers-better' | 'coupon-better';
    offersCents: number;
    couponCents: number;
    offerSources: string[];
  } | null;
  couponBelowMinimum: { minimumCents: number; measuredCents: number; afterOffers: boolean } | null;
  subtotalCents: number;
  totalCents: number;
  vat: { rate: number; grossCents: number; vatCents: number; netCents: number }[];
  deliveryVatRate: number;
}

// --- Spec section 9 (decision 017: every piece of an option is charged; decision 038: to the letter)

function isLooseSauce(line: RefLine): boolean {
  const p = line.product;
  if (p.notLooseSauce || line.options.length === 0) return false;
  return p.category === 'sauzen' || p.name === 'Saus' || p.name.includes('saus');
}

function baseOfUnit(line: RefLine): number {
  return isLooseSauce(line) ? 0 : line.product.priceCents;
}

function optionsOfUnit(line: RefLine): number {
  let cents = 0;
  for (const o of line.options) cents += o.priceCents * o.count;
  return cents;
}

// --- Rounding: half a cent up (amounts are never negative here), and largest remainder

function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `total` over `weights`: floors first, then a cent each to the largest remainders, a tie to the earlier one. */
function largestRemainder(total: number, weights: number[]): number[] {
  let all = 0;
  for (const w of weights) all += w;
  const shares: number[] = [];
  if (all <= 0 || total <= 0) {
    for (let i = 0; i < weights.length; i++) shares.push(0);
    return shares;
  }
  const rests: { i: number; rest: number }[] = [];
  let given = 0;
  for (let i = 0; i < weights.length; i++) {
    const share = Math.floor((total * weights[i]!) / all);
    shares.push(share);
    given += share;
    if (weights[i]! > 0) rests.push({ i, rest: total * weights[i]! - share * all });
  }
  rests.sort((a, b) => (a.rest !== b.rest ? b.rest - a.rest : a.i - b.i));
  for (let k = 0; k < total - given; k++) shares[rests[k]!.i]! += 1;
  return shares;
}

// --- Units

interface RefUnit {
  id: number;
  line: number;
  name: string;
  category: string;
  base: number;
  options: number;
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function unitMatches(unit: RefUnit, match: RefMatch): boolean {
  for (const p of match.products ?? []) if (same(p, unit.name)) return true;
  for (const c of match.categories ?? []) if (same(c, unit.category)) return true;
  return false;
}

/** Dearest base first; equal bases in the cart's order of lines. */
function dearestFirst(a: RefUnit, b: RefUnit): number {
  if (a.base !== b.base) return b.base - a.base;
  if (a.line !== b.line) return a.line - b.line;
  return a.id - b.id;
}

function allOrders(ids: number[]): number[][] {
  if (ids.length === 0) return [[]];
  const orders: number[][] = [];
  for (let i = 0; i < ids.length; i++) {
    const rest = ids.filter((_, k) => k !== i);
    for (const tail of allOrders(rest)) orders.push([ids[i]!, ...tail]);
  }
  return orders;
}

function zeros(n: number): number[] {
  return Array.from({ length: n }, () => 0);
}

function total(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** A bundle's sets on the units not used yet: its discount per line, and it marks the units it took. */
function bundleOn(
  rule: Extract<RefRule, { kind: 'bundle' }>,
  units: RefUnit[],
  used: Set<number>,
  lineCount: number,
): number[] {
  const given = zeros(lineCount);
  let discount = 0;
  for (;;) {
    const set: RefUnit[] = [];
    let complete = true;
    for (const component of rule.components) {
      const candidates = units
        .filter((u) => !used.has(u.id) && !set.includes(u) && unitMatches(u, component))
        .sort(dearestFirst);
      if (candidates.length < component.count) {
        complete = false;
        break;
      }
      set.push(...candidates.slice(0, component.count));
    }
    if (!complete || set.length === 0) break;
    const worth = total(set.map((u) => u.base));
    if (worth <= rule.priceCents) break;
    discount += worth - rule.priceCents;
    for (const u of set) {
      given[u.line]! += u.base;
      used.add(u.id);
    }
  }
  return largestRemainder(discount, given);
}

function secondHalfOn(
  rule: Extract<RefRule, { kind: 'second-half-price' }>,
  units: RefUnit[],
  used: Set<number>,
  lineCount: number,
): number[] {
  const off = zeros(lineCount);
  const candidates = units
    .filter((u) => !used.has(u.id) && u.base > 0 && unitMatches(u, rule.match))
    .sort(dearestFirst);
  for (let i = 0; i + 1 < candidates.length; i += 2) {
    const first = candidates[i]!;
    const second = candidates[i + 1]!;
    off[second.line]! += roundHalfUp(second.base, 2);
    used.add(first.id);
    used.add(second.id);
  }
  return off;
}

function discountOf(source: string, perLine: number[], lines: RefLine[]): RefDiscount {
  const byRate = new Map<number, number>();
  perLine.forEach((cents, i) => {
    if (cents > 0)
      byRate.set(lines[i]!.product.vatRate, (byRate.get(lines[i]!.product.vatRate) ?? 0) + cents);
  });
  return {
    source,
    amountCents: total(perLine),
    lines: perLine.flatMap((amountCents, index) => (amountCents > 0 ? [{ index, amountCents }] : [])),
    byRate: [...byRate.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([rate, amountCents]) => ({ rate, amountCents })),
  };
}

/** Steps 1 to 3 of decision 038: the offers' discounts in their order, and what each line still costs. */
function offersOn(lines: RefLine[], offers: RefOffer[]): { discounts: RefDiscount[]; paid: number[] } {
  const n = lines.length;
  const units: RefUnit[] = [];
  lines.forEach((line, index) => {
    for (let q = 0; q < line.quantity; q++)
      units.push({
        id: units.length,
        line: index,
        name: line.product.name,
        category: line.product.category,
        base: baseOfUnit(line),
        options: optionsOfUnit(line),
      });
  });
  const byId = [...offers].sort((a, b) => a.id - b.id);

  // Step 1: bundles and second half price, every order of them; the most off wins, a tie the first order.
  const unitOffers = byId.filter((o) => o.rule.kind === 'bundle' || o.rule.kind === 'second-half-price');
  const head = unitOffers.slice(0, 6).map((o) => o.id);
  const tail = unitOffers.slice(6).map((o) => o.id);
  let best: { sum: number; results: { id: number; off: number[] }[]; used: Set<number> } | null = null;
  for (const order of allOrders(head)) {
    const used = new Set<number>();
    const results: { id: number; off: number[] }[] = [];
    for (const id of [...order, ...tail]) {
      const rule = offers.find((o) => o.id === id)!.rule;
      const off =
        rule.kind === 'bundle'
          ? bundleOn(rule, units, used, n)
          : secondHalfOn(rule as Extract<RefRule, { kind: 'second-half-price' }>, units, used, n);
      if (total(off) > 0) results.push({ id, off });
    }
    const sum = total(results.map((r) => total(r.off)));
    if (best === null || sum > best.sum) best = { sum, results, used };
  }
  const used = best!.used;
  const taken: { id: number; off: number[] }[] = [...best!.results].sort((a, b) => a.id - b.id);

  const lineTotal = lines.map((l) => (baseOfUnit(l) + optionsOfUnit(l)) * l.quantity);
  const offSoFar = () => {
    const off = zeros(n);
    for (const t of taken) t.off.forEach((c, i) => (off[i]! += c));
    return off;
  };
  const paidNow = () => lineTotal.map((t, i) => t - offSoFar()[i]!);

  // Step 2: free items by id, the threshold measured without the unit that would be free.
  for (const offer of byId) {
    const rule = offer.rule;
    if (rule.kind !== 'free-item') continue;
    const candidates = units
      .filter((u) => !used.has(u.id) && u.base > 0 && same(u.name, rule.product))
      .sort((a, b) => b.base - a.base || a.options - b.options || a.line - b.line || a.id - b.id);
    const unit = candidates[0];
    if (!unit) continue;
    const measured = total(paidNow()) - unit.base - unit.options;
    if (measured < rule.minimumCents) continue;
    const off = zeros(n);
    off[unit.line] = unit.base;
    used.add(unit.id);
    taken.push({ id: offer.id, off });
  }

  // Step 3: the one percentage or amount offer that takes off the most (a tie: the lowest id).
  const baseLeft = lines.map((l, i) => baseOfUnit(l) * l.quantity - offSoFar()[i]!);
  const measured = total(paidNow());
  let pick: { id: number; off: number[]; sum: number } | null = null;
  for (const offer of byId) {
    const rule = offer.rule;
    if (rule.kind !== 'percent-off' && rule.kind !== 'amount-off') continue;
    if (measured < (rule.minimumCents ?? 0)) continue;
    const weights = lines.map((line, i) => {
      if (!rule.match) return paidNow()[i]!;
      const probe = { name: line.product.name, category: line.product.category } as RefUnit;
      return unitMatches(probe, rule.match) ? baseLeft[i]! : 0;
    });
    const on = total(weights);
    let amount: number;
    if (rule.kind === 'percent-off') amount = roundHalfUp(on * Math.min(100, Math.max(0, rule.percent)), 100);
    else amount = Math.min(on, Math.max(0, rule.amountCents));
    const off = largestRemainder(amount, weights);
    const sum = total(off);
    if (sum > 0 && (pick === null || sum > pick.sum)) pick = { id: offer.id, off, sum };
  }
  if (pick) taken.push({ id: pick.id, off: pick.off });

  return {
    discounts: taken.map((t) => discountOf(`offer:${t.id}`, t.off, lines)),
    paid: paidNow(),
  };
}

function couponOn(
  coupon: RefCoupon,
  paid: number[],
  lines: RefLine[],
): { discount: RefDiscount | null; below: { minimumCents: number; measuredCents: number } | null } {
  const measured = total(paid);
  const minimumCents = coupon.minimumOrderCents ?? 0;
  if (measured < minimumCents) return { discount: null, below: { minimumCents, measuredCents: measured } };
  const amount = coupon.percentOff
    ? roundHalfUp(measured * Math.min(100, Math.max(0, coupon.percentOff)), 100)
    : Math.min(measured, Math.max(0, coupon.amountOffCents ?? 0));
  const off = largestRemainder(amount, paid);
  return { discount: total(off) > 0 ? discountOf(`coupon:${coupon.code}`, off, lines) : null, below: null };
}

/** Decision 027: VAT per rate on the lines after discounts plus the fee, each rate rounded once. */
function vatOf(
  lines: RefLine[],
  paid: number[],
  feeCents: number,
  deliveryRate: number | null,
): { parts: RefAnswer['vat']; deliveryVatRate: number } {
  const gross = new Map<number, number>();
  lines.forEach((l, i) => gross.set(l.product.vatRate, (gross.get(l.product.vatRate) ?? 0) + paid[i]!));
  let main = 9;
  let most = -1;
  for (const [rate, cents] of gross) {
    if (cents > most || (cents === most && rate > main)) {
      main = rate;
      most = cents;
    }
  }
  const deliveryVatRate = deliveryRate ?? main;
  gross.set(deliveryVatRate, (gross.get(deliveryVatRate) ?? 0) + feeCents);
  const parts = [...gross.entries()]
    .filter(([, cents]) => cents !== 0)
    .sort((a, b) => a[0] - b[0])
    .map(([rate, grossCents]) => {
      const vatCents = roundHalfUp(grossCents * rate, 100 + rate);
      return { rate, grossCents, vatCents, netCents: grossCents - vatCents };
    });
  return { parts, deliveryVatRate };
}

/** What decision 038 says an order of these lines, offers, coupon and delivery fee costs. */
export function referencePrice(
  lines: RefLine[],
  offers: RefOffer[],
  coupon: RefCoupon | null,
  feeCents = 0,
  deliveryRate: number | null = null,
  reward: RefReward | null = null,
): RefAnswer {
  const lineTotals = lines.map((l) => (baseOfUnit(l) + optionsOfUnit(l)) * l.quantity);
  const subtotalCents = total(lineTotals);
  const withOffers = offersOn(lines, offers);
  const offersCents = total(withOffers.discounts.map((d) => d.amountCents));
  let discounts = withOffers.discounts;
  let couponNotCombined: RefAnswer['couponNotCombined'] = null;
  let couponBelowMinimum: RefAnswer['couponBelowMinimum'] = null;
  if (coupon && (coupon.combinesWithOffers || offersCents === 0)) {
    const after = couponOn(coupon, withOffers.paid, lines);
    if (after.below) couponBelowMinimum = { ...after.below, afterOffers: offersCents > 0 };
    if (after.discount) discounts = [...discounts, after.discount];
  } else if (coupon) {
    const alone = couponOn(coupon, lineTotals, lines);
    if (alone.below) couponBelowMinimum = { ...alone.below, afterOffers: false };
    else {
      const couponCents = alone.discount?.amountCents ?? 0;
      const better = couponCents > offersCents;
      couponNotCombined = {
        reason: better ? 'coupon-better' : 'offers-better',
        offersCents,
        couponCents,
        offerSources: withOffers.discounts.map((d) => d.source),
      };
      if (better) discounts = [alone.discount!];
    }
  }
  const off = zeros(lines.length);
  for (const d of discounts) for (const l of d.lines) off[l.index]! += l.amountCents;
  let paid = lineTotals.map((t, i) => t - off[i]!);
  // Step 5 (decision 052): the stamp card's reward after the coupon, on what is left of every line.
  if (reward) {
    let worth = Math.max(0, reward.amountOffCents ?? 0);
    if (reward.product !== undefined) {
      const bases = lines
        .filter((l) => l.quantity > 0 && l.product.name.toLowerCase() === reward.product!.toLowerCase())
        .map(baseOfUnit);
      worth = Math.max(0, ...bases);
    }
    const rewardOff = largestRemainder(Math.min(worth, total(paid)), paid);
    if (total(rewardOff) > 0) {
      discounts = [...discounts, discountOf(reward.source, rewardOff, lines)];
      paid = paid.map((p, i) => p - rewardOff[i]!);
    }
  }
  const vat = vatOf(lines, paid, feeCents, deliveryRate);
  return {
    lineTotals,
    baseUnits: lines.map(baseOfUnit),
    discounts,
    couponNotCombined,
    couponBelowMinimum,
    subtotalCents,
    totalCents: subtotalCents - total(discounts.map((d) => d.amountCents)) + feeCents,
    vat: vat.parts,
    deliveryVatRate: vat.deliveryVatRate,
  };
}
