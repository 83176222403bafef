import { PageMeta } from '../../components/page-meta';
import { LazyCouponField, useCartActions } from '../../features/cart';
import { CheckoutPage } from '../../features/checkout';

export function Component() {
  const { remove } = useCartActions();
  return (
    <>
      <PageMeta title="Afrekenen" description="Rond je bestelling bij Gouden Haan af: bezorgen of afhalen." />
      <h1 className="mb-6 text-3xl font-bold">Afrekenen</h1>
      <CheckoutPage
        onRemoveLine={remove}
        renderCoupon={(onChange) => <LazyCouponField onChange={onChange} />}
      />
    </>
  );
}
