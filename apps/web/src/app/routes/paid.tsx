import { PageMeta } from '../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Betaalstatus" description="Betaalstatus bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Betaalstatus</h1>
    </>
  );
}
