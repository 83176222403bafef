import { PageMeta } from '../../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Product toevoegen" description="Product toevoegen bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Product toevoegen</h1>
    </>
  );
}
