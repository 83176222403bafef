import { useLoaderData } from '../../lib/router';
import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { getOffers } from '../../features/site/api/get-offers';
import { getPopular } from '../../features/site/api/get-popular';
import { getReviews } from '../../features/site/api/get-reviews';
import { homeOffers, HomePage, homeReviews, type HomeData } from '../../features/site/components/home-page';

const orNull = <T,>(promise: Promise<T>) => promise.catch(() => null);

/** Not awaited: the hero paints at once and each section fills in when its data arrives. */
export function loader(): HomeData {
  return {
    offers: orNull(getOffers().then(homeOffers)),
    popular: orNull(getPopular()),
    reviews: orNull(getReviews().then(homeReviews)),
  };
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title={m.site_home_title()} description={m.site_home_description()} />
      <HomePage {...data} />
    </>
  );
}
