import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Aanbiedingen" description="Aanbiedingen bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Aanbiedingen</h1>
    </>
  );
}
