/**
 * The owner's reports (issue 19.4) and the accountant's exports (19.5): a location (or all) and a
 * period in the URL; figures, VAT per rate, a weekday × hour heatmap, and charts loaded apart.
 */
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { AdminMe } from '@gh/domain/admin';
import type { Report } from '@gh/domain/reports';
import { amsterdamDate, formatEuro, toCents } from '@gh/domain';
import { ApiError } from '../../../lib/api-client';
import { getReport, reportFileUrl } from '../api/reports';
import { heatColour } from '../lib/heat-colour';
import { SalesStatement, VatByRate } from './report-money';
import { Alert, Button, Card, inputClass } from './ui';

const ReportCharts = lazy(() => import('./report-charts'));
const euro = (euros: number) => formatEuro(toCents(euros));
const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];

const amsterdamToday = () => amsterdamDate(new Date());

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card>
      <p className="text-sm font-semibold opacity-80">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
      {note ? <p className="text-sm opacity-80">{note}</p> : null}
    </Card>
  );
}

function Heatmap({ cells }: { cells: Report['heatmap'] }) {
  const max = Math.max(1, ...cells.map((c) => c.orders));
  const hours = cells.length ? [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b) : [];
  const from = hours[0] ?? 11;
  const to = hours[hours.length - 1] ?? 22;
  const range = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const count = (weekday: number, hour: number) =>
    cells.find((c) => c.weekday === weekday && c.hour === hour)?.orders ?? 0;
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-0.5 text-center text-xs">
        <caption className="sr-only">Bestellingen per weekdag en uur (tijd in Amsterdam)</caption>
        <thead>
          <tr>
            <th scope="col" className="p-1">
              <span className="sr-only">Dag</span>
            </th>
            {range.map((h) => (
              <th key={h} scope="col" className="p-1 font-semibold">
                {String(h).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, i) => (
            <tr key={day}>
              <th scope="row" className="p-1 text-left font-semibold">
                {day}
              </th>
              {range.map((h) => {
                const n = count(i + 1, h);
                const heat = heatColour(n / max);
                return (
                  <td
                    key={h}
                    className={`h-8 min-w-8 rounded ${n && heat.whiteText ? 'text-white' : ''}`}
                    style={{ backgroundColor: n ? heat.background : undefined }}
                  >
                    {n || ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReportsPage({ me }: { me: AdminMe }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const today = amsterdamToday();
  const from = params.get('from') ?? `${today.slice(0, 8)}01`;
  const to = params.get('to') ?? today;
  const location = params.get('location') ?? '';
  const query = new URLSearchParams({ from, to, ...(location ? { location } : {}) });
  const key = query.toString();
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getReport(new URLSearchParams(key), controller.signal)
      .then((r) => {
        setReport(r);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setError(err instanceof ApiError ? err.message : 'Rapportage laden mislukt.');
      });
    return () => controller.abort();
  }, [key]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['from', 'to', 'location']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  const label = 'mb-1 block text-sm font-semibold';
  const r = report;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">Rapportages</h1>
      <Card>
        <form key={key} onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-location`} className={label}>
              Locatie
            </label>
            <select id={`${id}-location`} name="location" defaultValue={location} className={inputClass}>
              <option value="">Alle locaties</option>
              {me.locations.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-from`} className={label}>
              Vanaf
            </label>
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              required
              defaultValue={from}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={label}>
              Tot en met
            </label>
            <input id={`${id}-to`} name="to" type="date" required defaultValue={to} className={inputClass} />
          </div>
          <Button type="submit">Tonen</Button>
        </form>
        <div className="mt-4 flex flex-wrap gap-3 text-sm">
          <span className="font-semibold">Voor de boekhouder (CSV voor Excel):</span>
          <a className="underline underline-offset-2" href={reportFileUrl('export.csv', query)} download>
            Bestelregels met btw
          </a>
          <a className="underline underline-offset-2" href={reportFileUrl('orders.csv', query)} download>
            Bestellingen
          </a>
          <a className="underline underline-offset-2" href={reportFileUrl('vat.csv', query)} download>
            Btw-overzicht
          </a>
        </div>
      </Card>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {r ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label="Omzet incl. btw"
              value={euro(r.gross)}
              note={`${euro(r.net)} excl. btw, vóór terugbetalingen`}
            />
            <Figure
              label="Bestellingen"
              value={String(r.orders)}
              note={`gemiddeld ${euro(r.averageOrder)}`}
            />
            <Figure
              label="Afhalen / bezorgen"
              value={`${r.fulfilment.pickup.orders} / ${r.fulfilment.delivery.orders}`}
              note={`bezorgkosten ${euro(r.deliveryFees)}`}
            />
            <Figure
              label="Terugbetaald"
              value={euro(r.refunds.amount)}
              note={`${r.refunds.count} ${r.refunds.count === 1 ? 'terugbetaling' : 'terugbetalingen'}`}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <SalesStatement report={r} />
            <VatByRate report={r} />
            <Card>
              <h2 className="mb-2 text-xl font-bold">Tijdvakken en opties</h2>
              <p>{slotsSentence(r.slots)}</p>
              <h3 className="mt-3 font-bold">Populairste opties</h3>
              <ol className="list-inside list-decimal">
                {r.topOptions.slice(0, 5).map((o) => (
                  <li key={o.choice}>
                    {o.choice}: {o.count}×
                  </li>
                ))}
              </ol>
            </Card>
          </div>
          <Card>
            <h2 className="mb-2 text-xl font-bold">Drukte per weekdag en uur</h2>
            <Heatmap cells={r.heatmap} />
          </Card>
          <Card>
            <Suspense fallback={<p>Grafieken laden…</p>}>
              <ReportCharts report={r} />
            </Suspense>
          </Card>
        </>
      ) : !error ? (
        <p>Laden…</p>
      ) : null}
    </div>
  );
}

/** "1 tijdvak met bestellingen, …": one slot is not "1 tijdvakken". */
export function slotsSentence(slots: Report['slots']): string {
  const used = `${slots.used} ${slots.used === 1 ? 'tijdvak' : 'tijdvakken'} met bestellingen`;
  return `${used}, ${slots.full} vol (capaciteit ${slots.capacity}); gemiddeld ${Math.round(slots.averageFill * 100)}% gevuld.`;
}
