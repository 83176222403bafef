import { useSearchParams, type LoaderFunctionArgs } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { AuthCard, LoginForm, redirectIfSignedIn, safeNext } from '../../../features/admin';

export const loader = (args: LoaderFunctionArgs) => redirectIfSignedIn(args);

export function Component() {
  const [params] = useSearchParams();
  return (
    <main id="main" className="px-4 py-8">
      <PageMeta title="Inloggen" description="Inloggen in het beheer van Gouden Haan." />
      <AuthCard title="Inloggen">
        <LoginForm next={safeNext(params.get('next'))} />
      </AuthCard>
    </main>
  );
}
