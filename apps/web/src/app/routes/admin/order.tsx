import type { AdminMe } from '@gh/domain/admin';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { getOrderHistory, getOrderRefunds, OrderHistory, requireAdmin } from '../../../features/admin';
import { Link } from '../../../components/link';

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args);
  try {
    const id = args.params.id ?? '';
    const [detail, refunds] = await Promise.all([
      getOrderHistory(id, args.request.signal),
      getOrderRefunds(id, args.request.signal),
    ]);
    return { detail, refunds, message: null };
  } catch (err) {
    if (err instanceof ApiError && [400, 403, 404].includes(err.status))
      return { detail: null, refunds: null, message: err.message };
    throw err;
  }
}

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  const { detail, refunds, message } = useLoaderData<typeof loader>();
  if (!detail || !refunds) {
    return (
      <>
        <PageMeta title="Bestelling niet gevonden" description="Deze bestelling kunnen we niet tonen." />
        <h1 className="mb-4 text-3xl font-bold">Bestelling niet gevonden</h1>
        <p className="mb-6">{message}</p>
        <Link to={paths.admin.orders} className="underline underline-offset-2">
          Naar alle bestellingen
        </Link>
      </>
    );
  }
  return (
    <>
      <PageMeta title={`Bestelling #${detail.order.number}`} description="Een bestelling en haar tijdlijn." />
      <OrderHistory
        detail={detail}
        refunds={refunds}
        locationName={
          me.locations.find((l) => l.slug === detail.order.location)?.name ?? detail.order.location
        }
      />
    </>
  );
}
