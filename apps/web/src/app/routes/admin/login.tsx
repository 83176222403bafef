import { PageMeta } from '../../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Inloggen" description="Inloggen bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Inloggen</h1>
    </>
  );
}
