/** `/bestel-opnieuw/:publicId`, the e-mail's "Bestel opnieuw": the order's lines into the cart at once. */
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { useCartActions } from '../../features/cart';
import { ReorderPanel } from '../../features/payment-status';
import { paths } from '../../lib/paths';

export function Component() {
  const { publicId = '' } = useParams();
  const { reorder, clear } = useCartActions();
  return (
    <>
      <PageMeta
        title="Bestel opnieuw"
        description="Je eerdere bestelling bij Gouden Haan opnieuw in je winkelwagen."
      />
      <h1 className="mb-6 text-3xl font-bold">Bestel opnieuw</h1>
      <div className="max-w-2xl space-y-4">
        <ReorderPanel publicId={publicId} actions={{ reorder, clear }} auto />
        <p>
          <Link to={paths.paidOrder(publicId)} className="font-semibold underline">
            Bekijk je eerdere bestelling
          </Link>
        </p>
      </div>
    </>
  );
}
