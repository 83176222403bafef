import { productNameKey } from '@gh/domain';
import type { AdminMe } from '@gh/domain/admin';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { getProduct, getProducts, ProductForm, requireAdmin } from '../../../features/admin';
import { Link } from '../../../components/link';

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args);
  const id = args.params.id ?? '';
  try {
    const product = await getProduct(id, args.request.signal);
    // All of the location's products: an option that is a sold-out product shows as sold out.
    const { categories, products } = await getProducts({ location: product.location }, args.request.signal);
    const soldOut = products.filter((p) => !p.available).map((p) => productNameKey(p.name));
    return { product, categories, soldOut };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      return { product: null, categories: [], soldOut: [] };
    throw err;
  }
}

export function Component() {
  const me = useRouteLoaderData('admin-protected') as AdminMe;
  const { product, categories, soldOut } = useLoaderData<typeof loader>();
  if (!product) {
    return (
      <>
        <PageMeta title="Product niet gevonden" description="Dit product bestaat niet (meer)." />
        <h1 className="mb-4 text-3xl font-bold">Product niet gevonden</h1>
        <p className="mb-6">Dit product bestaat niet (meer). Misschien is het verwijderd.</p>
        <Link
          to={`${paths.admin.dashboard}?tab=producten`}
          className="inline-flex rounded-md bg-brand-red px-4 py-2 font-semibold text-white hover:bg-brand-dark-red"
        >
          Naar de producten
        </Link>
      </>
    );
  }
  return (
    <>
      <PageMeta title={`${product.name} bewerken`} description="Een product van Gouden Haan bewerken." />
      <h1 className="mb-6 text-3xl font-bold">{product.name} bewerken</h1>
      <ProductForm
        key={product.id}
        me={me}
        product={product}
        categories={categories}
        defaultLocation={product.location}
        soldOutProducts={new Set(soldOut)}
      />
    </>
  );
}
