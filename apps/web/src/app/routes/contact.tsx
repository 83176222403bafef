import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Contact" description="Contact bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Contact</h1>
    </>
  );
}
