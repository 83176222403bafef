import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Afrekenen" description="Afrekenen bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Afrekenen</h1>
    </>
  );
}
