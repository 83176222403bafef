import { PageMeta } from '../../components/page-meta';
import { PaymentStatusPage } from '../../features/payment-status';

export function Component() {
  return (
    <>
      <PageMeta title="Betaalstatus" description="De status van je betaling bij Gouden Haan." />
      <h1 className="mb-6 text-3xl font-bold">Betaalstatus</h1>
      {/* LEAD: on paid, show toast(STATUS_TOASTS.PAYMENT_SUCCESS) and call useCart().markPaid(). */}
      <PaymentStatusPage onPaid={() => undefined} />
    </>
  );
}
