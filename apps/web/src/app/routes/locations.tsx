import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Locaties" description="Locaties bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Locaties</h1>
    </>
  );
}
