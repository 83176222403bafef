import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Reviews" description="Reviews bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Reviews</h1>
    </>
  );
}
