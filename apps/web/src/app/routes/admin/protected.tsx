import type { AdminMe } from '@gh/domain/admin';
import { Outlet, useLoaderData, type LoaderFunctionArgs } from '../../../lib/router';
import { AdminShell, requireAdmin } from '../../../features/admin';

export const loader = (args: LoaderFunctionArgs) => requireAdmin(args);

/** Everything below needs a valid admin session; without one the loader sends the browser to the login page. */
export function Component() {
  const me = useLoaderData() as AdminMe;
  return (
    <AdminShell me={me}>
      <Outlet />
    </AdminShell>
  );
}
