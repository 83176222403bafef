import * as m from '@gh/i18n/messages';
import { useLoaderData, type LoaderFunctionArgs } from '../../lib/router';
import { PageMeta } from '../../components/page-meta';
import { getOffers } from '../../features/site/api/get-offers';
import { OffersPage } from '../../features/site/components/offers-page';

const CITIES = ['amsterdam', 'rotterdam'];

/** `?locatie=amsterdam`: the offers of that location (and of all); a plain link, so it renders on the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const wanted = new URL(request.url).searchParams.get('locatie');
  const location = wanted && CITIES.includes(wanted) ? wanted : null;
  return { offers: await getOffers(location).catch(() => null), location };
}

export function Component() {
  const { offers, location } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title={m.pages_offers_meta_title()} description={m.pages_offers_meta_description()} />
      <OffersPage offers={offers} location={location} cities={CITIES} />
    </>
  );
}
