/** Any unexpected routing error: a page in the visitor's language that says so, with a way home. */
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from '../lib/router';
import * as m from '@gh/i18n/messages';
import { brand } from '../lib/brand';
import { useOffline } from '../lib/offline/connection';
import { paths } from '../lib/paths';
import { NotFound } from './not-found';
import { Link } from '../components/link';

/** Offline, a page that could not load says where the site works without a connection (precached). */
const OfflinePage = lazy(() => import('./offline-page').then((mod) => ({ default: mod.OfflinePage })));

export function RouteErrorPage() {
  const error = useRouteError();
  const offline = useOffline();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (offline) {
    return (
      <Suspense fallback={null}>
        <OfflinePage />
      </Suspense>
    );
  }
  return (
    <div className="mx-auto max-w-xl p-8 text-center" role="alert">
      <title>{`${m.common_error_title()} · ${brand.name}`}</title>
      <h1 className="text-3xl font-bold">{m.common_error_heading()}</h1>
      <p className="mt-4">{m.common_error_text()}</p>
      <Link
        to={paths.home}
        className="mt-6 inline-block rounded-full bg-brand-red px-6 py-3 font-semibold text-white"
      >
        {m.common_error_home()}
      </Link>
    </div>
  );
}
