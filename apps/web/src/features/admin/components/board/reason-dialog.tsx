/**
 * Rejecting or cancelling an order in one tap (issue 27 item 4): a reason of the list, the customer reads
 * it in their own language; "Anders" asks a short text; "Uitverkocht" offers to take the order's
 * products and options off the menu in the same step.
 */
import { useEffect, useRef, useState } from 'react';
import { orderRef, stripMultiplier, type RejectReason, type SoldOutItem } from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';
import { getSoldOut, type RejectChoice } from '../../api/orders';
import { Button, inputClass } from '../ui';

export const REJECT_LABELS: Record<RejectReason, string> = {
  sold_out: 'Uitverkocht',
  too_busy: 'Te druk',
  closed: 'Gesloten',
  outside_area: 'Buiten bezorggebied',
  other: 'Anders',
};
const ORDER: RejectReason[] = ['sold_out', 'too_busy', 'closed', 'outside_area', 'other'];

/** The order's products and options as the location sells them, matched by name (what can be marked). */
export function soldOutCandidates(order: AdminOrder, items: readonly SoldOutItem[]): SoldOutItem[] {
  const found: SoldOutItem[] = [];
  for (const line of order.lines) {
    const product = items.find((i) => i.kind === 'product' && i.name === line.name && !i.soldOut);
    if (product && !found.includes(product)) found.push(product);
    for (const picked of line.selectedOptions) {
      const choice = stripMultiplier(picked.choice).trim();
      const option = items.find(
        (i) => i.kind === 'option' && i.name === choice && i.productName === line.name && !i.soldOut,
      );
      if (option && !found.includes(option)) found.push(option);
    }
  }
  return found;
}

export function ReasonDialog({
  order,
  location,
  onClose,
  onConfirm,
}: {
  order: AdminOrder;
  location: string;
  onClose: () => void;
  onConfirm: (choice: RejectChoice) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // What of this order could go off the menu with "Uitverkocht"; without the list, the reject still works.
  const [candidates, setCandidates] = useState<SoldOutItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getSoldOut(location, controller.signal)
      .then((list) => setCandidates(soldOutCandidates(order, list.items)))
      .catch(() => setCandidates([]));
    return () => controller.abort();
  }, [location, order]);
  const [reason, setReason] = useState<RejectReason | null>(null);
  const [note, setNote] = useState('');
  const [marked, setMarked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const rejecting = order.status === 'paid';
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const submit = () => {
    if (!reason) {
      setError(rejecting ? 'Geef een reden op voor het weigeren.' : 'Geef een reden op voor het annuleren.');
      return false;
    }
    if (reason === 'other' && !note.trim()) {
      setError('Schrijf bij "Anders" kort de reden.');
      return false;
    }
    const chosen = candidates.filter((c) => marked.includes(c.id));
    onConfirm({
      reason,
      ...(reason === 'other' ? { note: note.replace(/\s+/g, ' ').trim() } : {}),
      ...(reason === 'sold_out' && chosen.length > 0
        ? {
            soldOut: {
              productIds: chosen.filter((c) => c.kind === 'product').map((c) => c.id),
              optionIds: chosen.filter((c) => c.kind === 'option').map((c) => c.id),
            },
          }
        : {}),
    });
    return true;
  };
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="cancel-title"
      className="m-auto w-[min(34rem,94vw)] rounded-lg bg-white p-6 text-brand-black backdrop:bg-black/60 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          if (!submit()) event.preventDefault();
        }}
        className="space-y-4"
      >
        <h2 id="cancel-title" className="text-xl font-bold">
          Bestelling {orderRef(order.number)} {rejecting ? 'weigeren' : 'annuleren'}
        </h2>
        <p>
          De klant krijgt het volledige bedrag teruggestort en een e-mail met de reden, in zijn eigen taal.
        </p>
        <fieldset aria-describedby={error ? 'cancel-reason-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold">Reden</legend>
          <div className="grid grid-cols-2 gap-2">
            {ORDER.map((code) => (
              <label
                key={code}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-md border-2 border-neutral-300 px-3 font-semibold has-[:checked]:border-brand-red has-[:checked]:bg-red-50 dark:border-neutral-600 dark:has-[:checked]:border-red-300 dark:has-[:checked]:bg-red-950"
              >
                <input
                  type="radio"
                  name="reject-reason"
                  value={code}
                  checked={reason === code}
                  onChange={() => {
                    setReason(code);
                    setError(null);
                  }}
                  className="size-5 accent-brand-red"
                />
                {REJECT_LABELS[code]}
              </label>
            ))}
          </div>
        </fieldset>
        {reason === 'other' ? (
          <div>
            <label htmlFor="cancel-note" className="mb-1 block text-sm font-semibold">
              Reden bij Anders
            </label>
            <input
              id="cancel-note"
              className={inputClass}
              value={note}
              maxLength={300}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        ) : null}
        {reason === 'sold_out' && candidates.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">Meteen als uitverkocht melden</legend>
            <ul className="space-y-1">
              {candidates.map((item) => (
                <li key={item.id}>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-red"
                      checked={marked.includes(item.id)}
                      onChange={(e) =>
                        setMarked((list) =>
                          e.target.checked ? [...list, item.id] : list.filter((id) => id !== item.id),
                        )
                      }
                    />
                    {item.kind === 'option' ? `${item.name} (bij ${item.productName})` : item.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {error ? (
          <p
            id="cancel-reason-error"
            role="alert"
            className="text-sm font-medium text-brand-dark-red dark:text-red-300"
          >
            {error}
          </p>
        ) : null}
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
