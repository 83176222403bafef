import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Over ons" description="Over ons bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Over ons</h1>
    </>
  );
}
