import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { getOffers } from '../../features/site/api/get-offers';
import { OffersPage } from '../../features/site/components/offers-page';

export async function loader() {
  return { offers: await getOffers().catch(() => null) };
}

export function Component() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title="Aanbiedingen"
        description="De actuele aanbiedingen van Gouden Haan: familiedeals, burgerdinsdag en acties per vestiging, met hun geldigheid."
      />
      <OffersPage offers={offers} />
    </>
  );
}
