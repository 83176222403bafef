/** The staff's orders view (issue 19.3): search and filters in the URL, newest first, "Meer laden". */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { AdminMe } from '@gh/domain/admin';
import type { OrderListItem } from '@gh/domain/reports';
import { formatEuro, ORDER_STATUSES, ORDER_STATUS_LABELS, toCents } from '@gh/domain';
import { ORDER_SOURCE_LABELS, type OrderSource } from '@gh/domain/staff-orders';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { searchOrders } from '../api/reports';
import { Alert, Button, Card, inputClass } from './ui';
import { Link } from '../../../components/link';

const FILTERS = ['q', 'location', 'status', 'fulfilment', 'from', 'to'] as const;
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export function OrdersView({ me }: { me: AdminMe }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [orders, setOrders] = useState<OrderListItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const key = FILTERS.map((f) => params.get(f) ?? '').join('|');
  const loading = loadedKey !== key || loadingMore;

  function queryOf(after: string | null) {
    const query = new URLSearchParams();
    for (const f of FILTERS) {
      const value = params.get(f);
      if (value) query.set(f, value);
    }
    if (after) query.set('after', after);
    return query;
  }
  const failed = (err: unknown) =>
    setError(err instanceof ApiError ? err.message : 'Bestellingen laden mislukt.');

  useEffect(() => {
    const controller = new AbortController();
    searchOrders(queryOf(null), controller.signal)
      .then((page) => {
        setOrders(page.orders);
        setNext(page.next);
        setError(null);
        setLoadedKey(key);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        failed(err);
        setLoadedKey(key);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  async function loadMore(after: string) {
    setLoadingMore(true);
    try {
      const page = await searchOrders(queryOf(after));
      setOrders((prev) => [...prev, ...page.orders]);
      setNext(page.next);
    } catch (err) {
      failed(err);
    } finally {
      setLoadingMore(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const f of FILTERS) {
      const value = String(form.get(f) ?? '').trim();
      if (value) query.set(f, value);
    }
    setParams(query);
  }

  const field = (name: string) => `${id}-${name}`;
  const label = 'mb-1 block text-sm font-semibold';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">Bestellingen</h1>
        <Link to={paths.admin.newOrder} className="font-semibold underline underline-offset-2">
          Telefoon- of baliebestelling invoeren
        </Link>
      </div>
      <Card>
        <form key={key} onSubmit={submit} className="grid gap-3 md:grid-cols-3 lg:grid-cols-6" role="search">
          <div className="md:col-span-3 lg:col-span-2">
            <label htmlFor={field('q')} className={label}>
              Zoeken
            </label>
            <input
              id={field('q')}
              name="q"
              type="search"
              defaultValue={params.get('q') ?? ''}
              placeholder="Nummer, naam, e-mail, telefoon of postcode"
              className={inputClass}
            />
          </div>
          {me.role === 'admin' ? (
            <div>
              <label htmlFor={field('location')} className={label}>
                Locatie
              </label>
              <select
                id={field('location')}
                name="location"
                defaultValue={params.get('location') ?? ''}
                className={inputClass}
              >
                <option value="">Alle locaties</option>
                {me.locations.map((l) => (
                  <option key={l.slug} value={l.slug}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor={field('status')} className={label}>
              Status
            </label>
            <select
              id={field('status')}
              name="status"
              defaultValue={params.get('status') ?? ''}
              className={inputClass}
            >
              <option value="">Alle statussen</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field('fulfilment')} className={label}>
              Afhalen of bezorgen
            </label>
            <select
              id={field('fulfilment')}
              name="fulfilment"
              defaultValue={params.get('fulfilment') ?? ''}
              className={inputClass}
            >
              <option value="">Beide</option>
              <option value="pickup">Afhalen</option>
              <option value="delivery">Bezorgen</option>
            </select>
          </div>
          <div>
            <label htmlFor={field('from')} className={label}>
              Vanaf
            </label>
            <input
              id={field('from')}
              name="from"
              type="date"
              defaultValue={params.get('from') ?? ''}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={field('to')} className={label}>
              Tot en met
            </label>
            <input
              id={field('to')}
              name="to"
              type="date"
              defaultValue={params.get('to') ?? ''}
              className={inputClass}
            />
          </div>
          <div className="flex items-end gap-2">
            <Button type="submit">Zoeken</Button>
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              Wissen
            </Button>
          </div>
        </form>
      </Card>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Gevonden bestellingen, nieuwste eerst</caption>
          <thead className="border-b border-neutral-300 dark:border-neutral-700">
            <tr>
              <th scope="col" className="p-3">
                Nr.
              </th>
              <th scope="col" className="p-3">
                Geplaatst
              </th>
              <th scope="col" className="p-3">
                Klant
              </th>
              <th scope="col" className="p-3">
                Contact
              </th>
              <th scope="col" className="p-3">
                Locatie
              </th>
              <th scope="col" className="p-3">
                Soort
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
              <th scope="col" className="p-3 text-right">
                Totaal
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className="border-b border-neutral-200 last:border-0 dark:border-neutral-800">
                <td className="p-3 font-semibold">
                  <Link to={paths.admin.order(o.id)} className="underline underline-offset-2">
                    #{o.number}
                  </Link>
                </td>
                <td className="p-3 whitespace-nowrap">{dateTime(o.createdAt)}</td>
                <td className="p-3">{o.customerName}</td>
                <td className="p-3">
                  <span className="block wrap-break-word">{o.email}</span>
                  <span className="block">
                    {o.phone}
                    {o.postcode ? ` · ${o.postcode}` : ''}
                  </span>
                </td>
                <td className="p-3">{me.locations.find((l) => l.slug === o.location)?.name ?? o.location}</td>
                <td className="p-3">{o.fulfilment === 'delivery' ? 'Bezorgen' : 'Afhalen'}</td>
                <td className="p-3">
                  {o.statusLabel}
                  {o.lang === 'en' ? <span className="block text-sm">EN · Engels</span> : null}
                  {o.source && o.source !== 'online' ? (
                    <span className="block text-sm">
                      {ORDER_SOURCE_LABELS[o.source as OrderSource] ?? o.source}
                      {o.enteredBy ? ` door ${o.enteredBy}` : ''}
                      {o.awaitingCounterPayment ? ' · betaalt bij afhalen' : ''}
                    </span>
                  ) : null}
                </td>
                <td className="p-3 text-right whitespace-nowrap">{formatEuro(toCents(o.total))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!loading && orders.length === 0 ? <p className="p-4">Geen bestellingen gevonden.</p> : null}
      </Card>
      <div aria-live="polite" className="flex items-center gap-3">
        {next ? (
          <Button variant="secondary" disabled={loading} onClick={() => void loadMore(next)}>
            {loading ? 'Laden…' : 'Meer laden'}
          </Button>
        ) : null}
        {loading && !next ? <span>Laden…</span> : null}
      </div>
    </div>
  );
}
