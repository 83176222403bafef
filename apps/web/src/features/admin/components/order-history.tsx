/** One order in the orders view: what was ordered, VAT per rate, and its timeline (issue 19.3). */
import type { OrderDetail } from '@gh/domain/reports';
import type { OrderRefunds } from '@gh/domain/refunds';
import { formatDiscount, formatEuro, toCents } from '@gh/domain';
import { paths } from '../../../lib/paths';
import { OrderMoney } from './order-refunds';
import { ORDER_SOURCE_LABELS, type OrderSource } from '@gh/domain/staff-orders';
import { CounterPayment } from './counter-payment';
import { Card } from './ui';
import { Link } from '../../../components/link';

const euro = (euros: number) => formatEuro(toCents(euros));
/** `26 november 2026 om 18:05:12`: the timeline to the second; a planned time to the minute. */
const dateTime = (iso: string, seconds = true) =>
  new Date(iso).toLocaleString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' as const } : {}),
  });
const KIND_LABELS = {
  status: 'Status',
  payment: 'Betaling',
  refund: 'Terugbetaling',
  mail: 'E-mail',
} as const;

export function OrderHistory({
  detail,
  refunds,
  locationName,
}: {
  detail: OrderDetail;
  refunds: OrderRefunds;
  locationName: string;
}) {
  const { order, timeline } = detail;
  return (
    <div className="space-y-4">
      <Link to={paths.admin.orders} className="underline underline-offset-2">
        ← Alle bestellingen
      </Link>
      <h1 className="text-3xl font-bold">
        Bestelling #{order.number} · {order.statusLabel}
      </h1>
      {order.awaitingCounterPayment ? <CounterPayment order={order} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-xl font-bold">Klant en levering</h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Naam</dt>
            <dd>{order.customerName}</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd className="wrap-break-word">{order.email}</dd>
            <dt className="font-semibold">Telefoon</dt>
            <dd>{order.phone}</dd>
            <dt className="font-semibold">{order.fulfilment === 'delivery' ? 'Bezorgen op' : 'Afhalen'}</dt>
            <dd>{order.address ?? locationName}</dd>
            <dt className="font-semibold">Verwacht</dt>
            <dd>{dateTime(order.expectedAt, false)}</dd>
            {order.lang === 'en' ? (
              <>
                <dt className="font-semibold">Taal</dt>
                <dd>Engels (de klant bestelde op de Engelse site)</dd>
              </>
            ) : null}
            {order.source && order.source !== 'online' ? (
              <>
                <dt className="font-semibold">Ingevoerd</dt>
                <dd>
                  {ORDER_SOURCE_LABELS[order.source as OrderSource] ?? order.source}
                  {order.enteredBy ? ` door ${order.enteredBy}` : ''}
                </dd>
              </>
            ) : null}
            {order.remarks ? (
              <>
                <dt className="font-semibold">Opmerking</dt>
                <dd>{order.remarks}</dd>
              </>
            ) : null}
          </dl>
        </Card>
        <Card>
          <h2 className="mb-2 text-xl font-bold">Bestelling</h2>
          <ul className="space-y-1">
            {order.lines.map((l, i) => (
              <li key={i} className="flex justify-between gap-3">
                <span>
                  {l.quantity} × {l.name}
                  {l.options.length ? (
                    <span className="block text-sm opacity-80">{l.options.join(', ')}</span>
                  ) : null}
                  <span className="block text-sm opacity-80">btw {l.vatRate}%</span>
                </span>
                <span className="whitespace-nowrap">{euro(l.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-neutral-300 pt-2 dark:border-neutral-700">
            {order.discounts.map((d, i) => (
              <div key={i} className="flex justify-between gap-3">
                <dt>{d.label}</dt>
                <dd className="whitespace-nowrap">{formatDiscount(toCents(d.amount))}</dd>
              </div>
            ))}
            <div className="flex justify-between">
              <dt>Bezorgkosten</dt>
              <dd>{euro(order.deliveryFee)}</dd>
            </div>
            <div className="flex justify-between font-bold">
              <dt>Totaal</dt>
              <dd>{euro(order.total)}</dd>
            </div>
            {order.vatByRate.map((p) => (
              <div key={p.rate} className="flex justify-between text-sm">
                <dt>
                  Btw {p.rate}% over {euro(p.net)} netto
                </dt>
                <dd>{euro(p.vat)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
      <OrderMoney initial={refunds} />
      <Card>
        <h2 className="mb-2 text-xl font-bold">Tijdlijn</h2>
        <ol className="space-y-2">
          {timeline.map((e, i) => (
            <li key={i} className="grid gap-x-4 sm:grid-cols-[14rem_7rem_1fr]">
              <time dateTime={e.at} className="opacity-80">
                {dateTime(e.at)}
              </time>
              <span className="font-semibold">{KIND_LABELS[e.kind]}</span>
              <span className="break-words">{e.text}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
