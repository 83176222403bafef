import { useLoaderData } from '../../lib/router';
import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { getLocations } from '../../lib/locations/get-locations';
import { LocationsPage } from '../../features/site/components/locations-page';

/** Awaited: the page is its data, and rendering it complete avoids layout shifts. */
export async function loader() {
  return { locations: await getLocations().catch(() => null) };
}

export function Component() {
  const { locations } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title={m.site_locations_title()} description={m.site_locations_description()} />
      <LocationsPage locations={locations} />
    </>
  );
}
