import { Link } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { paths } from '../lib/paths';

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl p-8 text-center">
      <PageMeta
        title="Pagina niet gevonden"
        description="Deze pagina bestaat niet (meer). Ga terug naar de startpagina of bekijk het menu."
      />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Deze pagina bestaat niet</h1>
      <p className="mt-4">Misschien is de link verouderd of zit er een tikfout in het adres.</p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-full bg-brand-red px-6 py-3 font-semibold text-white"
      >
        Terug naar de startpagina
      </Link>
    </div>
  );
}
