/**
 * "Betaald" for an order paid at the counter on pickup (decision 029): records cash or pin, once. A
 * second tap confirms (issue 27 item 6): the first only asks, so a tap in passing records nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { orderRef } from '@gh/domain';
import {
  COUNTER_PAYMENT_LABELS,
  STAFF_ORDER_MESSAGES,
  type CounterPaymentMethod,
} from '@gh/domain/staff-orders';
import { payAtCounter } from '../api/staff-orders';
import { Button } from './ui';

/** How long "Bevestig: betaald (…)" waits for its tap. */
export const CONFIRM_MS = 10_000;

export function CounterPayment({
  order,
  paid = false,
  onPaid,
}: {
  order: { id: string; number: number };
  /** Already paid (the board's live update can arrive before this form's own answer): it says so. */
  paid?: boolean;
  onPaid?(method: CounterPaymentMethod): void;
}) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<CounterPaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The method tapped once, waiting for the confirming tap. */
  const [asking, setAsking] = useState<CounterPaymentMethod | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!asking) return;
    confirm.current?.focus();
    // Left alone, the question goes: a later tap on the same spot must not confirm it.
    const timer = setTimeout(() => setAsking(null), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [asking]);
  const pay = async (method: CounterPaymentMethod) => {
    setAsking(null);
    setBusy(true);
    setError(null);
    try {
      const paid = await payAtCounter(order.id, method);
      setDone(paid.method);
      onPaid?.(paid.method);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Betaling vastleggen mislukt.');
    } finally {
      setBusy(false);
    }
  };
  if (done || paid) {
    return (
      <p role="status" className="mt-2 text-sm font-semibold">
        Betaald aan de balie{done ? ` (${COUNTER_PAYMENT_LABELS[done].toLowerCase()})` : ''}
      </p>
    );
  }
  return (
    <div className="mt-2 rounded border-2 border-dashed border-brand-red p-2 dark:border-brand-yellow">
      <p className="text-sm font-bold">{STAFF_ORDER_MESSAGES.payAtPickup}</p>
      {asking ? (
        <div className="mt-1 space-y-2">
          <p className="text-sm font-semibold" id={`pay-ask-${order.id}`}>
            Heeft de klant {asking === 'pin' ? 'gepind' : 'contant betaald'}?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirm}
              aria-describedby={`pay-ask-${order.id}`}
              disabled={busy}
              onClick={() => void pay(asking)}
            >
              Bevestig: betaald ({COUNTER_PAYMENT_LABELS[asking].toLowerCase()})
            </Button>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Nee, terug
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-1 flex flex-wrap gap-2">
          {(['pin', 'cash'] as const).map((method) => (
            <Button
              key={method}
              variant="secondary"
              disabled={busy}
              aria-label={`Bestelling ${orderRef(order.number)} betaald met ${COUNTER_PAYMENT_LABELS[method].toLowerCase()}`}
              onClick={() => setAsking(method)}
            >
              Betaald ({COUNTER_PAYMENT_LABELS[method].toLowerCase()})
            </Button>
          ))}
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-brand-dark-red dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
