/** Products of one location: filter by category, search, availability toggle, edit, copy, delete. */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { untranslatedParts, type AdminMe, type AdminProductList } from '@gh/domain/admin';
import { formatEuro, toCents } from '@gh/domain';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { copyProduct, deleteProduct, getProducts, setAvailability } from '../api/products';
import { NotTranslatedBadge } from './english-field';
import { Alert, Button, inputClass } from './ui';
import { Link } from '../../../components/link';

/** What the list says after the product form saved (as the location settings say theirs). */
export const PRODUCT_SAVED = 'Het product is opgeslagen.';

/** The navigation state the product form leaves for the list after a save. */
export interface ProductsListState {
  productSaved?: boolean;
}

export function ProductsTable({
  me,
  location,
  onUnauthorized,
}: {
  me: AdminMe;
  location: string;
  onUnauthorized: () => void;
}) {
  const [data, setData] = useState<AdminProductList | null>(null);
  const [category, setCategory] = useState('');
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = me.role === 'admin';
  const here = useLocation();
  const navigate = useNavigate();
  const productSaved = (here.state as ProductsListState | null)?.productSaved === true;

  // Back from a save: say so once (set after the live region is there, so it is announced), and
  // forget it, so a reload does not say it again.
  useEffect(() => {
    if (!productSaved) return;
    void Promise.resolve(
      navigate({ pathname: here.pathname, search: here.search }, { replace: true, state: null }),
    ).then(() => setNotice(PRODUCT_SAVED));
  }, [productSaved, navigate, here.pathname, here.search]);
  const others = me.locations.filter((l) => l.slug !== location);

  const fail = useCallback(
    (err: unknown, fallback: string) => {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setError(err instanceof ApiError ? err.message : fallback);
    },
    [onUnauthorized],
  );

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setData(await getProducts({ location, category, q }, signal));
        setError(null);
      } catch (err) {
        if ((err as Error).name !== 'AbortError') fail(err, 'De producten konden niet worden geladen.');
      }
    },
    [location, category, q, fail],
  );

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => void load(controller.signal), q ? 250 : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, q]);

  async function toggle(id: string, available: boolean) {
    // Optimistic: the switch moves at once and moves back if the server refuses.
    const patch = (value: boolean) =>
      setData(
        (d) => d && { ...d, products: d.products.map((p) => (p.id === id ? { ...p, available: value } : p)) },
      );
    patch(available);
    try {
      const updated = await setAvailability(id, available);
      setNotice(`${updated.name} is nu ${available ? 'leverbaar' : 'uitverkocht'}.`);
    } catch (err) {
      patch(!available);
      fail(err, 'Wijzigen mislukt.');
    }
  }

  async function remove(id: string, name: string) {
    if (
      !window.confirm(
        `Weet je zeker dat je "${name}" wilt verwijderen? Bestaande bestellingen blijven bewaard.`,
      )
    )
      return;
    try {
      await deleteProduct(id);
      setNotice(`${name} is verwijderd.`);
      await load();
    } catch (err) {
      fail(err, 'Verwijderen mislukt.');
    }
  }

  async function copy(id: string, target: { slug: string; name: string }) {
    try {
      const copied = await copyProduct(id, target.slug);
      setNotice(`${copied.name} is gekopieerd naar ${target.name}.`);
    } catch (err) {
      fail(err, 'Kopiëren mislukt.');
    }
  }

  return (
    <section aria-labelledby="products-title" className="space-y-4 print:hidden">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="products-title" className="mr-auto text-2xl font-bold">
          Producten
        </h2>
        <div>
          <label htmlFor="product-category" className="mb-1 block text-sm font-semibold">
            Categorie
          </label>
          <select
            id="product-category"
            className={inputClass}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">Alle categorieën</option>
            {data?.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="product-search" className="mb-1 block text-sm font-semibold">
            Zoeken
          </label>
          <input
            id="product-search"
            type="search"
            className={inputClass}
            value={q}
            placeholder="Naam of omschrijving"
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        {isAdmin ? (
          <Link
            to={`${paths.admin.add}?locatie=${location}`}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-red px-4 py-2 font-semibold text-white hover:bg-brand-dark-red"
          >
            Product toevoegen
          </Link>
        ) : null}
      </div>
      <div aria-live="polite">{notice ? <Alert tone="success">{notice}</Alert> : null}</div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {!data ? (
        <p>Producten laden…</p>
      ) : data.products.length === 0 ? (
        <p>Geen producten gevonden.</p>
      ) : (
        <div
          role="region"
          aria-label="Producttabel"
          // Keyboard users scroll the wide table too; `relative` keeps the cells' screen-reader texts
          // (absolutely placed) inside it instead of widening the page.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border border-neutral-300 dark:border-neutral-700"
        >
          <table className="w-full min-w-[40rem] border-collapse bg-white text-left text-brand-black dark:bg-neutral-900 dark:text-brand-cream">
            <thead className="bg-neutral-100 dark:bg-neutral-800">
              <tr>
                <th scope="col" className="p-3">
                  Product
                </th>
                <th scope="col" className="p-3">
                  Categorie
                </th>
                <th scope="col" className="p-3">
                  Prijs
                </th>
                <th scope="col" className="p-3">
                  Leverbaar
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Acties</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.products.map((p) => (
                <tr key={p.id} className="border-t border-neutral-200 dark:border-neutral-700">
                  <th scope="row" className="p-3 font-semibold">
                    {p.name}
                    {untranslatedParts(p).length > 0 ? (
                      <>
                        {' '}
                        <NotTranslatedBadge detail={untranslatedParts(p).join(', ')} />
                      </>
                    ) : null}
                    {p.optionGroups.length > 0 ? (
                      <span className="block text-sm font-normal text-neutral-700 dark:text-neutral-300">
                        {p.optionGroups.map((g) => g.name).join(', ')}
                      </span>
                    ) : null}
                  </th>
                  <td className="p-3">
                    {data.categories.find((c) => c.slug === p.category)?.name ?? p.category}
                  </td>
                  <td className="p-3">{formatEuro(toCents(p.price))}</td>
                  <td className="p-3">
                    <label className="inline-flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-red"
                        checked={p.available}
                        onChange={(e) => void toggle(p.id, e.target.checked)}
                      />
                      <span>{p.available ? 'Leverbaar' : 'Uitverkocht'}</span>
                      <span className="sr-only">: {p.name}</span>
                    </label>
                  </td>
                  <td className="p-3">
                    {isAdmin ? (
                      <div className="flex flex-wrap justify-end gap-2">
                        <Link
                          to={paths.admin.edit(p.id)}
                          className="rounded-md border border-neutral-400 px-3 py-1.5 font-semibold hover:bg-neutral-100 dark:border-neutral-500 dark:hover:bg-neutral-800"
                          aria-label={`${p.name} bewerken`}
                        >
                          Bewerken
                        </Link>
                        {others.map((o) => (
                          <Button
                            key={o.slug}
                            variant="secondary"
                            className="min-h-0 py-1.5"
                            onClick={() => void copy(p.id, o)}
                          >
                            Kopieer naar {o.name.replace('Gouden Haan ', '')}
                            <span className="sr-only">: {p.name}</span>
                          </Button>
                        ))}
                        <Button
                          variant="danger"
                          className="min-h-0 py-1.5"
                          onClick={() => void remove(p.id, p.name)}
                        >
                          Verwijderen<span className="sr-only">: {p.name}</span>
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
