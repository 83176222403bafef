import { useLoaderData } from '../../lib/router';
import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { getReviews } from '../../features/site/api/get-reviews';
import { ReviewsPage } from '../../features/site/components/reviews-page';

export async function loader() {
  return { data: await getReviews().catch(() => null) };
}

export function Component() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title={m.nav_reviews()} description={m.site_reviews_description()} />
      <ReviewsPage data={data} />
    </>
  );
}
