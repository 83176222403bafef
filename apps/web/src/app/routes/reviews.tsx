import { useLoaderData } from 'react-router';
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
      <PageMeta
        title="Reviews"
        description="Lees wat gasten zeggen over Gouden Haan in Amsterdam en Rotterdam, met de gemiddelde waardering per vestiging."
      />
      <ReviewsPage data={data} />
    </>
  );
}
