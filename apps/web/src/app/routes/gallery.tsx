import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Gallerij" description="Gallerij bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Gallerij</h1>
    </>
  );
}
