/** An order as staff's screens and the kitchen ticket show it (the board, printing). */
import type { AdminOrder } from '@gh/domain/admin';
import { isOrderStatus, storedVatParts, toEuros, vatPartsInEuros } from '@gh/domain';
import { needsAgeConfirmation } from '@gh/domain/checkout';
import { orderLineOptionTexts } from './order-line-text';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from './orders.repository';
import { lineRefundsOf, type LineRefund } from './refunds.repository';

/**
 * The order as staff see it; `refunded` gives what was refunded per line index (decision 028's line
 * refunds), so the card and the ticket strike those lines through with the amount.
 */
export function toAdminOrder(o: OrderRow, refunded?: ReadonlyMap<number, LineRefund>): AdminOrder {
  const address =
    o.fulfilment === 'delivery' && o.street
      ? `${o.street} ${o.houseNumber ?? ''}${o.addition ? ` ${o.addition}` : ''}, ${o.postcode ?? ''} ${o.city ?? ''}`.replace(
          /\s+/g,
          ' ',
        )
      : null;
  return {
    id: o.id,
    number: o.number,
    status: isOrderStatus(o.status) ? o.status : 'paid',
    fulfilment: o.fulfilment,
    customerName: o.customerName,
    phone: o.phone,
    email: o.email,
    address,
    expectedAt: o.expectedAt.toISOString(),
    asap: o.requestedTime === null,
    remarks: o.remarks,
    lines: o.lines.map((l, index) => ({
      name: l.name,
      quantity: l.quantity,
      total: toEuros(l.totalCents),
      selectedOptions: l.selectedOptions.map((s) => ({ choice: s.choice, price: toEuros(s.priceCents) })),
      allergens: l.allergens ?? [],
      optionTexts: orderLineOptionTexts(l),
      refunded: refundOfLine(refunded?.get(index)),
    })),
    subtotal: toEuros(o.subtotalCents),
    discounts: (o.discounts ?? []).map((d) => ({ label: d.label, amount: toEuros(d.amountCents) })),
    deliveryFee: toEuros(o.deliveryFeeCents),
    total: toEuros(o.totalCents),
    vatByRate: vatPartsInEuros(storedVatParts(o)),
    paidAt: o.paidAt?.toISOString() ?? null,
    acceptedAt: o.acceptedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    source: o.source,
    payAtPickup: o.payAtPickup,
    lang: o.lang,
    ageCheck: needsAgeConfirmation(o.lines),
  };
}

function refundOfLine(r: LineRefund | undefined): { quantity: number; amount: number } | null {
  return r && r.cents > 0 ? { quantity: r.quantity, amount: toEuros(r.cents) } : null;
}

/** Staff's view of these orders with their line refunds, read in one query. */
export async function toAdminOrders(db: DbOrTx, rows: readonly OrderRow[]): Promise<AdminOrder[]> {
  const refunds = await lineRefundsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminOrder(row, refunds.get(row.id)));
}

/** Staff's view of one order, with its line refunds (the card after a change, the kitchen ticket). */
export async function toAdminOrderOf(db: DbOrTx, row: OrderRow): Promise<AdminOrder> {
  return (await toAdminOrders(db, [row]))[0]!;
}
