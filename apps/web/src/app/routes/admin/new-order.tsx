import { lazy, Suspense, useCallback } from 'react';
import type { AdminMe } from '@gh/domain/admin';
import type { Fulfilment } from '@gh/domain/checkout';
import { useRouteLoaderData } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { StaffOrderPage, type StaffOrderPageProps } from '../../../features/admin';
import { getCheckoutOptions } from '../../../features/checkout/api/get-checkout-options';
import { getMenu } from '../../../features/menu/api/get-menu';

// The menu's own option dialog: the same groups, limits, sold-out marks and prices as the shop.
const ProductDialog = lazy(() =>
  import('../../../features/menu/components/product-dialog').then((m) => ({ default: m.ProductDialog })),
);

const renderProductDialog: StaffOrderPageProps['renderProductDialog'] = ({ product, onAdd, onClose }) => (
  <Suspense fallback={null}>
    <ProductDialog
      key={product.id}
      product={product}
      warning={null}
      onAdd={(payload) =>
        onAdd({ id: payload.id, quantity: payload.quantity, selectedOptions: payload.selectedOptions })
      }
      onClose={onClose}
    />
  </Suspense>
);

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  const loadMenu = useCallback((location: string) => getMenu(location), []);
  const loadOptions = useCallback(
    (location: string, fulfilment: Fulfilment) => getCheckoutOptions(location, fulfilment),
    [],
  );
  return (
    <>
      <PageMeta title="Nieuwe bestelling" description="Een telefonische of balie-bestelling invoeren." />
      <StaffOrderPage
        me={me}
        loadMenu={loadMenu}
        loadOptions={loadOptions}
        renderProductDialog={renderProductDialog}
      />
    </>
  );
}
