/**
 * The kitchen's switches on the board (issue 18 item 8): busy mode, pausing new orders for a while,
 * and marking a product sold out in two taps.
 */
import { useEffect, useState } from 'react';
import { BUSY_MINUTES, formatTime, PAUSE_DURATIONS, type PauseDuration } from '@gh/domain';
import type { AdminOrderBoard, AdminProduct } from '@gh/domain/admin';
import { ApiError } from '../../../../lib/api-client';
import { pauseFor, setBusy } from '../../api/orders';
import { getProducts, setAvailability } from '../../api/products';
import { Button } from '../ui';

const PAUSE_LABELS: Record<string, string> = {
  '15': '15 min',
  '30': '30 min',
  '60': '1 uur',
  next_opening: 'Tot volgende opening',
};

export function KitchenControls({
  location,
  onChanged,
  onError,
}: {
  location: AdminOrderBoard['location'];
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  const [soldOut, setSoldOut] = useState(false);
  const run = async (action: () => Promise<unknown>, fallback: string) => {
    try {
      await action();
      onChanged();
    } catch (err) {
      onError(err instanceof ApiError ? err.message : fallback);
    }
  };
  const paused = location.orderingPaused || location.pausedUntil !== null;
  return (
    <section
      aria-label="Keuken"
      className="flex flex-wrap items-start gap-x-6 gap-y-3 rounded-lg bg-neutral-100 p-3 print:hidden dark:bg-neutral-800"
    >
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">Druk</legend>
        <div className="flex flex-wrap gap-1">
          {BUSY_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              variant={location.busyMinutes === minutes ? 'primary' : 'secondary'}
              aria-pressed={location.busyMinutes === minutes}
              onClick={() => void run(() => setBusy(location.slug, minutes), 'Druk-stand wijzigen mislukt.')}
            >
              {minutes === 0 ? 'Normaal' : `+${minutes} min`}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">
          Online bestellen:{' '}
          <span role="status" className={paused ? 'text-brand-dark-red dark:text-red-300' : ''}>
            {location.pausedUntil
              ? `gepauzeerd tot ${formatTime(new Date(location.pausedUntil))}`
              : location.orderingPaused
                ? 'gepauzeerd'
                : 'open'}
          </span>
        </legend>
        <div className="flex flex-wrap gap-1">
          {paused ? (
            <Button onClick={() => void run(() => pauseFor(location.slug, null), 'Hervatten mislukt.')}>
              Hervatten
            </Button>
          ) : (
            PAUSE_DURATIONS.map((duration: PauseDuration) => (
              <Button
                key={duration}
                variant="secondary"
                aria-label={`Pauzeer ${PAUSE_LABELS[String(duration)]!.toLowerCase()}`}
                onClick={() => void run(() => pauseFor(location.slug, duration), 'Pauzeren mislukt.')}
              >
                {PAUSE_LABELS[String(duration)]}
              </Button>
            ))
          )}
        </div>
      </fieldset>
      <div>
        <p className="mb-1 text-sm font-semibold">Voorraad</p>
        <Button variant="secondary" aria-expanded={soldOut} onClick={() => setSoldOut((v) => !v)}>
          Iets is op
        </Button>
      </div>
      {soldOut ? (
        <SoldOutPicker location={location.slug} onClose={() => setSoldOut(false)} onError={onError} />
      ) : null}
    </section>
  );
}

/** The second tap: every product of the location that is still for sale, one button each. */
function SoldOutPicker({
  location,
  onClose,
  onError,
}: {
  location: string;
  onClose: () => void;
  onError: (message: string) => void;
}) {
  const [products, setProducts] = useState<AdminProduct[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getProducts({ location }, controller.signal)
      .then((list) => setProducts(list.products.filter((p) => p.available)))
      .catch((err) => {
        if (!controller.signal.aborted)
          onError(err instanceof ApiError ? err.message : 'De producten konden niet worden geladen.');
      });
    return () => controller.abort();
  }, [location, onError]);
  return (
    <div className="w-full">
      <p className="mb-2 text-sm" role="status">
        {done
          ? `${done} staat nu als uitverkocht op het menu.`
          : 'Tik op wat op is: het gaat meteen van het menu.'}
      </p>
      {!products ? (
        <p className="text-sm">Producten laden…</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Producten die te koop zijn">
          {products.map((product) => (
            <li key={product.id}>
              <Button
                variant="secondary"
                aria-label={`${product.name} is op`}
                onClick={async () => {
                  try {
                    await setAvailability(product.id, false);
                    setProducts((list) => list?.filter((p) => p.id !== product.id) ?? null);
                    setDone(product.name);
                  } catch (err) {
                    onError(err instanceof ApiError ? err.message : 'Uitverkocht melden mislukt.');
                  }
                }}
              >
                {product.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-2" onClick={onClose}>
        Klaar
      </Button>
    </div>
  );
}
