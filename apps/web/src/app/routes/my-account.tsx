/** `/mijn-gouden-haan`: the customer's own page, signed in by e-mail link (issue 29 item 1). */
import * as m from '@gh/i18n/messages';
import { useSearchParams } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { useCartActions } from '../../features/cart';
import { ReorderPanel } from '../../features/payment-status';
import { StampCards } from '../../features/stamps';
import { AccountPage } from '../../features/site/components/account-page';

export function Component() {
  const [params] = useSearchParams();
  const { reorder, clear } = useCartActions();
  return (
    <>
      <PageMeta title={m.account_meta_title()} description={m.account_meta_description()} />
      <AccountPage
        token={params.get('token')}
        reorder={(publicId) => <ReorderPanel publicId={publicId} actions={{ reorder, clear }} auto />}
        stamps={<StampCards />}
      />
    </>
  );
}
