import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { LazyCouponField, useCartActions } from '../../features/cart';
import { CheckoutPage } from '../../features/checkout';

export function Component() {
  const { remove } = useCartActions();
  return (
    <>
      <PageMeta title={m.checkout_title()} description={m.checkout_description()} />
      <h1 className="mb-6 text-3xl font-bold">{m.checkout_title()}</h1>
      <CheckoutPage
        onRemoveLine={remove}
        renderCoupon={(onChange) => <LazyCouponField onChange={onChange} />}
      />
    </>
  );
}
