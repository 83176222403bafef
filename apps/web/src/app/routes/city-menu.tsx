import { useCallback } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { getMenu } from '../../features/menu/api/get-menu';
import { MenuPage } from '../../features/menu/components/menu-page';
import { useCartActions, useCartValue } from '../../features/cart';
import type { OnAdd } from '../../features/menu/lib/add-payload';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const CITIES: Record<string, string> = { amsterdam: 'Amsterdam', rotterdam: 'Rotterdam' };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const city = params.city ?? '';
  if (!Object.hasOwn(CITIES, city)) throw data(null, { status: 404 });
  try {
    return { city, menu: await getMenu(city, request.signal) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export function Component() {
  const { city, menu } = useLoaderData<typeof loader>();
  const name = CITIES[city]!;
  // Only the cart's city: adding a product must not redraw the whole menu (issue 8, goal 3).
  const cartLocation = useCartValue((cart) => cart.location);
  const { add } = useCartActions();
  // The menu marks a product added once onAdd resolves; the store answers false when it refused.
  const addToCart = useCallback<OnAdd>(
    (payload) =>
      add(payload).then((ok) => {
        if (!ok) throw new Error('refused');
      }),
    [add],
  );
  return (
    <>
      <PageMeta
        title={`Menu ${name}`}
        description={`Bestel kip van het spit, burgers, wraps en meer online bij Gouden Haan ${name}.`}
      />
      <MenuPage
        menu={menu}
        cityName={name}
        chooseLocationHref={paths.chooseLocation}
        allergensHref={paths.allergens}
        onAdd={addToCart}
        cartLocation={cartLocation}
      />
    </>
  );
}
