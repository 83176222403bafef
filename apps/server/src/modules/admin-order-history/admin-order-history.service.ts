/** The orders view's rules: what a search text means, the page cursor, and an order's timeline in Dutch. */
import {
  formatEuro,
  isOrderStatus,
  normalizePostcode,
  staffStatusLabel,
  storedVatParts,
  toEuros,
  vatPartsInEuros,
} from '@gh/domain';
import { REPORT_MESSAGES, type OrderDetail, type OrderList, type OrderSearchQuery } from '@gh/domain/reports';
import { creditNoteNumber } from '@gh/domain/refunds';
import {
  COUNTER_PAYMENT_LABELS,
  ORDER_SOURCE_LABELS,
  type CounterPaymentMethod,
  type OrderSource,
} from '@gh/domain/staff-orders';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import * as repo from './admin-order-history.repository';
import { discountsInEuros } from '../offers';

/** How a search text is read: a number, an e-mail address, a phone number, a postcode, else a name. */
export function readSearch(q: string): NonNullable<repo.OrderFilter['text']> {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const postcode = normalizePostcode(text);
  if (postcode) return { postcode };
  if (text.includes('@')) return { email: text };
  if (/^#?\d{1,9}$/.test(text)) {
    return { number: Number(digits), ...(digits.length >= 6 ? { phoneDigits: digits } : {}) };
  }
  if (/^[+\d\s()-]+$/.test(text) && digits.length >= 6) {
    // +31 6 … and 06 … are the same number: search by what follows the country code or the 0.
    return { phoneDigits: digits.replace(/^(31|0031)/, '0') };
  }
  return { name: text };
}

export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? '')) {
    throw new ValidationError(REPORT_MESSAGES.badCursor);
  }
  return { createdAt, id: id! };
}

const statusLabel = (status: string, awaitingCounterPayment = false) =>
  isOrderStatus(status) ? staffStatusLabel(status, awaitingCounterPayment) : status;
const ACTORS: Record<string, string> = {
  customer: 'klant',
  payment: 'betaling',
  system: 'systeem',
  staff: 'medewerker',
};

/** Who placed it, for the list and the detail (decision 029). */
function sourceFields(o: {
  source: string;
  enteredByEmail: string | null;
  payAtPickup: boolean;
  paidAt: Date | null;
  lang: 'nl' | 'en';
}) {
  return {
    source: o.source,
    enteredBy: o.enteredByEmail,
    awaitingCounterPayment: o.payAtPickup && o.paidAt === null,
    lang: o.lang,
  };
}
const PAYMENT_STATUS: Record<string, string> = {
  open: 'aangemaakt',
  pending: 'in behandeling',
  authorized: 'geautoriseerd',
  paid: 'betaald',
  failed: 'mislukt',
  canceled: 'geannuleerd',
  expired: 'verlopen',
};
const MAIL_STATUS: Record<string, string> = {
  pending: 'wacht op verzenden',
  sent: 'verstuurd',
  failed: 'mislukt',
};

export function createOrderHistoryService({ db }: { db: Db }) {
  async function list(query: OrderSearchQuery, location: string | null): Promise<OrderList> {
    const rows = await repo.search(db, {
      text: query.q ? readSearch(query.q) : null,
      location,
      status: query.status ?? null,
      fulfilment: query.fulfilment ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      after: query.after ? decodeCursor(query.after) : null,
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      orders: page.map((o) => ({
        id: o.id,
        number: o.number,
        createdAt: o.createdAt.toISOString(),
        location: o.locationSlug,
        status: o.status,
        statusLabel: statusLabel(o.status, o.payAtPickup && o.paidAt === null),
        fulfilment: o.fulfilment,
        customerName: o.customerName,
        email: o.email,
        phone: o.phone,
        postcode: o.postcode,
        total: toEuros(o.totalCents),
        ...sourceFields(o),
      })),
      next: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null,
    };
  }

  async function detail(id: string): Promise<OrderDetail> {
    const order = await repo.orderById(db, id);
    if (!order) throw new NotFoundError('Deze bestelling bestaat niet.');
    const h = await repo.history(db, id);
    const timeline: OrderDetail['timeline'] = [];
    for (const e of h.events) {
      const by = ACTORS[e.actor] ?? e.actor;
      timeline.push({
        at: e.createdAt.toISOString(),
        kind: 'status',
        text: `${e.fromStatus ? '' : 'Geplaatst: '}${statusLabel(e.toStatus)} (${by})${e.note ? `: ${e.note}` : ''}`,
      });
    }
    if (order.source !== 'online') {
      timeline.push({
        at: order.createdAt.toISOString(),
        kind: 'status',
        text: `Ingevoerd door ${order.enteredByEmail ?? 'een medewerker'} (${ORDER_SOURCE_LABELS[order.source as OrderSource]?.toLowerCase() ?? order.source})${order.payAtPickup ? ', betaalt bij afhalen' : ', betaallink gemaild'}`,
      });
    }
    for (const p of h.payments) {
      const how =
        p.provider === 'counter'
          ? `aan de balie (${COUNTER_PAYMENT_LABELS[p.method as CounterPaymentMethod]?.toLowerCase() ?? p.method})`
          : p.id;
      timeline.push({
        at: p.createdAt.toISOString(),
        kind: 'payment',
        text: `Betaling ${how} van ${formatEuro(p.amountCents)}: ${PAYMENT_STATUS[p.status] ?? p.status}`,
      });
    }
    // Each refund when it was decided, with its credit note; and when the provider made it.
    for (const r of h.refunds) {
      const by = r.actor.startsWith('admin:') ? r.actor.slice('admin:'.length) : (ACTORS[r.actor] ?? r.actor);
      timeline.push({
        at: r.createdAt.toISOString(),
        kind: 'refund',
        text: `Terugbetaling ${creditNoteNumber(r.number)} van ${formatEuro(r.amountCents)} (${by}): ${r.reason}`,
      });
      if (r.refundedAt) {
        timeline.push({
          at: r.refundedAt.toISOString(),
          kind: 'refund',
          text: `Teruggestort: ${formatEuro(r.amountCents)} van betaling ${r.paymentId}${r.providerRefundId ? ` (${r.providerRefundId})` : ''}`,
        });
      }
    }
    for (const m of h.mails) {
      timeline.push({
        at: (m.sentAt ?? m.createdAt).toISOString(),
        kind: 'mail',
        text: `E-mail „${m.subject}”: ${MAIL_STATUS[m.status] ?? m.status}`,
      });
    }
    timeline.sort((a, b) => a.at.localeCompare(b.at));
    const address =
      order.fulfilment === 'delivery'
        ? `${order.street ?? ''} ${order.houseNumber ?? ''}${order.addition ? ` ${order.addition}` : ''}, ${order.postcode ?? ''} ${order.city ?? ''}`.trim()
        : null;
    return {
      order: {
        id: order.id,
        number: order.number,
        createdAt: order.createdAt.toISOString(),
        location: order.locationSlug,
        status: order.status,
        statusLabel: statusLabel(order.status, order.payAtPickup && order.paidAt === null),
        fulfilment: order.fulfilment,
        customerName: order.customerName,
        email: order.email,
        phone: order.phone,
        postcode: order.postcode,
        total: toEuros(order.totalCents),
        ...sourceFields(order),
        address,
        expectedAt: order.expectedAt.toISOString(),
        remarks: order.remarks,
        lines: order.lines.map((l) => ({
          name: l.name,
          quantity: l.quantity,
          options: l.selectedOptions.map((o) => o.choice),
          vatRate: l.vatRate ?? 9,
          total: toEuros(l.totalCents),
        })),
        subtotal: toEuros(order.subtotalCents),
        discounts: discountsInEuros(order.discounts ?? []),
        deliveryFee: toEuros(order.deliveryFeeCents),
        vatByRate: vatPartsInEuros(storedVatParts(order)),
      },
      timeline,
    };
  }

  return { list, detail };
}
