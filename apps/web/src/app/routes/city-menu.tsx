import { data, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../../components/page-meta';

const CITIES = ['amsterdam', 'rotterdam'];

export function loader({ params }: LoaderFunctionArgs) {
  if (!CITIES.includes(params.city ?? '')) throw data(null, { status: 404 });
  return null;
}

export function Component() {
  const { city = '' } = useParams();
  const name = city.charAt(0).toUpperCase() + city.slice(1);
  return (
    <>
      <PageMeta title={`Menu ${name}`} description={`Bestel online bij Gouden Haan ${name}.`} />
      <h1 className="text-3xl font-bold">Menu {name}</h1>
    </>
  );
}
