/** "Nieuw teamlid": e-mail, name, role and (for staff) location; the link goes out by e-mail. */
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AdminMe } from '@gh/domain/admin';
import { INVITATION_HOURS, inviteBodySchema, ROLE_NAMES, type TeamUser } from '@gh/domain/team-api';
import { ApiError } from '../../../../lib/api-client';
import { inviteUser } from '../../api/team';
import { Alert, Button, Card, issuesByPath, SelectField, TextField } from '../ui';

export const roleOptions = (['staff', 'admin'] as const).map((r) => ({ value: r, label: ROLE_NAMES[r] }));

export function InviteForm({ me, onInvited }: { me: AdminMe; onInvited(user: TeamUser): void }) {
  const [role, setRole] = useState<'staff' | 'admin'>('staff');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = inviteBodySchema.safeParse({
      email: data.get('email'),
      name: data.get('name'),
      role,
      location: role === 'staff' ? data.get('location') : null,
    });
    if (!parsed.success) {
      flushSync(() => setErrors(issuesByPath(parsed.error.issues)));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      const user = await inviteUser(parsed.data);
      form.reset();
      setRole('staff');
      onInvited(user);
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'Uitnodigen mislukt. Probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <h2 id="invite-title" className="mb-1 text-xl font-bold">
        Nieuw teamlid
      </h2>
      <p className="mb-4 text-sm text-neutral-700 dark:text-neutral-300">
        We sturen een uitnodiging per e-mail. De link werkt {INVITATION_HOURS} uur en één keer; daarmee kiest
        het teamlid zelf een wachtwoord.
      </p>
      <form onSubmit={submit} noValidate aria-labelledby="invite-title" className="space-y-4">
        {message ? <Alert tone="error">{message}</Alert> : null}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField label="E-mailadres" name="email" type="email" autoComplete="off" error={errors.email} />
          <TextField label="Naam" name="name" autoComplete="off" error={errors.name} />
          <SelectField
            label="Rol"
            name="role"
            value={role}
            onChange={(e) => setRole(e.target.value === 'admin' ? 'admin' : 'staff')}
            options={roleOptions}
            error={errors.role}
          />
          {role === 'staff' ? (
            <SelectField
              label="Locatie"
              name="location"
              defaultValue={me.locations[0]?.slug ?? ''}
              options={me.locations.map((l) => ({ value: l.slug, label: l.name }))}
              error={errors.location}
            />
          ) : (
            <p className="self-end pb-2 text-sm text-neutral-700 dark:text-neutral-300">
              Een beheerder werkt voor alle locaties.
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Bezig…' : 'Uitnodiging versturen'}
        </Button>
      </form>
    </Card>
  );
}
