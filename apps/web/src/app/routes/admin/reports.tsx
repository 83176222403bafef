import type { AdminMe } from '@gh/domain/admin';
import { Navigate, useRouteLoaderData } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../lib/paths';
import { ReportsPage } from '../../../features/admin';

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  if (me.role !== 'admin') return <Navigate to={paths.admin.dashboard} replace />;
  return (
    <>
      <PageMeta title="Rapportages" description="Omzet, btw en drukte per locatie en periode." />
      <ReportsPage me={me} />
    </>
  );
}
