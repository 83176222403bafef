import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Kip van het spit" description="Kip van het spit bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Kip van het spit</h1>
    </>
  );
}
