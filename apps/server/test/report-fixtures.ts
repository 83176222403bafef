/** Paid orders written straight into the database as checkout leaves them, for reports and exports. */
import { randomBytes } from 'node:crypto';
import { orderVat, priceLine, vatAfterDiscounts, type VatPart } from '@gh/domain';
import { splitOverRates } from '@gh/domain/refunds';
import type { DbOrTx } from '../src/db/client';
import { orders, payments, refunds, type OrderDiscount, type OrderLineSnapshot } from '../src/db/schema';

export interface ReportLineSpec {
  name: string;
  priceCents: number;
  quantity: number;
  vatRate: 9 | 21;
  options?: { choice: string; priceCents: number; count: number }[];
}

export interface ReportOrderSpec {
  location: string;
  paidAt: Date;
  fulfilment?: 'pickup' | 'delivery';
  feeCents?: number;
  deliveryVatRate?: 9 | 21 | null;
  lines: ReportLineSpec[];
  /** The payment was given back (a cancelled paid order). */
  refunded?: boolean;
  /** Partial refunds of the order, in cents, each on its own credit note (the order goes on). */
  partialRefunds?: number[];
  /** When the refunds were decided (their credit notes' date); the payment's moment when left out. */
  refundedAt?: Date;
  /** An offer's discount off the first line, in cents (decision 030). */
  discountCents?: number;
  /** Paid at the counter (decision 029) in this way, not online. */
  counter?: 'cash' | 'pin';
  customerName?: string;
  email?: string;
  phone?: string;
  postcode?: string | null;
  status?: string;
  expectedAt?: Date;
}

/** Inserts a paid order (priced and taxed by the domain's one engine) with its paid payment. */
export async function insertPaidOrder(db: DbOrTx, spec: ReportOrderSpec) {
  const lines: OrderLineSnapshot[] = spec.lines.map((l) => {
    const priced = priceLine(
      { name: l.name, category: 'kip', priceCents: l.priceCents },
      l.options ?? [],
      l.quantity,
    );
    return {
      productId: '00000000-0000-4000-8000-000000000000',
      name: l.name,
      category: 'kip',
      quantity: l.quantity,
      unitPriceCents: priced.unitCents,
      totalCents: priced.lineCents,
      rule: priced.rule,
      selectedOptions: priced.options.map((o) => ({
        choice: o.label,
        priceCents: o.priceCents,
        count: o.count,
        amountCents: o.amountCents,
      })),
      vatRate: l.vatRate,
    };
  });
  const fee = spec.fulfilment === 'delivery' ? (spec.feeCents ?? 250) : 0;
  const subtotal = lines.reduce((s, l) => s + l.totalCents, 0);
  const off = Math.min(spec.discountCents ?? 0, lines[0]!.totalCents);
  const discounts: OrderDiscount[] = off
    ? [
        {
          source: 'offer:1',
          label: 'Familiedeal',
          amountCents: off,
          lines: [{ index: 0, amountCents: off }],
          byRate: [{ rate: lines[0]!.vatRate ?? 9, amountCents: off }],
        },
      ]
    : [];
  const vat = off
    ? vatAfterDiscounts(lines, discounts, fee, spec.deliveryVatRate ?? null)
    : orderVat(lines, fee, spec.deliveryVatRate ?? null);
  const total = subtotal - off + fee;
  const [order] = await db
    .insert(orders)
    .values({
      publicId: randomBytes(8).toString('hex'),
      locationSlug: spec.location,
      status: spec.status ?? (spec.refunded ? 'cancelled' : 'completed'),
      fulfilment: spec.fulfilment ?? 'pickup',
      customerName: spec.customerName ?? 'Sanne de Vries',
      email: spec.email ?? 'sanne@example.nl',
      phone: spec.phone ?? '0612345678',
      postcode: spec.postcode ?? (spec.fulfilment === 'delivery' ? '1072 LK' : null),
      expectedAt: spec.expectedAt ?? new Date(spec.paidAt.getTime() + 30 * 60_000),
      lines,
      subtotalCents: subtotal,
      deliveryFeeCents: fee,
      totalCents: total,
      discountCents: off,
      discounts,
      vatCents: vat.vatCents,
      vatParts: vat.parts,
      deliveryVatRate: vat.deliveryVatRate,
      paidAt: spec.paidAt,
      createdAt: new Date(spec.paidAt.getTime() - 60_000),
    })
    .returning();
  const paymentId = `tr_${randomBytes(5).toString('hex')}`;
  await db.insert(payments).values({
    id: paymentId,
    orderId: order!.id,
    provider: spec.counter ? 'counter' : 'mollie',
    method: spec.counter ?? null,
    status: 'paid',
    amountCents: total,
  });
  // Partial refunds that fit in what was paid (the database refuses more), then the rest when refunded.
  const given: number[] = [];
  let left = total;
  for (const cents of spec.partialRefunds ?? []) {
    if (cents <= 0 || cents > left) continue;
    given.push(cents);
    left -= cents;
  }
  if (spec.refunded && left > 0) given.push(left);
  const credited: VatPart[] = [];
  for (const [i, amountCents] of given.entries()) {
    // Each credit note's VAT as the refunds service splits an amount over the order's rates.
    const vatParts = splitOverRates(amountCents, vat.parts, credited);
    credited.push(...vatParts);
    await db.insert(refunds).values({
      orderId: order!.id,
      paymentId,
      amountCents,
      vatParts,
      reason: spec.refunded && i === given.length - 1 ? 'cancelled' : 'te weinig saus',
      actor: 'system',
      idempotencyKey: `fixture:${i}`,
      providerKey: `refund-${paymentId}-${i}`,
      providerRefundId: `re_${randomBytes(5).toString('hex')}`,
      status: 'refunded',
      refundedAt: spec.refundedAt ?? spec.paidAt,
      createdAt: spec.refundedAt ?? spec.paidAt,
    });
  }
  return { order: order!, paymentId, refundedCents: given };
}
