import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../lib/paths';
import { Link } from '../../../components/link';

/** An admin address that does not exist (the server answers it with 404). */
export function Component() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageMeta title="Beheerpagina niet gevonden" description="Deze pagina bestaat niet in het beheer." />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Deze beheerpagina bestaat niet</h1>
      <p className="mt-4">Misschien is de link verouderd of zit er een tikfout in het adres.</p>
      <Link
        to={paths.admin.dashboard}
        className="mt-6 inline-block rounded-md bg-brand-red px-6 py-3 font-semibold text-white hover:bg-brand-dark-red"
      >
        Naar het dashboard
      </Link>
    </main>
  );
}
