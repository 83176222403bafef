import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Allergenen" description="Allergenen bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Allergenen</h1>
    </>
  );
}
