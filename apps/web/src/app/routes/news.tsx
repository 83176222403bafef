import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Nieuws" description="Nieuws bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Nieuws</h1>
    </>
  );
}
