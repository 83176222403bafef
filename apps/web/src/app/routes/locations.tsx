import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { getLocations } from '../../features/site/api/get-locations';
import { LocationsPage } from '../../features/site/components/locations-page';

/** Awaited: the page is its data, and rendering it complete avoids layout shifts. */
export async function loader() {
  return { locations: await getLocations().catch(() => null) };
}

export function Component() {
  const { locations } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title="Locaties en openingstijden"
        description="Gouden Haan in Amsterdam (Ferdinand Bolstraat) en Rotterdam (Witte de Withstraat): adressen, openingstijden, telefoonnummers en bezorggebieden."
      />
      <LocationsPage locations={locations} />
    </>
  );
}
