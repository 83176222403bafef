import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { data, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from '../../lib/router';
import * as m from '@gh/i18n/messages';
import { PageMeta } from '../../components/page-meta';
import { getMenu } from '../../features/menu/api/get-menu';
import { MenuPage } from '../../features/menu/components/menu-page';
import { useCartActions, useCartValue } from '../../features/cart';
import type { OnAdd } from '../../features/menu/lib/add-payload';
import { ApiError } from '../../lib/api-client';
import { addInstead, choicesKey, lineToReplace } from '../../features/cart/lib/choose-again';
import { paths, type CityMenuState } from '../../lib/paths';

const CITIES: Record<string, string> = { amsterdam: 'Amsterdam', rotterdam: 'Rotterdam' };

/** The question before an add from another location than the basket's; its code loads when it may be asked. */
const switchDialog = () => import('../../features/cart/components/location-switch-dialog');
const LocationSwitchDialog = lazy(() =>
  switchDialog().then((mod) => ({ default: mod.LocationSwitchDialog })),
);

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
  const { add, remove, clear, whenLoaded, location: cartCity } = useCartActions();
  /** The location asked about and where its answer goes, while "Winkelwagen legen…?" is open. */
  const [asking, setAsking] = useState<{ city: string; answer(yes: boolean): void } | null>(null);
  const otherCity = cartLocation !== null && cartLocation.toLowerCase() !== city;
  useEffect(() => {
    if (otherCity) void switchDialog();
  }, [otherCity]);
  const here = useLocation();
  const navigate = useNavigate();
  const state = here.state as CityMenuState | null;
  // The choices of the line being chosen again (a string, so the menu redraws only when it changes).
  const oldChoices = useCartValue((cart) => {
    const line = state?.replace ? cart.items.find((item) => item.id === state.replace) : undefined;
    return line ? choicesKey(line.selectedOptions) : null;
  });
  // The menu marks a product added once onAdd resolves; the store answers false when it refused.
  // Choosing a cart line again ("Opnieuw kiezen"): the old line goes only once the new one is in.
  const addToCart = useCallback<OnAdd>(
    async (payload) => {
      // A tap before the cart's first answer: its city is known only then.
      await whenLoaded();
      const current = cartCity();
      if (current && current.toLowerCase() !== payload.location.toLowerCase()) {
        // Issue 28 item 5: ask, and on yes empty the basket, go to the product's menu and add it there
        // (after the navigation, so its toast belongs to that page). A refusal by the server after all
        // (another tab filled the basket again) is the spec's Locatieconflict toast, from the store.
        const yes = await new Promise<boolean>((answer) => setAsking({ city: payload.location, answer }));
        setAsking(null);
        if (!yes || !(await clear())) throw new Error('kept');
        const there = paths.cityMenu(payload.location.toLowerCase());
        if (here.pathname !== there) await navigate(there);
        if (!(await add(payload))) throw new Error('refused');
        return;
      }
      const replace = lineToReplace(state, payload, oldChoices);
      if (!(await addInstead(add, remove, payload, replace))) throw new Error('refused');
      if (replace)
        void navigate({ pathname: here.pathname, search: here.search }, { replace: true, state: null });
    },
    [add, remove, clear, whenLoaded, cartCity, state, oldChoices, navigate, here.pathname, here.search],
  );
  return (
    <>
      <PageMeta title={m.menu_title({ city: name })} description={m.menu_meta_description({ city: name })} />
      <MenuPage
        menu={menu}
        cityName={name}
        chooseLocationHref={paths.chooseLocation}
        allergensHref={paths.allergens}
        onAdd={addToCart}
        cartLocation={cartLocation}
      />
      {asking && (
        <Suspense fallback={null}>
          <LocationSwitchDialog city={asking.city} onAnswer={asking.answer} />
        </Suspense>
      )}
    </>
  );
}
