/** The demo provider's test checkout: clearly not a real bank; the buyer picks the outcome. */
import { useEffect, useState } from 'react';
import { useParams } from '../../../lib/router';
import { formatEuro, toCents } from '@gh/domain';
import type { DemoOutcome } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { decideDemoPayment, getDemoPayment, type DemoPayment } from '../api/demo-payment';

/** The outcomes the buyer may pick, labelled while rendering in the page's language. */
const outcomes = (): { outcome: DemoOutcome; label: string; className: string }[] => [
  { outcome: 'paid', label: m.order_demo_paid(), className: 'bg-green-800 text-white hover:bg-green-900' },
  {
    outcome: 'failed',
    label: m.order_demo_failed(),
    className: 'bg-brand-dark-red text-white hover:bg-brand-red',
  },
  {
    outcome: 'canceled',
    label: m.order_demo_cancelled(),
    className: 'bg-neutral-700 text-white hover:bg-neutral-800',
  },
  {
    outcome: 'expired',
    label: m.order_demo_expired(),
    className: 'bg-neutral-700 text-white hover:bg-neutral-800',
  },
];

export function DemoPaymentPage() {
  const { id = '' } = useParams();
  const [payment, setPayment] = useState<DemoPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getDemoPayment(id, controller.signal).then(setPayment, (err: unknown) => {
      if (err instanceof ApiError) setError(err.message);
    });
    return () => controller.abort();
  }, [id]);

  async function decide(outcome: DemoOutcome) {
    setBusy(true);
    try {
      const { redirectUrl } = await decideDemoPayment(id, outcome);
      window.location.assign(redirectUrl);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.order_demo_error());
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-lg rounded-xl border-4 border-dashed border-brand-gold bg-white p-6 text-brand-black dark:bg-neutral-900 dark:text-brand-cream">
      <p className="inline-block rounded bg-brand-yellow px-2 py-1 text-sm font-bold text-brand-black">
        {m.order_demo_badge()}
      </p>
      <p className="mt-3">
        {m.order_demo_intro_before()} <strong>{m.order_demo_intro_strong()}</strong>{' '}
        {m.order_demo_intro_after()}
      </p>
      {error && (
        <p role="alert" className="mt-4 font-medium text-brand-dark-red dark:text-red-300">
          {error}
        </p>
      )}
      {payment && (
        <>
          <dl className="mt-4 space-y-1">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{m.order_demo_description_label()}</dt>
              <dd className="min-w-0 text-right">{payment.description}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4 text-lg font-bold">
              <dt>{m.order_demo_amount()}</dt>
              <dd>{formatEuro(toCents(payment.amount))}</dd>
            </div>
          </dl>
          {payment.status === 'open' ? (
            <div className="mt-6 grid grid-cols-2 gap-3">
              {outcomes().map(({ outcome, label, className }) => (
                <button
                  key={outcome}
                  type="button"
                  disabled={busy}
                  onClick={() => decide(outcome)}
                  className={`rounded-md px-4 py-3 font-semibold disabled:opacity-70 ${className}`}
                >
                  {label}
                </button>
              ))}
            </div>
          ) : (
            <p className="mt-6">
              {m.order_demo_done()}{' '}
              <a href={payment.redirectUrl} className="font-semibold underline">
                {m.order_demo_back()}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
