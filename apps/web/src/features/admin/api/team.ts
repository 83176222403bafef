/** The owner's team (issue 27 item 7, decision 047): accounts, invitations, and the invitee's page. */
import type { Invitation, InviteBody, TeamList, TeamUser, TeamUserPatch } from '@gh/domain/team-api';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getTeam = (signal?: AbortSignal) => apiFetch<TeamList>(adminApi.users, signal ? { signal } : {});
export const inviteUser = (body: InviteBody) =>
  apiFetch<TeamUser>(adminApi.users, { method: 'POST', body, fallback: 'Uitnodigen mislukt.' });
export const updateUser = (id: string, body: TeamUserPatch) =>
  apiFetch<TeamUser>(adminApi.user(id), { method: 'PATCH', body, fallback: 'Opslaan mislukt.' });
export const deactivateUser = (id: string) =>
  apiFetch<TeamUser>(adminApi.user(id), { method: 'DELETE', fallback: 'Uitschakelen mislukt.' });
export const resendInvitation = (id: string) =>
  apiFetch<TeamUser>(adminApi.userInvite(id), { method: 'POST', body: {}, fallback: 'Versturen mislukt.' });

export const getInvitation = (token: string) =>
  apiFetch<Invitation>(`${adminApi.invitation}?token=${encodeURIComponent(token)}`);
export const acceptInvitation = (body: {
  token: string;
  name: string;
  password: string;
  passwordRepeat: string;
}) => apiFetch<{ message: string }>(adminApi.invitation, { method: 'POST', body });
