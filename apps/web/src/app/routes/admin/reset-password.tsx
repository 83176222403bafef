import { PageMeta } from '../../../components/page-meta';

export function Component() {
  return (
    <>
      <PageMeta title="Wachtwoord vergeten" description="Wachtwoord vergeten bij Gouden Haan." />
      <h1 className="text-3xl font-bold">Wachtwoord vergeten</h1>
    </>
  );
}
