import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { getLocations } from '../../features/menu/api/get-locations';
import { LocationChooser } from '../../features/menu/components/location-chooser';
import { paths } from '../../lib/paths';

export async function loader({ request }: { request: Request }) {
  return getLocations(request.signal);
}

export function Component() {
  const { locations } = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  return (
    <>
      <PageMeta
        title="Kies je locatie"
        description="Bestel bij Gouden Haan Amsterdam of Rotterdam: bezorgen of afhalen, met de openingstijden van vandaag."
      />
      <LocationChooser locations={locations} menuHref={paths.cityMenu} />
    </>
  );
}
