import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { useCartActions } from '../../features/cart';
import { PaymentStatusPage } from '../../features/payment-status';

export function Component() {
  // markPaid empties the cart and shows the spec's PAYMENT_SUCCESS toast; reorder and clear are the
  // cart's "Bestel opnieuw".
  const { markPaid, reorder, clear } = useCartActions();
  return (
    <>
      <PageMeta title={m.order_paid_title()} description={m.order_paid_description()} />
      <PaymentStatusPage onPaid={markPaid} reorder={{ reorder, clear }} />
    </>
  );
}
