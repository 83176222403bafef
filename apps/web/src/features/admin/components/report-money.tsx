/**
 * The reports page's money for the accountant (issue 31 item 7, decision 044): the sales statement
 * (gross sales − discounts − refunds = net sales) and the VAT per rate net of the credit notes, from
 * the report's `afterRefunds`. Negative figures are written as every amount off or back is (`− € 6,50`).
 */
import { formatDiscount, formatEuro, toCents } from '@gh/domain';
import type { Report } from '@gh/domain/reports';
import { Card } from './ui';

const euro = (euros: number) => formatEuro(toCents(euros));

/** The statement's lines in cents: what was sold before discounts, what went off, what went back. */
export function salesStatement(r: Report) {
  const gross = toCents(r.gross);
  const discounts = toCents(r.discounts ?? 0);
  const net = toCents(r.afterRefunds.gross);
  return {
    beforeDiscounts: gross + discounts,
    discounts,
    // The refunds that gave back a sale; money paid twice and refunded was never sales.
    refunds: gross - net,
    otherRefunds: toCents(r.refunds.amount) - (gross - net),
    net,
    netExVat: toCents(r.afterRefunds.net),
    vat: toCents(r.afterRefunds.vat),
  };
}

/** Per rate: the VAT on the sales, the VAT back on the credit notes, and the VAT due. */
export function vatDue(r: Report) {
  const rates = [...new Set([...r.vatByRate, ...r.afterRefunds.vatByRate].map((p) => p.rate))].sort(
    (a, b) => a - b,
  );
  return rates.map((rate) => {
    const sold = r.vatByRate.find((p) => p.rate === rate);
    const due = r.afterRefunds.vatByRate.find((p) => p.rate === rate);
    const soldVat = toCents(sold?.vat ?? 0);
    const dueVat = toCents(due?.vat ?? 0);
    return { rate, net: toCents(due?.net ?? 0), soldVat, creditVat: soldVat - dueVat, dueVat };
  });
}

/** An amount stays on one line: `− € 0,00` never breaks after its minus sign. */
const amount = 'whitespace-nowrap py-1 pl-3 text-right tabular-nums';
const row = 'border-t border-neutral-200 dark:border-neutral-800';
const total = 'border-t-2 border-neutral-400 font-bold dark:border-neutral-600';

export function SalesStatement({ report }: { report: Report }) {
  const s = salesStatement(report);
  const cents = (c: number) => formatEuro(c);
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">Omzet na kortingen en terugbetalingen</h2>
      <table className="w-full text-left">
        <caption className="sr-only">Brutoverkoop min kortingen min terugbetalingen is nettoverkoop</caption>
        <tbody>
          <tr>
            <th scope="row" className="py-1 font-normal">
              Brutoverkoop (incl. btw)
            </th>
            <td className={amount}>{cents(s.beforeDiscounts)}</td>
          </tr>
          <tr className={row}>
            <th scope="row" className="py-1 font-normal">
              Kortingen (aanbiedingen en codes)
            </th>
            <td className={amount}>{formatDiscount(s.discounts)}</td>
          </tr>
          <tr className={row}>
            <th scope="row" className="py-1 font-normal">
              Terugbetalingen (creditnota’s in deze periode)
            </th>
            <td className={amount}>{formatDiscount(s.refunds)}</td>
          </tr>
          <tr className={total}>
            <th scope="row" className="py-1">
              Nettoverkoop (incl. btw)
            </th>
            <td className={amount}>{cents(s.net)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 font-normal">
              waarvan btw
            </th>
            <td className={amount}>{cents(s.vat)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 font-normal">
              Nettoverkoop excl. btw
            </th>
            <td className={amount}>{cents(s.netExVat)}</td>
          </tr>
        </tbody>
      </table>
      {s.otherRefunds > 0 ? (
        <p className="mt-2 text-sm opacity-80">
          Daarnaast {formatEuro(s.otherRefunds)} teruggestort dat geen verkoop was (bijvoorbeeld twee keer
          betaald); dat telt niet mee in de omzet.
        </p>
      ) : null}
    </Card>
  );
}

/** `Btw per tarief`: the sales per rate, and the VAT due after the period's credit notes. */
export function VatByRate({ report: r }: { report: Report }) {
  const due = vatDue(r);
  const sum = (key: 'soldVat' | 'creditVat' | 'dueVat' | 'net') => due.reduce((s, d) => s + d[key], 0);
  const num = amount;
  // The turnover column waits for a wider screen: the note under the table names the total.
  const wide = `${amount} hidden sm:table-cell`;
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">Btw per tarief</h2>
      <div
        role="region"
        aria-label="Btw per tarief, tabel"
        // On a phone the table may scroll sideways: a keyboard scrolls it too. `relative` keeps the
        // screen-reader caption (absolutely placed) inside it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto"
      >
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">
            Btw per tarief, na aftrek van de creditnota’s van deze periode
          </caption>
          <thead className="text-sm [&_th]:pb-1 [&_th+th]:pl-3 [&_th]:align-bottom">
            <tr>
              <th scope="col">Tarief</th>
              <th scope="col" className="hidden text-right sm:table-cell">
                Omzet excl. btw
              </th>
              <th scope="col" className="text-right">
                Btw verkoop
              </th>
              <th scope="col" className="text-right">
                Btw creditnota’s
              </th>
              <th scope="col" className="text-right">
                Btw af te dragen
              </th>
            </tr>
          </thead>
          <tbody>
            {due.map((d) => (
              <tr key={d.rate} className={row}>
                <th scope="row">{d.rate}%</th>
                <td className={wide}>{formatEuro(d.net)}</td>
                <td className={num}>{formatEuro(d.soldVat)}</td>
                <td className={num}>{formatDiscount(d.creditVat)}</td>
                <td className={num}>{formatEuro(d.dueVat)}</td>
              </tr>
            ))}
            <tr className={total}>
              <th scope="row">Totaal</th>
              <td className={wide}>{formatEuro(sum('net'))}</td>
              <td className={num}>{euro(r.vat)}</td>
              <td className={num}>{formatDiscount(sum('creditVat'))}</td>
              <td className={num}>{euro(r.afterRefunds.vat)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm opacity-80">
        Omzet excl. btw na aftrek van de terugbetalingen: {euro(r.afterRefunds.net)}; vóór terugbetalingen{' '}
        {euro(r.net)}.
      </p>
    </Card>
  );
}
