/**
 * /admin/team (issue 27 item 7, decision 047): the owner invites, changes, resends and switches off
 * accounts. Every answer comes from the server, which checks everything (the last active admin stays,
 * staff need a location) and keeps the audit log; the page says what happened in words.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminMe } from '@gh/domain/admin';
import type { TeamUser } from '@gh/domain/team-api';
import { ApiError } from '../../../../lib/api-client';
import { deactivateUser, getTeam, resendInvitation, updateUser } from '../../api/team';
import { Alert } from '../ui';
import { InviteForm } from './invite-form';
import { TeamMember } from './team-member';

type Notice = { tone: 'error' | 'success'; text: string };
const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Er ging iets mis. Probeer het opnieuw.';

export function TeamPage({ me }: { me: AdminMe }) {
  const [users, setUsers] = useState<TeamUser[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A new list after every change gives each member's fields their stored values again.
  const [version, setVersion] = useState(0);

  const reload = useCallback(() => {
    getTeam()
      .then((r) => {
        setUsers(r.users);
        setVersion((v) => v + 1);
      })
      .catch((err: unknown) => setNotice({ tone: 'error', text: messageOf(err) }));
  }, []);
  useEffect(reload, [reload]);

  async function act(call: () => Promise<unknown>, done: string) {
    try {
      await call();
      setNotice({ tone: 'success', text: done });
    } catch (err) {
      setNotice({ tone: 'error', text: messageOf(err) });
    }
    reload();
  }

  const active = users?.filter((u) => u.status !== 'deactivated') ?? [];
  const off = users?.filter((u) => u.status === 'deactivated') ?? [];
  const member = (user: TeamUser) => (
    <TeamMember
      key={`${user.id}-${version}`}
      me={me}
      user={user}
      onSave={(patch) =>
        void act(() => updateUser(user.id, patch), `${user.name || user.email} is gewijzigd.`)
      }
      onResend={() =>
        void act(() => resendInvitation(user.id), `Nieuwe uitnodiging verstuurd naar ${user.email}.`)
      }
      onDeactivate={() =>
        void act(
          () => deactivateUser(user.id),
          `${user.name || user.email} is uitgeschakeld en overal uitgelogd.`,
        )
      }
    />
  );

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Team</h1>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
      <InviteForm
        me={me}
        onInvited={(user) => {
          setNotice({ tone: 'success', text: `Uitnodiging verstuurd naar ${user.email}.` });
          reload();
        }}
      />
      <section aria-labelledby="team-title" className="space-y-3">
        <h2 id="team-title" className="text-xl font-bold">
          Accounts
        </h2>
        {users === null ? (
          <p>Team laden…</p>
        ) : (
          <ul className="grid items-start gap-3 lg:grid-cols-2">{active.map(member)}</ul>
        )}
      </section>
      {off.length > 0 ? (
        <section aria-labelledby="team-off-title" className="space-y-3">
          <h2 id="team-off-title" className="text-xl font-bold">
            Uitgeschakeld
          </h2>
          <ul className="grid items-start gap-3 lg:grid-cols-2">{off.map(member)}</ul>
        </section>
      ) : null}
    </div>
  );
}
