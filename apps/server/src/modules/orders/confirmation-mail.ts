/** The Dutch order confirmation e-mail, as HTML and plain text. */
import {
  allergenNote,
  discountRows,
  formatDateAndTime,
  formatEuro,
  orderRef,
  storedVatParts,
  vatRows,
} from '@gh/domain';
import type { OutboxMessage } from '../../mail/outbox';
import { orderLineOptionTexts } from './order-line-text';
import type { OrderRow } from './orders.repository';

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

/** The order's live page and "Bestel opnieuw", by the order's unguessable public id. */
export function orderLinks(siteUrl: string, publicId: string) {
  const id = encodeURIComponent(publicId);
  return { live: `${siteUrl}/betaald?order=${id}`, reorder: `${siteUrl}/bestel-opnieuw/${id}` };
}

export function confirmationMail(order: OrderRow, location: LocationContact, siteUrl: string): OutboxMessage {
  const links = orderLinks(siteUrl, order.publicId);
  // Named by its date, not "morgen": the mail is often read on another day than it was sent.
  const expectedLabel = formatDateAndTime(order.expectedAt);
  const ref = orderRef(order.number);
  const delivery = order.fulfilment === 'delivery';
  const address = delivery
    ? `${order.street} ${order.houseNumber}${order.addition ? ` ${order.addition}` : ''}, ${order.postcode} ${order.city}`
    : `${location.street}, ${location.postcode} ${location.city}`;
  const lineTexts = order.lines.map((l) => {
    const options = orderLineOptionTexts(l).join(', ');
    return {
      label: `${l.quantity} x ${l.name}${options ? ` (${options})` : ''}`,
      total: formatEuro(l.totalCents),
      // The allergens of what was actually chosen (decision 022); older orders have none stored.
      allergens: allergenNote(l.allergens),
    };
  });
  // Betalen bij afhalen (decision 029): staff placed it, the customer pays at the counter.
  const payLater = order.payAtPickup && !order.paidAt;
  const payLaterRow = `Betalen bij afhalen: ${formatEuro(order.totalCents)}`;
  const when = delivery ? `Verwachte bezorgtijd: ${expectedLabel}` : `Af te halen vanaf: ${expectedLabel}`;
  const text = [
    `Hallo ${order.customerName},`,
    '',
    payLater
      ? `Bedankt voor je bestelling bij ${location.name}! Je betaalt bij het afhalen.`
      : `Bedankt voor je bestelling bij ${location.name}! We hebben je betaling ontvangen.`,
    '',
    `Bestelnummer: ${ref}`,
    when,
    `${delivery ? 'Bezorgadres' : 'Afhaaladres'}: ${address}`,
    '',
    ...lineTexts.flatMap((l) => [`${l.label}  ${l.total}`, ...(l.allergens ? [`   ${l.allergens}`] : [])]),
    '',
    `Subtotaal: ${formatEuro(order.subtotalCents)}`,
    ...discountRows(order.discounts ?? []).map((r) => `${r.label}: ${r.value}`),
    ...(delivery ? [`Bezorgkosten: ${formatEuro(order.deliveryFeeCents)}`] : []),
    `Totaal: ${formatEuro(order.totalCents)}`,
    ...(payLater ? [payLaterRow] : []),
    ...vatRows(storedVatParts(order)).map((r) => `${r.label}: ${r.value}`),
    ...(order.remarks ? ['', `Je opmerking: ${order.remarks}`] : []),
    '',
    `Volg je bestelling live: ${links.live}`,
    `Nog eens hetzelfde? Bestel opnieuw: ${links.reorder}`,
    '',
    `Vragen? Bel ons op ${location.phone} of mail naar ${location.email}.`,
    '',
    `Eet smakelijk!`,
    location.name,
  ].join('\n');
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${strong ? `<strong>${label}</strong>` : label}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Bevestiging bestelling ${ref}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0d0b0a;background:#fff8e7;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="color:#8b0a1f;font-size:22px;margin-top:0">Bedankt voor je bestelling!</h1>
<p>Hallo ${escapeHtml(order.customerName)},</p>
<p>${payLater ? 'Je betaalt bij het afhalen; we gaan' : 'We hebben je betaling ontvangen en gaan'} voor je aan de slag bij ${escapeHtml(location.name)}.</p>
<p><strong>Bestelnummer:</strong> ${ref}<br>
<strong>${delivery ? 'Verwachte bezorgtijd' : 'Af te halen vanaf'}:</strong> ${escapeHtml(expectedLabel)}<br>
<strong>${delivery ? 'Bezorgadres' : 'Afhaaladres'}:</strong> ${escapeHtml(address)}</p>
<table style="width:100%;border-collapse:collapse">
${lineTexts
  .map((l) =>
    row(
      `${escapeHtml(l.label)}${l.allergens ? `<br><span style="font-size:13px;color:#555">${escapeHtml(l.allergens)}</span>` : ''}`,
      l.total,
    ),
  )
  .join('\n')}
<tr><td colspan="2"><hr style="border:0;border-top:1px solid #ddd"></td></tr>
${row('Subtotaal', formatEuro(order.subtotalCents))}
${discountRows(order.discounts ?? [])
  .map((r) => row(escapeHtml(r.label), r.value))
  .join('\n')}
${delivery ? row('Bezorgkosten', formatEuro(order.deliveryFeeCents)) : ''}
${row('Totaal', formatEuro(order.totalCents), true)}
${payLater ? row('Betalen bij afhalen', formatEuro(order.totalCents), true) : ''}
${vatRows(storedVatParts(order))
  .map((r) => row(r.label, r.value))
  .join('\n')}
</table>
${order.remarks ? `<p><strong>Je opmerking:</strong> ${escapeHtml(order.remarks)}</p>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(links.live)}" style="display:inline-block;background:#c8102e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">Volg je bestelling live</a></p>
<p>Nog eens hetzelfde? <a href="${escapeHtml(links.reorder)}">Bestel opnieuw</a></p>
<p>Vragen? Bel ons op ${escapeHtml(location.phone)} of mail naar <a href="mailto:${escapeHtml(location.email)}">${escapeHtml(location.email)}</a>.</p>
<p>Eet smakelijk!<br>${escapeHtml(location.name)}</p>
</div></body></html>`;
  return {
    to: order.email,
    replyTo: location.email,
    subject: `Bevestiging van je bestelling ${ref} bij ${location.name}`,
    text,
    html,
  };
}
