import { PageMeta } from '../../components/page-meta';
import { DemoPaymentPage } from '../../features/demo-payment';

export function Component() {
  return (
    <>
      <PageMeta title="Testbetaling" description="De ingebouwde testbetaling van Gouden Haan." />
      <meta name="robots" content="noindex" />
      <h1 className="mb-6 text-center text-3xl font-bold">Testbetaling</h1>
      <DemoPaymentPage />
    </>
  );
}
