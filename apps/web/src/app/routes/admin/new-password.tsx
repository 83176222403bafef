import { useSearchParams } from '../../../lib/router';
import { PageMeta } from '../../../components/page-meta';
import { AuthCard, NewPasswordForm } from '../../../features/admin';

export function Component() {
  const [params] = useSearchParams();
  return (
    <main id="main" className="px-4 py-8">
      <PageMeta
        title="Nieuw wachtwoord"
        description="Stel een nieuw wachtwoord in voor het beheer van Gouden Haan."
      />
      <AuthCard title="Nieuw wachtwoord">
        <NewPasswordForm token={params.get('token')} />
      </AuthCard>
    </main>
  );
}
