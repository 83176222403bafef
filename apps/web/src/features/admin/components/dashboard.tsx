/** The dashboard: pick a location, then the live board, the products or the location settings. */
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import type { AdminMe } from '@gh/domain/admin';
import { loginUrl } from '../guard';
import { LocationSettingsPanel } from './location-settings';
import { OrderBoard } from './order-board';
import { PrivacySettingsPanel } from './privacy-settings';
import { ProductsTable } from './products-table';
import { inputClass } from './ui';

const TABS = [
  ['bestellingen', 'Bestellingen'],
  ['producten', 'Producten'],
  ['locatie', 'Locatie'],
] as const;
type Tab = (typeof TABS)[number][0];

export function Dashboard({ me }: { me: AdminMe }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const here = useLocation();
  const location =
    me.locations.find((l) => l.slug === params.get('locatie'))?.slug ??
    me.location ??
    me.locations[0]?.slug ??
    '';
  const tab: Tab = (TABS.find(([key]) => key === params.get('tab'))?.[0] ?? 'bestellingen') as Tab;
  const onUnauthorized = useCallback(
    () => navigate(loginUrl(here.pathname + here.search), { replace: true }),
    [navigate, here.pathname, here.search],
  );
  const update = (patch: Record<string, string>) =>
    setParams({ locatie: location, tab, ...patch }, { replace: true });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4 print:hidden">
        <h1 className="mr-auto text-3xl font-bold">Dashboard</h1>
        {me.locations.length > 1 ? (
          <div>
            <label htmlFor="dashboard-location" className="mb-1 block text-sm font-semibold">
              Locatie
            </label>
            <select
              id="dashboard-location"
              className={inputClass}
              value={location}
              onChange={(e) => update({ locatie: e.target.value })}
            >
              {me.locations.map((l) => (
                <option key={l.slug} value={l.slug}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="font-semibold">{me.locations[0]?.name}</p>
        )}
      </div>
      <nav
        aria-label="Onderdelen"
        className="flex flex-wrap gap-2 border-b border-neutral-300 pb-2 dark:border-neutral-700 print:hidden"
      >
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-current={tab === key ? 'page' : undefined}
            onClick={() => update({ tab: key })}
            className={`rounded-md px-4 py-2 font-semibold ${tab === key ? 'bg-brand-red text-white' : 'hover:bg-neutral-200 dark:hover:bg-neutral-800'}`}
          >
            {label}
          </button>
        ))}
      </nav>
      {tab === 'bestellingen' ? (
        <OrderBoard key={location} location={location} onUnauthorized={onUnauthorized} />
      ) : null}
      {tab === 'producten' ? (
        <ProductsTable key={location} me={me} location={location} onUnauthorized={onUnauthorized} />
      ) : null}
      {tab === 'locatie' ? (
        <LocationSettingsPanel key={location} me={me} location={location} onUnauthorized={onUnauthorized} />
      ) : null}
      {tab === 'locatie' && me.role === 'admin' ? (
        <PrivacySettingsPanel onUnauthorized={onUnauthorized} />
      ) : null}
    </div>
  );
}
