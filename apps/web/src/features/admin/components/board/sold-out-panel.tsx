/**
 * "Iets is op" (issue 27 item 5): every product and option of the location, one tap to take it off the
 * menu (until put back, or until the next opening), and "Weer leverbaar" with everything sold out.
 */
import { useEffect, useState } from 'react';
import { formatDateAndTime, type SoldOutItem } from '@gh/domain';
import { ApiError } from '../../../../lib/api-client';
import { getSoldOut, markSoldOut } from '../../api/orders';
import { Button, inputClass } from '../ui';

const label = (item: SoldOutItem) =>
  item.kind === 'option' ? `${item.name} (bij ${item.productName})` : item.name;

/**
 * What the "Te koop" list shows: the products, and with a search every product and option that
 * matches it. The options of every product would make a list of many screens on a tablet.
 */
const shown = (item: SoldOutItem, query: string) => {
  const q = query.trim().toLocaleLowerCase('nl');
  return q ? label(item).toLocaleLowerCase('nl').includes(q) : item.kind === 'product';
};

export function SoldOutPanel({
  location,
  onClose,
  onError,
}: {
  location: string;
  onClose: () => void;
  onError: (message: string) => void;
}) {
  const [items, setItems] = useState<SoldOutItem[] | null>(null);
  const [untilOpening, setUntilOpening] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    getSoldOut(location, controller.signal)
      .then((list) => setItems(list.items))
      .catch((err) => {
        if (!controller.signal.aborted)
          onError(err instanceof ApiError ? err.message : 'De producten konden niet worden geladen.');
      });
    return () => controller.abort();
  }, [location, onError]);
  const change = async (item: SoldOutItem, soldOut: boolean) => {
    try {
      const list = await markSoldOut(location, item, soldOut, soldOut && untilOpening);
      setItems(list.items);
      setDone(
        soldOut
          ? `${label(item)} staat nu als uitverkocht op het menu.`
          : `${label(item)} is weer te bestellen.`,
      );
    } catch (err) {
      onError(err instanceof ApiError ? err.message : 'Dat lukte niet.');
    }
  };
  const soldOut = items?.filter((i) => i.soldOut) ?? [];
  const forSale = items?.filter((i) => !i.soldOut && shown(i, query)) ?? [];
  return (
    <div className="mt-2 w-full space-y-4">
      <p className="text-sm" role="status">
        {done ?? 'Tik op wat op is: het gaat meteen van het menu.'}
      </p>
      {!items ? (
        <p className="text-sm">Producten laden…</p>
      ) : (
        <>
          <section
            aria-labelledby="back-title"
            className="rounded-md border-2 border-green-700 p-3 dark:border-green-400"
          >
            <h3 id="back-title" className="mb-2 font-bold">
              Weer leverbaar
            </h3>
            {soldOut.length === 0 ? (
              <p className="text-sm">Niets is uitverkocht.</p>
            ) : (
              <ul className="flex flex-wrap gap-2" aria-label="Uitverkocht">
                {soldOut.map((item) => (
                  <li key={item.id}>
                    <Button
                      variant="secondary"
                      aria-label={`${label(item)} weer leverbaar`}
                      onClick={() => void change(item, false)}
                    >
                      {label(item)}
                      {item.backAt ? ` · terug ${formatDateAndTime(new Date(item.backAt))}` : ''}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="out-title">
            <h3 id="out-title" className="mb-2 font-bold">
              Uitverkocht melden
            </h3>
            <label className="mb-2 flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={untilOpening}
                onChange={(e) => setUntilOpening(e.target.checked)}
              />
              Vanzelf terug bij de volgende opening
            </label>
            <label htmlFor="sold-out-search" className="mb-1 block text-sm font-semibold">
              Zoek een product of optie
            </label>
            <input
              id="sold-out-search"
              type="search"
              className={`${inputClass} mb-1 max-w-sm`}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <p className="mb-2 text-sm text-neutral-700 dark:text-neutral-300">
              {query.trim()
                ? forSale.length === 0
                  ? 'Niets gevonden.'
                  : null
                : 'Opties (sauzen, bijgerechten, drankjes) vind je door te zoeken.'}
            </p>
            <ul className="flex flex-wrap gap-2" aria-label="Te koop">
              {forSale.map((item) => (
                <li key={item.id}>
                  <Button
                    variant="secondary"
                    aria-label={`${label(item)} is op`}
                    onClick={() => void change(item, true)}
                  >
                    {label(item)}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <Button variant="secondary" onClick={onClose}>
        Klaar
      </Button>
    </div>
  );
}
