/** The order confirmation e-mail, as HTML and plain text, in the language the order was placed in. */
import {
  allergenNote,
  discountRows,
  formatDateAndTime,
  formatEuro,
  formatLongDate,
  orderRef,
  storedVatParts,
} from '@gh/domain';
import { currentLang } from '@gh/i18n';
import { sellerOf, type Seller } from '@gh/domain/business';
import { stampProgressText, type StampProgress } from '@gh/domain/stamps';
import * as m from '@gh/i18n/messages';
import { inLanguage } from '../../lib/lang';
import type { OutboxMessage } from '../../mail/outbox';
import {
  mailButton,
  mailDocument,
  mailRow,
  escapeHtml,
  htmlMessage,
  labelledLinesHtml,
  type LocationContact,
  lineName,
  mailVatRows,
  orderLinks,
  sellerRows,
} from '../../mail/mail-text';
import { orderLineOptionTexts } from './order-line-text';
import type { OrderRow } from './orders.repository';

export { orderLinks } from '../../mail/mail-text';

/**
 * The receipt's invoice rows (decision 044): the order number is the invoice number (unique, one
 * series for the chain), dated the day it was paid (or placed, for one paid at the counter later),
 * and the seller as Dutch invoicing rules ask.
 */
export function invoiceRows(order: OrderRow, seller: Seller): { label: string; value: string }[] {
  return [
    { label: m.mail_invoice_number_label(), value: String(order.number) },
    { label: m.mail_invoice_date_label(), value: formatLongDate(order.paidAt ?? order.createdAt) },
    ...sellerRows(seller),
  ];
}

/** "Vragen? Bel ons op … of mail naar …" with the address as a link. */
export function questionsHtml(location: Pick<LocationContact, 'phone' | 'email'>): string {
  const email = escapeHtml(location.email);
  return htmlMessage(m.mail_questions, {
    phone: escapeHtml(location.phone),
    email: `<a href="mailto:${email}">${email}</a>`,
  });
}

/**
 * An order's lines and money as plain-text rows, as the customer's basket shows them: each line,
 * the subtotal, every discount on its own row, the delivery fee and the total (issue 31 item 6). In
 * the current language.
 */
export function orderMoneyText(
  order: Pick<
    OrderRow,
    'lines' | 'subtotalCents' | 'discounts' | 'fulfilment' | 'deliveryFeeCents' | 'totalCents'
  >,
  lang = currentLang(),
): string[] {
  return [
    ...order.lines.map((l) => {
      const options = orderLineOptionTexts(l, lang).join(', ');
      return `${l.quantity} x ${lineName(l, lang)}${options ? ` (${options})` : ''}  ${formatEuro(l.totalCents)}`;
    }),
    '',
    ...moneyRows(order),
  ];
}

/** The subtotal, each discount, the delivery fee and the total, as `label: value` rows. */
function moneyRows(
  order: Pick<OrderRow, 'subtotalCents' | 'discounts' | 'fulfilment' | 'deliveryFeeCents' | 'totalCents'>,
): string[] {
  return [
    `${m.mail_subtotal_label()}: ${formatEuro(order.subtotalCents)}`,
    ...discountRows(order.discounts ?? []).map((r) => `${r.label}: ${r.value}`),
    ...(order.fulfilment === 'delivery'
      ? [`${m.mail_delivery_fee_label()}: ${formatEuro(order.deliveryFeeCents)}`]
      : []),
    `${m.mail_total_label()}: ${formatEuro(order.totalCents)}`,
  ];
}

/** The stamp card's line of the mail (decision 052): earned or not, and the card's progress. */
export interface MailStamps {
  earned: boolean;
  card: StampProgress | null;
}

export function confirmationMail(
  order: OrderRow,
  location: LocationContact,
  siteUrl: string,
  stamps: MailStamps | null = null,
): OutboxMessage {
  return inLanguage(order.lang, () => write(order, location, siteUrl, stamps));
}

function stampLine(stamps: MailStamps | null): string | null {
  if (!stamps?.card) return null;
  const progress = stampProgressText(stamps.card);
  return stamps.earned ? m.stamps_order_earned({ progress }) : progress;
}

function write(
  order: OrderRow,
  location: LocationContact,
  siteUrl: string,
  stamps: MailStamps | null,
): OutboxMessage {
  const lang = order.lang;
  const stamp = stampLine(stamps);
  const links = orderLinks(siteUrl, order.publicId, lang);
  // Named by its date, not "morgen": the mail is often read on another day than it was sent.
  const expectedLabel = formatDateAndTime(order.expectedAt);
  const ref = orderRef(order.number);
  const delivery = order.fulfilment === 'delivery';
  const address = delivery
    ? `${order.street} ${order.houseNumber}${order.addition ? ` ${order.addition}` : ''}, ${order.postcode} ${order.city}`
    : `${location.street}, ${location.postcode} ${location.city}`;
  const lineTexts = order.lines.map((l) => {
    const options = orderLineOptionTexts(l, lang).join(', ');
    return {
      label: `${l.quantity} x ${lineName(l, lang)}${options ? ` (${options})` : ''}`,
      total: formatEuro(l.totalCents),
      // The allergens of what was actually chosen (decision 022); older orders have none stored.
      allergens: allergenNote(l.allergens),
    };
  });
  // Betalen bij afhalen (decision 029): staff placed it, the customer pays at the counter.
  const payLater = order.payAtPickup && !order.paidAt;
  const invoice = invoiceRows(order, sellerOf(location));
  const whenLabel = delivery ? m.mail_expected_delivery_label() : m.mail_pickup_from_label();
  const addressLabel = delivery ? m.mail_delivery_address_label() : m.mail_pickup_address_label();
  const text = [
    m.mail_hello({ name: order.customerName }),
    '',
    payLater
      ? m.mail_confirmation_thanks_pay_at_pickup({ location: location.name })
      : m.mail_confirmation_thanks_paid({ location: location.name }),
    '',
    `${m.mail_order_number_label()}: ${ref}`,
    `${whenLabel}: ${expectedLabel}`,
    `${addressLabel}: ${address}`,
    '',
    ...lineTexts.flatMap((l) => [`${l.label}  ${l.total}`, ...(l.allergens ? [`   ${l.allergens}`] : [])]),
    '',
    ...moneyRows(order),
    ...(payLater ? [`${m.mail_pay_at_pickup_label()}: ${formatEuro(order.totalCents)}`] : []),
    ...mailVatRows(storedVatParts(order)).map((r) => `${r.label}: ${r.value}`),
    ...(order.remarks ? ['', `${m.mail_remarks_label()}: ${order.remarks}`] : []),
    ...(stamp ? ['', stamp] : []),
    '',
    m.mail_invoice_heading(),
    ...invoice.map((r) => `${r.label}: ${r.value}`),
    '',
    `${m.mail_track_live()}: ${links.live}`,
    `${m.mail_reorder_question()} ${m.mail_reorder()}: ${links.reorder}`,
    '',
    m.mail_questions({ phone: location.phone, email: location.email }),
    '',
    m.mail_enjoy(),
    location.name,
  ].join('\n');
  const html = mailDocument(
    lang,
    m.mail_confirmation_title({ ref }),
    m.mail_confirmation_heading(),
    `<p>${escapeHtml(m.mail_hello({ name: order.customerName }))}</p>
<p>${escapeHtml(
      payLater
        ? m.mail_confirmation_intro_pay_at_pickup({ location: location.name })
        : m.mail_confirmation_intro_paid({ location: location.name }),
    )}</p>
<p><strong>${escapeHtml(m.mail_order_number_label())}:</strong> ${ref}<br>
<strong>${escapeHtml(whenLabel)}:</strong> ${escapeHtml(expectedLabel)}<br>
<strong>${escapeHtml(addressLabel)}:</strong> ${escapeHtml(address)}</p>
<table style="width:100%;border-collapse:collapse">
${lineTexts
  .map((l) =>
    mailRow(
      `${escapeHtml(l.label)}${l.allergens ? `<br><span style="font-size:13px;color:#555">${escapeHtml(l.allergens)}</span>` : ''}`,
      l.total,
    ),
  )
  .join('\n')}
<tr><td colspan="2"><hr style="border:0;border-top:1px solid #ddd"></td></tr>
${mailRow(escapeHtml(m.mail_subtotal_label()), formatEuro(order.subtotalCents))}
${discountRows(order.discounts ?? [])
  .map((r) => mailRow(escapeHtml(r.label), r.value))
  .join('\n')}
${delivery ? mailRow(escapeHtml(m.mail_delivery_fee_label()), formatEuro(order.deliveryFeeCents)) : ''}
${mailRow(escapeHtml(m.mail_total_label()), formatEuro(order.totalCents), true)}
${payLater ? mailRow(escapeHtml(m.mail_pay_at_pickup_label()), formatEuro(order.totalCents), true) : ''}
${mailVatRows(storedVatParts(order))
  .map((r) => mailRow(r.label, r.value))
  .join('\n')}
</table>
${order.remarks ? `<p><strong>${escapeHtml(m.mail_remarks_label())}:</strong> ${escapeHtml(order.remarks)}</p>` : ''}
${stamp ? `<p style="background:#fff8e7;border-left:4px solid #b8860b;padding:8px 12px">${escapeHtml(stamp)}</p>` : ''}
<h2 style="font-size:16px;margin-bottom:4px">${escapeHtml(m.mail_invoice_heading())}</h2>
<p style="font-size:14px;margin-top:0">${labelledLinesHtml(invoice)}</p>
${mailButton(links.live, m.mail_track_live())}
<p>${escapeHtml(m.mail_reorder_question())} <a href="${escapeHtml(links.reorder)}">${escapeHtml(m.mail_reorder())}</a></p>
<p>${questionsHtml(location)}</p>
<p>${escapeHtml(m.mail_enjoy())}<br>${escapeHtml(location.name)}</p>`,
  );
  return {
    to: order.email,
    replyTo: location.email,
    subject: m.mail_confirmation_subject({ ref, location: location.name }),
    text,
    html,
    lang,
  };
}
