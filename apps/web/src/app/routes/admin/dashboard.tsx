import type { AdminMe } from '@gh/domain/admin';
import { useRouteLoaderData } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { Dashboard } from '../../../features/admin';

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  return (
    <>
      <PageMeta
        title="Dashboard"
        description="Bestellingen, producten en locaties van Gouden Haan beheren."
      />
      <Dashboard me={me} />
    </>
  );
}
