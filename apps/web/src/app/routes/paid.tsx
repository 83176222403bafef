import { PageMeta } from '../../components/page-meta';
import { useCartActions } from '../../features/cart';
import { PaymentStatusPage } from '../../features/payment-status';

export function Component() {
  // markPaid empties the cart and shows the spec's PAYMENT_SUCCESS toast; reorder and clear are the
  // cart's "Bestel opnieuw".
  const { markPaid, reorder, clear } = useCartActions();
  return (
    <>
      <PageMeta title="Betaalstatus" description="De status van je betaling bij Gouden Haan." />
      <h1 className="mb-6 text-3xl font-bold">Betaalstatus</h1>
      <PaymentStatusPage onPaid={markPaid} reorder={{ reorder, clear }} />
    </>
  );
}
