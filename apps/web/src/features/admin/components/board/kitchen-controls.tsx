/**
 * The kitchen's switches on the board (issue 18 item 8): busy mode, pausing new orders for a while,
 * and marking a product sold out in two taps. Busy mode and the pause are two groups apart, each with
 * its heading and its own look (issue 27 item 6): "+15 min" and "15 min" side by side were mixed up.
 */
import { useState } from 'react';
import { BUSY_MINUTES, formatTime, PAUSE_DURATIONS, type PauseDuration } from '@gh/domain';
import type { AdminOrderBoard } from '@gh/domain/admin';
import { ApiError } from '../../../../lib/api-client';
import { pauseFor, setBusy } from '../../api/orders';
import { SoldOutPanel } from './sold-out-panel';
import { Button } from '../ui';

const PAUSE_LABELS: Record<string, string> = {
  '15': 'Pauzeer 15 min',
  '30': 'Pauzeer 30 min',
  '60': 'Pauzeer 1 uur',
  next_opening: 'Pauzeer tot volgende opening',
};

/** The busy buttons: amber, as the extra time they stand for, never red like the pause. */
const BUSY_CHIP =
  'inline-flex min-h-11 items-center rounded-md border-2 border-amber-700 px-4 py-2 font-semibold text-brand-black hover:bg-amber-100 aria-pressed:bg-amber-700 aria-pressed:text-white dark:border-amber-400 dark:text-brand-cream dark:hover:bg-amber-900 dark:aria-pressed:bg-amber-400 dark:aria-pressed:text-brand-black';

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
    <section aria-label="Keuken" className="grid gap-x-8 gap-y-4 print:hidden md:grid-cols-2">
      <section
        aria-labelledby="busy-title"
        className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 dark:border-amber-400 dark:bg-neutral-800"
      >
        <h3 id="busy-title" className="font-bold">
          Drukte: extra bereidingstijd
        </h3>
        <p className="text-sm">
          Klanten blijven bestellen en zien een langere wachttijd.{' '}
          <span className="font-semibold" data-testid="busy-state">
            Nu: {location.busyMinutes === 0 ? 'normaal' : `${location.busyMinutes} min extra`}
          </span>
        </p>
        <div role="group" aria-labelledby="busy-title" className="mt-3 flex flex-wrap gap-2">
          {BUSY_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className={BUSY_CHIP}
              aria-pressed={location.busyMinutes === minutes}
              onClick={() => void run(() => setBusy(location.slug, minutes), 'Druk-stand wijzigen mislukt.')}
            >
              {minutes === 0 ? 'Normaal' : `+${minutes} min`}
            </button>
          ))}
        </div>
      </section>
      <section
        aria-labelledby="pause-title"
        className="rounded-lg border-2 border-brand-red bg-white p-4 dark:border-red-400 dark:bg-neutral-900"
      >
        <h3 id="pause-title" className="font-bold">
          Online bestellen pauzeren
        </h3>
        <p className="text-sm">
          Klanten kunnen dan even niet online bestellen.{' '}
          <span
            role="status"
            className={`font-semibold ${paused ? 'text-brand-dark-red dark:text-red-300' : ''}`}
          >
            Nu:{' '}
            {location.pausedUntil
              ? `gepauzeerd tot ${formatTime(new Date(location.pausedUntil))}`
              : location.orderingPaused
                ? 'gepauzeerd'
                : 'open'}
          </span>
        </p>
        <div role="group" aria-labelledby="pause-title" className="mt-3 flex flex-wrap gap-2">
          {paused ? (
            <Button onClick={() => void run(() => pauseFor(location.slug, null), 'Hervatten mislukt.')}>
              Hervatten
            </Button>
          ) : (
            PAUSE_DURATIONS.map((duration: PauseDuration) => (
              <Button
                key={duration}
                variant="danger"
                onClick={() => void run(() => pauseFor(location.slug, duration), 'Pauzeren mislukt.')}
              >
                {PAUSE_LABELS[String(duration)]}
              </Button>
            ))
          )}
        </div>
      </section>
      <div className="md:col-span-2">
        <Button variant="secondary" aria-expanded={soldOut} onClick={() => setSoldOut((v) => !v)}>
          Iets is op
        </Button>
        {soldOut ? (
          <SoldOutPanel location={location.slug} onClose={() => setSoldOut(false)} onError={onError} />
        ) : null}
      </div>
    </section>
  );
}
