/** An order's payments and refunds in the orders view, and the refund form (issue 19.1). */
import { useState } from 'react';
import { useRevalidator } from '../../../lib/router';
import { formatEuro, toCents } from '@gh/domain';
import type { OrderRefunds } from '@gh/domain/refunds';
import { RefundForm } from './refund-form';
import { Card } from './ui';

const euro = (euros: number) => formatEuro(toCents(euros));
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
const PAYMENT_STATUS: Record<string, string> = {
  open: 'open',
  pending: 'in behandeling',
  authorized: 'geautoriseerd',
  paid: 'betaald',
  failed: 'mislukt',
  canceled: 'geannuleerd',
  expired: 'verlopen',
};

export function OrderMoney({ initial }: { initial: OrderRefunds }) {
  const [data, setData] = useState(initial);
  const revalidator = useRevalidator();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <h2 className="mb-2 text-xl font-bold">Betalingen en terugbetalingen</h2>
        <p className="mb-3">
          Betaald {euro(data.paid)}, terugbetaald {euro(data.refunded)}, nog terug te betalen{' '}
          {euro(data.remaining)}.
        </p>
        <h3 className="font-semibold">Betalingen</h3>
        <ul className="mb-3 space-y-1">
          {data.payments.map((p) => (
            <li key={p.id} className="break-words">
              {dateTime(p.createdAt)}: {euro(p.amount)} ({PAYMENT_STATUS[p.status] ?? p.status}, {p.provider}{' '}
              {p.id}){p.refunded > 0 ? `, ${euro(p.refunded)} terugbetaald` : ''}
            </li>
          ))}
          {data.payments.length === 0 ? <li>Geen betalingen.</li> : null}
        </ul>
        <h3 className="font-semibold">Terugbetalingen</h3>
        <ul className="space-y-2">
          {data.refunds.map((r) => (
            <li key={r.id} className="break-words">
              <span className="font-semibold">
                {r.creditNote}: {euro(r.amount)}
              </span>{' '}
              op {dateTime(r.createdAt)} door {r.by},{' '}
              {r.status === 'refunded' ? 'teruggestort' : 'wordt teruggestort'}
              <span className="block text-sm">Reden: {r.reason}</span>
              {r.lines ? (
                <span className="block text-sm">
                  {r.lines.map((l) => `${l.quantity} × ${l.name} (${euro(l.amount)})`).join(', ')}
                </span>
              ) : null}
            </li>
          ))}
          {data.refunds.length === 0 ? <li>Nog niets terugbetaald.</li> : null}
        </ul>
      </Card>
      <Card>
        <h2 className="mb-2 text-xl font-bold">Terugbetalen</h2>
        <RefundForm
          data={data}
          onDone={(next) => {
            setData(next);
            // The timeline lists the refund too.
            void revalidator.revalidate();
          }}
        />
      </Card>
    </div>
  );
}
