import { PageMeta } from '../../components/page-meta';
import { useCartActions } from '../../features/cart';
import { PaymentStatusPage } from '../../features/payment-status';

export function Component() {
  // markPaid empties the cart and shows the spec's PAYMENT_SUCCESS toast.
  const { markPaid } = useCartActions();
  return (
    <>
      <PageMeta title="Betaalstatus" description="De status van je betaling bij Gouden Haan." />
      <h1 className="mb-6 text-3xl font-bold">Betaalstatus</h1>
      <PaymentStatusPage onPaid={markPaid} />
    </>
  );
}
