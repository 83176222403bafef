import * as m from '@gh/i18n/messages';
import { useLoaderData } from '../../lib/router';
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
      <PageMeta title={m.pages_jobs_meta_title()} description={m.pages_jobs_meta_description()} />
      <JobsPage vacancies={vacancies} />
    </>
  );
}
