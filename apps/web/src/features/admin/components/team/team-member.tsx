/** One account of the team: its role and location to change, its invitation to resend, a switch-off. */
import { useState } from 'react';
import type { AdminMe } from '@gh/domain/admin';
import { ROLE_NAMES, STATUS_NAMES, type TeamUser, type TeamUserPatch } from '@gh/domain/team-api';
import { Button, SelectField } from '../ui';
import { roleOptions } from './invite-form';

const statusClass: Record<TeamUser['status'], string> = {
  active: 'border-green-700 text-green-900 dark:border-green-400 dark:text-green-200',
  invited: 'border-amber-700 text-amber-900 dark:border-brand-yellow dark:text-brand-yellow',
  deactivated: 'border-neutral-500 text-neutral-700 dark:border-neutral-400 dark:text-neutral-300',
};

const until = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

export interface TeamMemberProps {
  me: AdminMe;
  user: TeamUser;
  onSave(patch: TeamUserPatch): void;
  onResend(): void;
  onDeactivate(): void;
}

export function TeamMember({ me, user, onSave, onResend, onDeactivate }: TeamMemberProps) {
  const [role, setRole] = useState(user.role);
  const [location, setLocation] = useState(user.location ?? me.locations[0]?.slug ?? '');
  const [confirming, setConfirming] = useState(false);
  const self = user.email === me.email;
  const off = user.status === 'deactivated';
  const changed = role !== user.role || (role === 'staff' && location !== user.location);
  const title = user.name || user.email;
  const locationName = (slug: string | null) => me.locations.find((l) => l.slug === slug)?.name ?? slug;

  return (
    <li
      aria-label={title}
      className="rounded-lg border border-neutral-300 bg-white p-4 text-brand-black shadow-sm dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold wrap-break-word">
            {title}
            {self ? <span className="font-normal"> (jij)</span> : null}
          </p>
          <p className="text-sm wrap-break-word text-neutral-700 dark:text-neutral-300">{user.email}</p>
        </div>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${statusClass[user.status]}`}
        >
          {STATUS_NAMES[user.status]}
        </span>
      </div>
      {user.status === 'invited' ? (
        <p className="mt-2 text-sm">
          {user.invitationExpiresAt
            ? `De uitnodiging werkt tot ${until(user.invitationExpiresAt)}.`
            : 'De uitnodiging is verlopen. Stuur een nieuwe.'}
        </p>
      ) : null}
      {off ? (
        <p className="mt-2 text-sm">
          {ROLE_NAMES[user.role]}
          {user.location ? `, ${locationName(user.location)}` : ''}. Kan niet inloggen. Nodig het adres
          opnieuw uit om het weer te gebruiken.
        </p>
      ) : (
        <div className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-2">
          <SelectField
            label="Rol"
            className="min-w-0"
            value={role}
            onChange={(e) => setRole(e.target.value === 'admin' ? 'admin' : 'staff')}
            options={roleOptions}
          />
          {role === 'staff' ? (
            <SelectField
              label="Locatie"
              className="min-w-0"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              options={me.locations.map((l) => ({ value: l.slug, label: l.name }))}
            />
          ) : (
            <p className="pb-2 text-sm">Alle locaties</p>
          )}
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={!changed}
            onClick={() => onSave(role === 'staff' ? { role, location } : { role })}
          >
            Wijziging opslaan
          </Button>
        </div>
      )}
      {off || (self && user.status !== 'invited') ? null : (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-700">
          {user.status === 'invited' ? (
            <Button variant="secondary" onClick={onResend}>
              Uitnodiging opnieuw sturen
            </Button>
          ) : null}
          {self ? null : confirming ? (
            <div
              role="group"
              aria-label={`${title} uitschakelen?`}
              className="flex flex-wrap items-center gap-2"
            >
              <span className="text-sm font-semibold">
                Uitschakelen? {title} wordt overal direct uitgelogd.
              </span>
              <Button variant="danger" onClick={onDeactivate}>
                Ja, uitschakelen
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Annuleren
              </Button>
            </div>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Uitschakelen
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
