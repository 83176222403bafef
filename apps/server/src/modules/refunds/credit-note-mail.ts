/**
 * The customer's e-mail with the credit note (creditnota) of a refund (issue 19.1, decision 028), in
 * the language the order was placed in.
 */
import { creditNoteNumber } from '@gh/domain/refunds';
import { sellerOf } from '@gh/domain/business';
import { formatDiscount, formatEuro, formatLongDate, orderRef } from '@gh/domain';
import * as m from '@gh/i18n/messages';
import { inLanguage } from '../../lib/lang';
import type { OutboxMessage } from '../../mail/outbox';
import {
  mailButton,
  mailDocument,
  mailRow,
  escapeHtml,
  labelledLinesHtml,
  type LocationContact,
  lineName,
  mailVatRows,
  orderLinks,
  sellerRows,
} from '../../mail/mail-text';
import { questionsHtml } from '../orders';
import type { OrderRow, RefundRow } from '../orders';

/** What the credit note lists: the lines refunded, or the amount, as amounts given back (`− € 6,50`). */
function creditRows(order: OrderRow, refund: RefundRow): { label: string; value: string }[] {
  if (refund.lines && refund.lines.length > 0)
    return refund.lines.map((l) => {
      // The order's own line gives its name in the order's language; the refund kept the Dutch one.
      const line = order.lines[l.index];
      const name = line && line.name === l.name ? lineName(line, order.lang) : l.name;
      return {
        label: `${l.quantity} x ${name} (${m.mail_credit_line_vat({ rate: l.vatRate })})`,
        value: formatDiscount(l.grossCents),
      };
    });
  return [{ label: m.mail_credit_amount_label(), value: formatDiscount(refund.amountCents) }];
}

/**
 * The mail for a refund. `cancelledReason`: the refund gives back a cancelled order, for this reason
 * (the staff's words); the mail says so in its own words.
 */
export function creditNoteMail(
  order: OrderRow,
  refund: RefundRow,
  location: LocationContact,
  siteUrl: string,
  options: { cancelledReason?: string } = {},
): OutboxMessage {
  return inLanguage(order.lang, () => write(order, refund, location, siteUrl, options.cancelledReason));
}

function write(
  order: OrderRow,
  refund: RefundRow,
  location: LocationContact,
  siteUrl: string,
  cancelledReason: string | undefined,
): OutboxMessage {
  const lang = order.lang;
  const ref = orderRef(order.number);
  const number = creditNoteNumber(refund.number);
  const date = formatLongDate(refund.createdAt);
  const live = orderLinks(siteUrl, order.publicId, lang).live;
  const rows = creditRows(order, refund);
  // What goes back is written as every amount off or back is (`− € 0,54`); the sentences name the sum.
  const vat = mailVatRows(refund.vatParts.map((p) => ({ ...p, vatCents: -p.vatCents })));
  const amount = formatEuro(refund.amountCents);
  const back = formatDiscount(refund.amountCents);
  const reason =
    cancelledReason === undefined
      ? refund.reason
      : m.mail_credit_cancelled_reason({ reason: cancelledReason });
  // The credit note corrects the order's receipt, its invoice (decision 044): its number and date.
  const details = [
    { label: m.mail_credit_date_label(), value: date },
    {
      label: m.mail_credit_invoice_label(),
      value: m.mail_credit_invoice_of({
        number: String(order.number),
        date: formatLongDate(order.paidAt ?? order.createdAt),
        ref,
      }),
    },
    ...sellerRows(sellerOf(location)),
  ];
  const text = [
    m.mail_hello({ name: order.customerName }),
    '',
    m.mail_credit_intro({ amount, ref }),
    `${m.mail_reason_label()}: ${reason}`,
    '',
    m.mail_credit_note({ number }),
    ...details.map((r) => `${r.label}: ${r.value}`),
    '',
    ...rows.map((r) => `${r.label}  ${r.value}`),
    '',
    `${m.mail_credit_total_label()}: ${back}`,
    ...vat.map((r) => `${r.label}: ${r.value}`),
    '',
    `${m.mail_credit_order_link()}: ${live}`,
    '',
    m.mail_questions({ phone: location.phone, email: location.email }),
    '',
    m.mail_credit_regards(),
    location.name,
  ].join('\n');
  const html = mailDocument(
    lang,
    m.mail_credit_note({ number }),
    m.mail_credit_heading({ amount }),
    `<p>${escapeHtml(m.mail_hello({ name: order.customerName }))}</p>
<p>${escapeHtml(m.mail_credit_intro({ amount, ref }))}<br>
<strong>${escapeHtml(m.mail_reason_label())}:</strong> ${escapeHtml(reason)}</p>
<h2 style="font-size:18px">${escapeHtml(m.mail_credit_note({ number }))}</h2>
<p>${labelledLinesHtml(details)}</p>
<table style="width:100%;border-collapse:collapse">
${rows.map((r) => mailRow(escapeHtml(r.label), r.value)).join('\n')}
<tr><td colspan="2"><hr style="border:0;border-top:1px solid #ddd"></td></tr>
${mailRow(escapeHtml(m.mail_credit_total_label()), back, true)}
${vat.map((r) => mailRow(r.label, r.value)).join('\n')}
</table>
${mailButton(live, m.mail_credit_view_order())}
<p>${questionsHtml(location)}</p>
<p>${escapeHtml(m.mail_credit_regards())}<br>${escapeHtml(location.name)}</p>`,
  );
  return {
    to: order.email,
    replyTo: location.email,
    subject: m.mail_credit_subject({ number, amount, ref }),
    text,
    html,
    lang,
  };
}
