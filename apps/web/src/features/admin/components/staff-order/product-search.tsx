/** Search-as-you-type over the location's menu: Enter takes the first match, Tab walks the list. */
import { useId, useMemo, useState } from 'react';
import { formatEuro, toCents } from '@gh/domain';
import type { Menu, MenuProduct } from '@gh/domain/menu';
import { inputClass } from '../ui';

const MAX_RESULTS = 8;

function matches(menu: Menu, query: string): MenuProduct[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const all = menu.categories.flatMap((c) => c.products);
  if (words.length === 0) return [];
  return all
    .filter((p) => {
      const text = `${p.name} ${p.category}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .slice(0, MAX_RESULTS);
}

export function ProductSearch({ menu, onPick }: { menu: Menu | null; onPick(product: MenuProduct): void }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const results = useMemo(() => (menu ? matches(menu, query) : []), [menu, query]);
  const pick = (product: MenuProduct) => {
    onPick(product);
    setQuery('');
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        Product zoeken
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        className={inputClass}
        placeholder={menu ? 'Bijv. halve kip, friet, cola' : 'Kies eerst een locatie'}
        disabled={!menu}
        value={query}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && results[0]) {
            e.preventDefault();
            pick(results[0]);
          }
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        Enter kiest het eerste product; met Tab naar de andere.
      </p>
      {query.trim() !== '' ? (
        <ul aria-label="Gevonden producten" aria-live="polite" className="mt-2 grid gap-1">
          {results.length === 0 ? (
            <li className="text-sm">Niets gevonden voor „{query.trim()}”.</li>
          ) : (
            results.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => pick(p)}
                  disabled={!p.available}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-neutral-300 px-3 py-2 text-left hover:bg-neutral-100 disabled:opacity-60 dark:border-neutral-600 dark:hover:bg-neutral-800"
                >
                  <span>
                    <span className="font-semibold">{p.name}</span>
                    {!p.available ? <span className="ml-2 text-sm">(uitverkocht)</span> : null}
                  </span>
                  <span className="tabular-nums">{formatEuro(toCents(p.price))}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
