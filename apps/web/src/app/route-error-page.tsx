/** Any unexpected routing error: a Dutch page that says so, with a way home. */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../lib/paths';
import { NotFound } from './not-found';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="mx-auto max-w-xl p-8 text-center" role="alert">
      <title>Onverwachte fout · Gouden Haan</title>
      <h1 className="text-3xl font-bold">Er is een onverwachte applicatiefout opgetreden</h1>
      <p className="mt-4">
        Sorry, hier ging iets mis. Probeer de pagina opnieuw te laden of ga terug naar de startpagina.
      </p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-full bg-brand-red px-6 py-3 font-semibold text-white"
      >
        Naar de startpagina
      </Link>
    </div>
  );
}
