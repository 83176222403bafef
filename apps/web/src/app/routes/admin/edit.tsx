import { PageMeta } from '../../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Product bewerken" description="Product bewerken bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Product bewerken</h1>
    </>
  );
}
