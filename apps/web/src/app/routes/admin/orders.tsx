import type { AdminMe } from '@gh/domain/admin';
import { useRouteLoaderData } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { OrdersView } from '../../../features/admin';

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  return (
    <>
      <PageMeta title="Bestellingen" description="Bestellingen zoeken en bekijken." />
      <OrdersView me={me} />
    </>
  );
}
