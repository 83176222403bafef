/** /admin/invite?token=…: the invitee sees whose invitation it is, confirms the name and sets a password. */
import { useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { acceptInvitationBodySchema, TEAM_MESSAGES, type Invitation } from '@gh/domain/team-api';
import { ApiError } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';
import { acceptInvitation, getInvitation } from '../../api/team';
import { Alert, Button, issuesByPath, TextField } from '../ui';
import { Link } from '../../../../components/link';

const linkClass = 'font-semibold text-brand-dark-red underline underline-offset-2 dark:text-brand-yellow';
const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Er ging iets mis. Probeer het opnieuw.';

export function AcceptInvitation({ token }: { token: string | null }) {
  const [invitation, setInvitation] = useState<Invitation | 'loading' | null>(token ? 'loading' : null);
  const [problem, setProblem] = useState<string | null>(token ? null : TEAM_MESSAGES.invitationInvalid);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    getInvitation(token)
      .then(setInvitation)
      .catch((err: unknown) => {
        setInvitation(null);
        setProblem(messageOf(err));
      });
  }, [token]);

  if (done)
    return (
      <div className="space-y-4">
        <Alert tone="success">{done}</Alert>
        <Link to={paths.admin.login} className={linkClass}>
          Naar inloggen
        </Link>
      </div>
    );
  if (invitation === 'loading') return <p>Uitnodiging laden…</p>;
  if (!invitation || !token) return <Alert tone="error">{problem ?? TEAM_MESSAGES.invitationInvalid}</Alert>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = acceptInvitationBodySchema.safeParse({
      token,
      name: data.get('name'),
      password: data.get('password'),
      passwordRepeat: data.get('passwordRepeat'),
    });
    if (!parsed.success) {
      flushSync(() => setErrors(issuesByPath(parsed.error.issues)));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      setDone((await acceptInvitation(parsed.data)).message);
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  const what =
    invitation.role === 'admin'
      ? 'beheerder van alle locaties'
      : `medewerker van ${invitation.locationName ?? 'een locatie'}`;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p>
        Je bent uitgenodigd als {what}. Je logt straks in met <strong>{invitation.email}</strong>.
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <TextField
        label="Naam"
        name="name"
        defaultValue={invitation.name}
        autoComplete="name"
        error={errors.name}
      />
      <TextField
        label="Kies een wachtwoord"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Minstens 12 tekens. Een zin van een paar woorden werkt goed."
        error={errors.password}
      />
      <TextField
        label="Herhaal het wachtwoord"
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        error={errors.passwordRepeat}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Bezig…' : 'Account activeren'}
      </Button>
    </form>
  );
}
