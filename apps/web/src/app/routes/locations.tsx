import { PageMeta } from '../../components/page-meta';
import { LocationsPage } from '../../features/site/components/locations-page';

export function Component() {
  return (
    <>
      <PageMeta
        title="Locaties en openingstijden"
        description="Gouden Haan in Amsterdam (Ferdinand Bolstraat) en Rotterdam (Witte de Withstraat): adressen, openingstijden, telefoonnummers en bezorggebieden."
      />
      <LocationsPage />
    </>
  );
}
