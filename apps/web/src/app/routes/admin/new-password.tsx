import { PageMeta } from '../../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Nieuw wachtwoord" description="Nieuw wachtwoord bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Nieuw wachtwoord</h1>
    </>
  );
}
