import { useLoaderData } from '../../lib/router';
import * as m from '@gh/i18n/messages';
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
      <PageMeta title={m.menu_choose_location()} description={m.menu_choose_location_description()} />
      <LocationChooser locations={locations} menuHref={paths.cityMenu} />
    </>
  );
}
