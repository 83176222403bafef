/**
 * What the customer e-mails share (issue 20): HTML escaping, a message with HTML in its placeholders,
 * the links of an order in its language, and the names of its lines in that language.
 */
import { formatEuro, vatRateLabel, type VatPart } from '@gh/domain';
import type { Seller, sellerOf } from '@gh/domain/business';
import { localePath, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A message for an HTML body: its own text escaped, its placeholders filled with the HTML given
 * (escape what comes from people before passing it).
 */
export function htmlMessage<K extends string>(
  message: (inputs: Record<K, string>) => string,
  html: Record<K, string>,
): string {
  const marks = Object.fromEntries(Object.keys(html).map((k, i) => [k, `\u0000${i}\u0000`])) as Record<
    K,
    string
  >;
  let out = escapeHtml(message(marks));
  Object.keys(html).forEach((k, i) => {
    out = out.replace(`\u0000${i}\u0000`, () => html[k as K]);
  });
  return out;
}

/** A row of a mail's amounts table: a label (HTML) on the left, an amount on the right. */
export const mailRow = (label: string, value: string, strong = false) =>
  `<tr><td style="padding:4px 12px 4px 0">${strong ? `<strong>${label}</strong>` : label}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;

/** A mail's call to action: a button-like link (the href and label are escaped here). */
export const mailButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#c8102e;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;

/** The HTML document every customer mail is: the brand's page around `body` (HTML), with its title and heading. */
export const mailDocument = (lang: Lang, title: string, heading: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0d0b0a;background:#fff8e7;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="color:#8b0a1f;font-size:22px;margin-top:0">${escapeHtml(heading)}</h1>
${body}
</div></body></html>`;

/** The order's live page and "Bestel opnieuw", by the order's unguessable public id, in its language. */
export function orderLinks(siteUrl: string, publicId: string, lang: Lang) {
  const id = encodeURIComponent(publicId);
  return {
    live: `${siteUrl}${localePath(`/betaald?order=${id}`, lang)}`,
    reorder: `${siteUrl}${localePath(`/bestel-opnieuw/${id}`, lang)}`,
  };
}

/**
 * `Waarvan btw (9%) over € 20,66 netto` and `€ 4,34`, one row per rate, in the language being
 * written: the domain's `vatRows` says the same in Dutch for receipts and tickets (a test holds the
 * two together).
 */
export function mailVatRows(parts: readonly VatPart[]): { label: string; value: string }[] {
  return parts.map((p) => ({
    label: m.mail_vat_row({ rate: vatRateLabel(p.rate), net: formatEuro(p.netCents) }),
    value: formatEuro(p.vatCents),
  }));
}

/** The location a customer's document comes from: its contact, and its business details for the seller (decision 044). */
export type LocationContact = Parameters<typeof sellerOf>[0] & { phone: string; email: string };

/**
 * The seller as Dutch invoicing rules ask (decision 044): name and address, KvK number and btw-id,
 * each a row; the numbers are left out while the owner has not filled them in.
 */
export function sellerRows(seller: Seller): { label: string; value: string }[] {
  return [
    { label: m.mail_seller_label(), value: `${seller.name}, ${seller.address}` },
    ...(seller.kvkNumber ? [{ label: m.mail_kvk_label(), value: seller.kvkNumber }] : []),
    ...(seller.vatNumber ? [{ label: m.mail_vat_id_label(), value: seller.vatNumber }] : []),
  ];
}

/** `<strong>Label:</strong> value<br>` lines of a block, escaped. */
export function labelledLinesHtml(rows: readonly { label: string; value: string }[]): string {
  return rows.map((r) => `<strong>${escapeHtml(r.label)}:</strong> ${escapeHtml(r.value)}`).join('<br>\n');
}

/** The names of an order's line and its options in a language: the domain's, where the kitchen's are Dutch. */
export { lineName, optionName } from '@gh/domain';
