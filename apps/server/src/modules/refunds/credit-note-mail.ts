/** The customer's e-mail with the credit note (creditnota) of a refund (issue 19.1, decision 028). */
import { creditNoteNumber } from '@gh/domain/refunds';
import { formatDateAndTime, formatEuro, formatLongDate, orderRef, vatRows } from '@gh/domain';
import type { OutboxMessage } from '../../mail/outbox';
import { orderLinks } from '../orders/confirmation-mail';
import type { OrderRow } from '../orders/orders.repository';
import type { RefundRow } from './refunds.repository';

interface LocationContact {
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the credit note lists: the lines refunded, or the amount. */
function creditRows(refund: RefundRow): { label: string; value: string }[] {
  if (refund.lines && refund.lines.length > 0)
    return refund.lines.map((l) => ({
      label: `${l.quantity} x ${l.name} (btw ${l.vatRate}%)`,
      value: `-${formatEuro(l.grossCents)}`,
    }));
  return [{ label: 'Terugbetaald bedrag', value: `-${formatEuro(refund.amountCents)}` }];
}

export function creditNoteMail(
  order: OrderRow,
  refund: RefundRow,
  location: LocationContact,
  siteUrl: string,
): OutboxMessage {
  const ref = orderRef(order.number);
  const number = creditNoteNumber(refund.number);
  const date = formatLongDate(refund.createdAt);
  const live = orderLinks(siteUrl, order.publicId).live;
  const rows = creditRows(refund);
  const vat = vatRows(refund.vatParts);
  const seller = `${location.name}, ${location.street}, ${location.postcode} ${location.city}`;
  const text = [
    `Hallo ${order.customerName},`,
    '',
    `We storten ${formatEuro(refund.amountCents)} terug van je bestelling ${ref}; je ziet het binnen een paar werkdagen op je rekening.`,
    `Reden: ${refund.reason}`,
    '',
    `Creditnota ${number}`,
    `Datum: ${date}`,
    `Bij bestelling ${ref} van ${formatDateAndTime(order.createdAt)}`,
    `Van: ${seller}`,
    '',
    ...rows.map((r) => `${r.label}  ${r.value}`),
    '',
    `Totaal terug: -${formatEuro(refund.amountCents)}`,
    ...vat.map((r) => `${r.label}: -${r.value}`),
    '',
    `Je bestelling en wat je terugkrijgt: ${live}`,
    '',
    `Vragen? Bel ons op ${location.phone} of mail naar ${location.email}.`,
    '',
    'Groeten,',
    location.name,
  ].join('\n');
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${strong ? `<strong>${label}</strong>` : label}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Creditnota ${number}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0d0b0a;background:#fff8e7;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="color:#8b0a1f;font-size:22px;margin-top:0">We storten ${formatEuro(refund.amountCents)} terug</h1>
<p>Hallo ${escapeHtml(order.customerName)},</p>
<p>We storten ${formatEuro(refund.amountCents)} terug van je bestelling ${ref}; je ziet het binnen een paar werkdagen op je rekening.<br>
<strong>Reden:</strong> ${escapeHtml(refund.reason)}</p>
<h2 style="font-size:18px">Creditnota ${number}</h2>
<p><strong>Datum:</strong> ${escapeHtml(date)}<br>
<strong>Bij bestelling:</strong> ${ref} van ${escapeHtml(formatDateAndTime(order.createdAt))}<br>
<strong>Van:</strong> ${escapeHtml(seller)}</p>
<table style="width:100%;border-collapse:collapse">
${rows.map((r) => row(escapeHtml(r.label), r.value)).join('\n')}
<tr><td colspan="2"><hr style="border:0;border-top:1px solid #ddd"></td></tr>
${row('Totaal terug', `-${formatEuro(refund.amountCents)}`, true)}
${vat.map((r) => row(r.label, `-${r.value}`)).join('\n')}
</table>
<p style="margin:24px 0"><a href="${escapeHtml(live)}" style="display:inline-block;background:#c8102e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">Bekijk je bestelling</a></p>
<p>Vragen? Bel ons op ${escapeHtml(location.phone)} of mail naar <a href="mailto:${escapeHtml(location.email)}">${escapeHtml(location.email)}</a>.</p>
<p>Groeten,<br>${escapeHtml(location.name)}</p>
</div></body></html>`;
  return {
    to: order.email,
    replyTo: location.email,
    subject: `Creditnota ${number}: ${formatEuro(refund.amountCents)} terug voor bestelling ${ref}`,
    text,
    html,
  };
}
