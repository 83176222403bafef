import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { DemoPaymentPage } from '../../features/demo-payment';

export function Component() {
  return (
    <>
      <PageMeta title={m.order_demo_title()} description={m.order_demo_description()} />
      <meta name="robots" content="noindex" />
      <h1 className="mb-6 text-center text-3xl font-bold">{m.order_demo_title()}</h1>
      <DemoPaymentPage />
    </>
  );
}
