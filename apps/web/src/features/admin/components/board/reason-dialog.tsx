/** Asks the reason for rejecting or cancelling an order; the customer reads it in their e-mail. */
import { useEffect, useRef, useState } from 'react';
import { orderRef } from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';
import { Button, inputClass } from '../ui';

export function ReasonDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: AdminOrder;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rejecting = order.status === 'paid';
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="cancel-title"
      className="m-auto w-[min(32rem,92vw)] rounded-lg bg-white p-6 text-brand-black backdrop:bg-black/60 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          if (!reason.trim()) {
            event.preventDefault();
            setError(
              rejecting ? 'Geef een reden op voor het weigeren.' : 'Geef een reden op voor het annuleren.',
            );
            return;
          }
          onConfirm(reason.trim());
        }}
        className="space-y-4"
      >
        <h2 id="cancel-title" className="text-xl font-bold">
          Bestelling {orderRef(order.number)} {rejecting ? 'weigeren' : 'annuleren'}
        </h2>
        <p>De klant krijgt het volledige bedrag teruggestort en een e-mail met de reden.</p>
        <div>
          <label htmlFor="cancel-reason" className="mb-1 block text-sm font-semibold">
            Reden
          </label>
          <input
            id="cancel-reason"
            className={inputClass}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'cancel-reason-error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {error ? (
            <p
              id="cancel-reason-error"
              className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300"
            >
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            Terug
          </Button>
          <Button type="submit">{rejecting ? 'Weiger en betaal terug' : 'Annuleer en betaal terug'}</Button>
        </div>
      </form>
    </dialog>
  );
}
