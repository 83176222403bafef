import type { AdminMe } from '@gh/domain/admin';
import { Navigate, useRouteLoaderData } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../lib/paths';
import { TeamPage } from '../../../features/admin';

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  if (me.role !== 'admin') return <Navigate to={paths.admin.dashboard} replace />;
  return (
    <>
      <PageMeta title="Team" description="Accounts van beheerders en medewerkers, en hun uitnodigingen." />
      <TeamPage me={me} />
    </>
  );
}
