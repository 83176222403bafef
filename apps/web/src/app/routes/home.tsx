import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { getOffers } from '../../features/site/api/get-offers';
import { getPopular } from '../../features/site/api/get-popular';
import { getReviews } from '../../features/site/api/get-reviews';
import { HomePage, type HomeData } from '../../features/site/components/home-page';

const orNull = <T,>(promise: Promise<T>) => promise.catch(() => null);

/** Not awaited: the hero paints at once and each section fills in when its data arrives. */
export function loader(): HomeData {
  return { offers: orNull(getOffers()), popular: orNull(getPopular()), reviews: orNull(getReviews()) };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title="Kip van het spit in Amsterdam en Rotterdam"
        description="Halal kip van het spit, crispy burgers en wraps van Gouden Haan. Bestel online in Amsterdam of Rotterdam: bezorgen of afhalen, betalen met iDEAL."
      />
      <HomePage {...data} />
    </>
  );
}
