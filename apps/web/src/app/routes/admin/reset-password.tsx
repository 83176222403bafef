import { PageMeta } from '../../../components/page-meta';
import { AuthCard, ResetPasswordForm } from '../../../features/admin';

export function Component() {
  return (
    <main id="main" className="px-4 py-8">
      <PageMeta
        title="Wachtwoord vergeten"
        description="Vraag een nieuw wachtwoord aan voor het beheer van Gouden Haan."
      />
      <AuthCard title="Wachtwoord vergeten">
        <ResetPasswordForm />
      </AuthCard>
    </main>
  );
}
