/** The demo provider's test checkout: clearly not a real bank; the buyer picks the outcome. */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatEuro, toCents } from '@gh/domain';
import type { DemoOutcome } from '@gh/domain/checkout';
import { ApiError } from '../../../lib/api-client';
import { decideDemoPayment, getDemoPayment, type DemoPayment } from '../api/demo-payment';

const OUTCOMES: { outcome: DemoOutcome; label: string; className: string }[] = [
  { outcome: 'paid', label: 'Betaald', className: 'bg-green-800 text-white hover:bg-green-900' },
  { outcome: 'failed', label: 'Mislukt', className: 'bg-brand-dark-red text-white hover:bg-brand-red' },
  { outcome: 'canceled', label: 'Geannuleerd', className: 'bg-neutral-700 text-white hover:bg-neutral-800' },
  { outcome: 'expired', label: 'Verlopen', className: 'bg-neutral-700 text-white hover:bg-neutral-800' },
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
      setError(err instanceof ApiError ? err.message : 'Dat ging mis.');
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto max-w-lg rounded-xl border-4 border-dashed border-brand-gold bg-white p-6 text-brand-black dark:bg-neutral-900 dark:text-brand-cream">
      <p className="inline-block rounded bg-brand-yellow px-2 py-1 text-sm font-bold text-brand-black">
        TESTOMGEVING
      </p>
      <p className="mt-3">
        Dit is de ingebouwde testbetaling. Er wordt <strong>geen echt geld</strong> afgeschreven; kies
        hieronder hoe de betaling afloopt.
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
              <dt>Omschrijving</dt>
              <dd className="min-w-0 text-right">{payment.description}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4 text-lg font-bold">
              <dt>Bedrag</dt>
              <dd>{formatEuro(toCents(payment.amount))}</dd>
            </div>
          </dl>
          {payment.status === 'open' ? (
            <div className="mt-6 grid grid-cols-2 gap-3">
              {OUTCOMES.map(({ outcome, label, className }) => (
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
              Deze testbetaling is al afgerond.{' '}
              <a href={payment.redirectUrl} className="font-semibold underline">
                Terug naar de winkel
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
