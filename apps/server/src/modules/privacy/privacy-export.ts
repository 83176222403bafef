/** Everything held on one e-mail address, as the JSON download and as a readable HTML page. */
import { ORDER_STATUS_LABELS, formatDateAndTime, formatEuro, isOrderStatus } from '@gh/domain';
import type { OrderLineSnapshot } from '../../db/schema';

export interface ExportedOrder {
  number: number;
  reference: string;
  location: string;
  status: string;
  fulfilment: string;
  name: string;
  email: string;
  phone: string;
  address: {
    street: string | null;
    houseNumber: string | null;
    addition: string | null;
    postcode: string | null;
    city: string | null;
  } | null;
  remarks: string | null;
  expectedAt: string;
  placedAt: string;
  paidAt: string | null;
  lines: OrderLineSnapshot[];
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  vatCents: number;
  payments: {
    id: string;
    provider: string;
    status: string;
    amountCents: number;
    createdAt: string;
  }[];
  /** Money given back (decision 028), each with its credit note. */
  refunds: {
    creditNote: string;
    amountCents: number;
    reason: string;
    createdAt: string;
    refundedAt: string | null;
  }[];
}

export interface ExportedCv {
  filename: string;
  contentType: 'application/pdf';
  /** The file itself, base64; null when it is no longer on disk. */
  base64: string | null;
}

export interface PrivacyExport {
  email: string;
  exportedAt: string;
  orders: ExportedOrder[];
  contactMessages: {
    location: string | null;
    subject: string;
    message: string;
    name: string;
    sentAt: string;
  }[];
  applications: {
    vacancy: string | null;
    name: string;
    email: string;
    phone: string | null;
    motivation: string;
    keepForAYear: boolean;
    sentAt: string;
    cv: ExportedCv | null;
  }[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const when = (iso: string) => escapeHtml(formatDateAndTime(new Date(iso)));

function table(rows: [string, string | null | undefined][]): string {
  return `<table>${rows
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${value}</td></tr>`)
    .join('')}</table>`;
}

function orderHtml(o: ExportedOrder): string {
  const address = o.address
    ? escapeHtml(
        `${o.address.street ?? ''} ${o.address.houseNumber ?? ''}${o.address.addition ? ` ${o.address.addition}` : ''}, ${o.address.postcode ?? ''} ${o.address.city ?? ''}`,
      )
    : null;
  const lines = o.lines
    .map(
      (l) =>
        `<li>${l.quantity} x ${escapeHtml(l.name)}${l.selectedOptions.length ? ` (${escapeHtml(l.selectedOptions.map((s) => s.choice).join(', '))})` : ''}: ${formatEuro(l.totalCents)}</li>`,
    )
    .join('');
  return `<section><h3>Bestelling ${escapeHtml(o.reference)}</h3>${table([
    ['Vestiging', escapeHtml(o.location)],
    ['Status', escapeHtml(isOrderStatus(o.status) ? ORDER_STATUS_LABELS[o.status] : o.status)],
    ['Geplaatst', when(o.placedAt)],
    ['Betaald', o.paidAt ? when(o.paidAt) : null],
    [o.fulfilment === 'delivery' ? 'Bezorgd rond' : 'Afgehaald rond', when(o.expectedAt)],
    ['Naam', escapeHtml(o.name)],
    ['E-mail', escapeHtml(o.email)],
    ['Telefoon', escapeHtml(o.phone)],
    ['Adres', address],
    ['Opmerking', o.remarks ? escapeHtml(o.remarks) : null],
    ['Totaal', formatEuro(o.totalCents)],
    ['Waarvan btw', formatEuro(o.vatCents)],
    [
      'Betalingen',
      o.payments
        .map(
          (p) =>
            `${escapeHtml(p.id)} (${escapeHtml(p.provider)}, ${escapeHtml(p.status)}, ${formatEuro(p.amountCents)})`,
        )
        .join('<br>'),
    ],
    [
      'Terugbetalingen',
      o.refunds.length
        ? o.refunds
            .map((r) => `${escapeHtml(r.creditNote)}: ${formatEuro(r.amountCents)} (${escapeHtml(r.reason)})`)
            .join('<br>')
        : null,
    ],
  ])}<ul>${lines}</ul></section>`;
}

export function exportHtml(data: PrivacyExport): string {
  const none = '<p>Niets.</p>';
  const orders = data.orders.length ? data.orders.map(orderHtml).join('') : none;
  const messages = data.contactMessages.length
    ? data.contactMessages
        .map(
          (m) =>
            `<section><h3>${escapeHtml(m.subject)}</h3>${table([
              ['Verstuurd', when(m.sentAt)],
              ['Vestiging', m.location ? escapeHtml(m.location) : null],
              ['Naam', escapeHtml(m.name)],
            ])}<p class="pre">${escapeHtml(m.message)}</p></section>`,
        )
        .join('')
    : none;
  const applications = data.applications.length
    ? data.applications
        .map(
          (a) =>
            `<section><h3>${escapeHtml(a.vacancy ?? 'Open sollicitatie')}</h3>${table([
              ['Verstuurd', when(a.sentAt)],
              ['Naam', escapeHtml(a.name)],
              ['E-mail', escapeHtml(a.email)],
              ['Telefoon', a.phone ? escapeHtml(a.phone) : null],
              ['Een jaar bewaren', a.keepForAYear ? 'ja, met je toestemming' : 'nee'],
              [
                'Cv',
                a.cv
                  ? a.cv.base64
                    ? `<a download="${escapeHtml(a.cv.filename)}" href="data:application/pdf;base64,${a.cv.base64}">${escapeHtml(a.cv.filename)}</a>`
                    : `${escapeHtml(a.cv.filename)} (het bestand is er niet meer)`
                  : null,
              ],
            ])}<p class="pre">${escapeHtml(a.motivation)}</p></section>`,
        )
        .join('')
    : none;
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jouw gegevens bij Gouden Haan</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;max-width:760px;margin:0 auto;padding:24px;line-height:1.5;color:#0d0b0a;background:#fff}
h1{color:#8b0a1f}h2{border-bottom:2px solid #d4a017;padding-bottom:4px;margin-top:32px}
table{border-collapse:collapse;margin:8px 0}th{text-align:left;padding:2px 16px 2px 0;vertical-align:top}td{padding:2px 0}
.pre{white-space:pre-wrap}section{margin-bottom:16px}
</style></head><body>
<h1>Jouw gegevens bij Gouden Haan</h1>
<p>Alles wat we bewaren over <strong>${escapeHtml(data.email)}</strong>, opgevraagd op ${when(data.exportedAt)}.</p>
<h2>Bestellingen (${data.orders.length})</h2>${orders}
<h2>Berichten via het contactformulier (${data.contactMessages.length})</h2>${messages}
<h2>Sollicitaties (${data.applications.length})</h2>${applications}
</body></html>
`;
}
