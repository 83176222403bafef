import { productNameKey } from '@gh/domain';
import type { AdminMe } from '@gh/domain/admin';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { getProducts, ProductForm, requireAdmin } from '../../../features/admin';

export async function loader(args: LoaderFunctionArgs) {
  const me = await requireAdmin(args);
  const wanted = new URL(args.request.url).searchParams.get('locatie');
  const location = me.locations.find((l) => l.slug === wanted)?.slug ?? me.locations[0]?.slug ?? '';
  // All of the location's products: an option that is a sold-out product shows as sold out.
  const { categories, products } = await getProducts({ location }, args.request.signal);
  const soldOut = products.filter((p) => !p.available).map((p) => productNameKey(p.name));
  return { location, categories, soldOut };
}

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  const { location, categories, soldOut } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title="Product toevoegen"
        description="Een nieuw product toevoegen aan het menu van Gouden Haan."
      />
      <h1 className="mb-6 text-3xl font-bold">Product toevoegen</h1>
      <ProductForm
        me={me}
        product={null}
        categories={categories}
        defaultLocation={location}
        soldOutProducts={new Set(soldOut)}
      />
    </>
  );
}
