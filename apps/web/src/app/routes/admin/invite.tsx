import { useSearchParams } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { AcceptInvitation, AuthCard } from '../../../features/admin';

export function Component() {
  const [params] = useSearchParams();
  return (
    <main id="main" className="px-4 py-8">
      <PageMeta title="Uitnodiging" description="Activeer je account voor het beheer van Gouden Haan." />
      <AuthCard title="Welkom bij het team">
        <AcceptInvitation token={params.get('token')} />
      </AuthCard>
    </main>
  );
}
