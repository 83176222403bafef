import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { getVacancies } from '../../features/site/api/get-vacancies';
import { JobsPage } from '../../features/site/components/jobs-page';

export async function loader() {
  return { vacancies: await getVacancies().catch(() => null) };
}

export function Component() {
  const { vacancies } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title="Werken bij"
        description="Werken bij Gouden Haan: vacatures voor koks, bezorgers en gastvrouwen en -heren in Amsterdam en Rotterdam. Solliciteer direct online."
      />
      <JobsPage vacancies={vacancies} />
    </>
  );
}
