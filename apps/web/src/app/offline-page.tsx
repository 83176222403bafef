/** A page whose code or data is not kept for offline use: where the site does work offline. */
import * as m from '@gh/i18n/messages';
import { readLastLocation } from '../features/menu/lib/last-location';
import { paths } from '../lib/paths';
import { Link } from '../components/link';

const button = 'mt-6 inline-block rounded-full bg-brand-red px-6 py-3 font-semibold text-white';

export function OfflinePage() {
  const city = readLastLocation();
  return (
    <div className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold">{m.common_offline_page_heading()}</h1>
      <p className="mt-4">{m.common_offline_page_text()}</p>
      {city && (
        <Link to={paths.cityMenu(city)} className={`${button} mr-3`}>
          {m.common_offline_page_menu({ city: city.charAt(0).toUpperCase() + city.slice(1) })}
        </Link>
      )}
      <Link to={paths.home} className={button}>
        {m.common_error_home()}
      </Link>
    </div>
  );
}
