import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Privacy en voorwaarden" description="Privacy en voorwaarden bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Privacy en voorwaarden</h1>
    </>
  );
}
