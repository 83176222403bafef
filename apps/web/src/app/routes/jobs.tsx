import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Werken bij" description="Werken bij bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Werken bij</h1>
    </>
  );
}
