import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Kies je locatie" description="Kies je locatie bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Kies je locatie</h1>
    </>
  );
}
