/**
 * The cart at current prices with the fee for a postcode (the checkout page's summary), and the rule
 * placing an order shares with it: the delivery fee. What a line that cannot be sold says is the
 * domain's `lineProblemMessage`, which the cart's answer uses too.
 */
import * as m from '@gh/i18n/messages';
import { currentLang } from '@gh/i18n';
import {
  formatEuro,
  lineName,
  lineProblemAnswer,
  normalizePostcode,
  optionName,
  resolveZone,
  toEuros,
  vatPartsInEuros,
} from '@gh/domain';
import type { CheckoutQuote, Fulfilment } from '@gh/domain/checkout';
import type { Db } from '../../db/client';
import { couponInEuros, discountsFor, discountsInEuros } from '../offers';
import { priceCartLine, totals } from './checkout-fns';
import type { CheckoutSlots, LocationData } from './checkout-slots';
import * as repo from './checkout.repository';

type ZoneRow = repo.ZoneRow;

/** The delivery fee for a postcode, or why this order cannot be delivered (or picked up). */
export function deliveryFee(
  data: LocationData,
  fulfilment: Fulfilment,
  postcode: string | null,
  subtotalCents: number,
): { feeCents: number; zone: ZoneRow | null } | { problem: string; status: number; zone: ZoneRow | null } {
  const { location, zones } = data;
  if (fulfilment === 'pickup') {
    return location.pickup
      ? { feeCents: 0, zone: null }
      : { problem: m.server_checkout_no_pickup({ location: location.name }), status: 400, zone: null };
  }
  if (!location.delivery)
    return { problem: m.server_checkout_no_delivery({ location: location.name }), status: 400, zone: null };
  if (!postcode) return { problem: m.server_checkout_postcode_for_fee(), status: 400, zone: null };
  const zone = resolveZone(zones, postcode);
  if (!zone) {
    return {
      problem: m.server_checkout_outside_area({ postcode }),
      status: 422,
      zone: null,
    };
  }
  if (subtotalCents < zone.minOrderCents) {
    return {
      problem: m.server_checkout_below_minimum({
        zone: zone.name,
        minimum: formatEuro(zone.minOrderCents),
        missing: formatEuro(zone.minOrderCents - subtotalCents),
      }),
      status: 422,
      zone,
    };
  }
  return { feeCents: zone.feeCents, zone };
}

export function createCheckoutQuote(
  deps: { db: Db; now: () => Date },
  slots: Pick<CheckoutSlots, 'loadLocation'>,
) {
  const { db, now } = deps;
  const { loadLocation } = slots;

  /** The cart at current prices with the fee for a postcode: the checkout page's summary. */
  async function quote(
    sessionId: string | null,
    fulfilment: Fulfilment,
    postcodeInput: string | undefined,
  ): Promise<CheckoutQuote> {
    const empty: CheckoutQuote = {
      location: null,
      lines: [],
      subtotal: 0,
      deliveryFee: 0,
      total: 0,
      vat: 0,
      vatByRate: [],
      zone: null,
      problem: null,
    };
    if (!sessionId) return empty;
    const { lines: cart, catalogue } = await repo.loadCart(db, sessionId);
    if (cart.length === 0) return empty;
    const data = await loadLocation(cart[0]!.location, now());
    if (!data) return empty;
    // Each line apart: one that can no longer be sold is named with its fix, the rest stays orderable.
    const priced = cart.map((line) => ({ line, priced: priceCartLine(line, catalogue, data.location.slug) }));
    const sellable = priced.flatMap((p) => ('line' in p.priced ? [p.priced.line] : []));
    const postcode = postcodeInput ? normalizePostcode(postcodeInput) : null;
    const subtotalCents = totals(sellable, 0).subtotalCents;
    const fee = deliveryFee(data, fulfilment, postcode, subtotalCents);
    // Below a zone's minimum the fee is still the zone's: the summary shows what delivery costs.
    const found = await discountsFor(db, {
      sessionId,
      location: data.location.slug,
      lines: sellable,
      at: now(),
    });
    const sums = totals(
      sellable,
      'feeCents' in fee ? fee.feeCents : (fee.zone?.feeCents ?? 0),
      data.location.deliveryVatRate,
      found.discounts,
    );
    // The discounts name the sellable lines by index; the quote names cart lines by id.
    const sellableIds = priced.flatMap((p) => ('line' in p.priced ? [p.line.id] : []));
    return {
      location: data.location.slug,
      lines: priced.map(({ line, priced: p }) =>
        'line' in p
          ? {
              id: line.id,
              productId: line.productId,
              problem: null,
              name: lineName(p.line, currentLang()),
              quantity: p.line.quantity,
              selectedOptions: p.line.selectedOptions.map((o) => ({
                choice: optionName(o, currentLang()),
                price: toEuros(o.priceCents),
              })),
              total: toEuros(p.line.totalCents),
              ...(p.line.ageRestricted ? { ageRestricted: true } : {}),
            }
          : {
              id: line.id,
              productId: line.productId,
              // A sold-out option is fixed like a gone one: by choosing again.
              problem: lineProblemAnswer(p.problem),
              name: p.problem.name,
              quantity: line.quantity,
              selectedOptions: line.selectedOptions.map((o) => ({
                choice: o.choice,
                price: toEuros(o.priceCents),
              })),
              total: 0,
            },
      ),
      subtotal: toEuros(sums.subtotalCents),
      discounts: discountsInEuros(sums.discounts, (i) => sellableIds[i]!),
      coupon: couponInEuros(found.coupon),
      deliveryFee: toEuros(sums.deliveryFeeCents),
      total: toEuros(sums.totalCents),
      vat: toEuros(sums.vatCents),
      vatByRate: vatPartsInEuros(sums.vatParts),
      zone: fee.zone ? { name: fee.zone.name, minOrder: toEuros(fee.zone.minOrderCents) } : null,
      // Without a postcode yet there is nothing wrong, only something to fill in.
      problem: 'problem' in fee && postcode ? fee.problem : null,
    };
  }

  return { quote };
}
