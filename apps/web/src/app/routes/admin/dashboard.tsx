import { PageMeta } from '../../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Dashboard" description="Dashboard bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Dashboard</h1>
    </>
  );
}
