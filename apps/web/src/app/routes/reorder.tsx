/** `/bestel-opnieuw/:publicId`, the e-mail's "Bestel opnieuw": the order's lines into the cart at once. */
import { useParams } from '../../lib/router';
import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { useCartActions } from '../../features/cart';
import { ReorderPanel } from '../../features/payment-status';
import { paths } from '../../lib/paths';
import { Link } from '../../components/link';

export function Component() {
  const { publicId = '' } = useParams();
  const { reorder, clear } = useCartActions();
  return (
    <>
      <PageMeta title={m.order_reorder_title()} description={m.order_reorder_description()} />
      <h1 className="mb-6 text-3xl font-bold">{m.order_reorder_title()}</h1>
      <div className="max-w-2xl space-y-4">
        <ReorderPanel publicId={publicId} actions={{ reorder, clear }} auto />
        <p>
          <Link to={paths.paidOrder(publicId)} className="font-semibold underline">
            {m.order_reorder_view_previous()}
          </Link>
        </p>
      </div>
    </>
  );
}
