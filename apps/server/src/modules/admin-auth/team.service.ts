/**
 * The owner's team (issue 27 item 7, decision 047): invitations by e-mail (the reset links' machinery:
 * a hashed, single-use token, here valid 72 hours), role and location changes, deactivation that ends
 * every session of the account at once, and the rule that one active admin always remains. Every
 * change is audited with who made it, in its own transaction.
 */
import {
  INVITATION_HOURS,
  TEAM_MESSAGES,
  type inviteBodySchema,
  type TeamUser,
  type teamUserPatchSchema,
} from '@gh/domain/team-api';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { audit, recordAudit } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/tokens';
import type { Outbox } from '../../mail/outbox';
import { adminRepository, type AdminUserRow } from './admin-auth.repository';
import { checkPasswordPolicy, hashPassword } from './admin-auth.service';
import { teamRepository as repo, type TeamRow } from './team.repository';

const HOUR = 3_600_000;

export interface TeamDeps {
  db: Db;
  outbox: Outbox;
  now: () => Date;
  /** Where the invitation link points: PUBLIC_URL, never the Host header. */
  siteUrl: string;
  /** The sign-in budget of a client address (the auth service's): counted before any hashing. */
  admitAddress: (address: string) => Promise<void>;
}

type InviteData = z.output<typeof inviteBodySchema>;
type PatchData = z.output<typeof teamUserPatchSchema>;

function toTeamUser({ user, invitationExpiresAt }: TeamRow): TeamUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'staff' ? 'staff' : 'admin',
    location: user.role === 'staff' ? user.locationSlug : null,
    status: user.status,
    invitationExpiresAt: user.status === 'invited' ? (invitationExpiresAt?.toISOString() ?? null) : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** An admin works for every location; staff for one (decision 007). */
const locationFor = (role: string, location: string | null) => (role === 'staff' ? location : null);

export function createTeamService(deps: TeamDeps) {
  const { db, outbox, now } = deps;

  async function answer(id: string): Promise<TeamUser> {
    const row = (await repo.list(db, now())).find((r) => r.user.id === id);
    if (!row) throw new NotFoundError(TEAM_MESSAGES.userNotFound);
    return toTeamUser(row);
  }

  /** In a transaction, on its connection (`tx`): one database connection may be all there is. */
  async function checkLocation(on: DbOrTx, role: string, location: string | null): Promise<void> {
    if (role !== 'staff') return;
    if (location === null) throw new ValidationError(TEAM_MESSAGES.staffNeedsLocation);
    if (!(await repo.locationName(on, location))) throw new ValidationError(TEAM_MESSAGES.unknownLocation);
  }

  /** Refuses a change that would leave no active admin (the rows are locked: see lockActiveAdmins). */
  async function keepOneAdmin(tx: Tx, target: AdminUserRow): Promise<void> {
    const admins = await repo.lockActiveAdmins(tx);
    if (admins.includes(target.id) && admins.length <= 1) throw new ConflictError(TEAM_MESSAGES.lastAdmin);
  }

  /** A new invitation link in the outbox, voiding the account's older ones, in the caller's transaction. */
  async function sendInvitation(tx: Tx, user: AdminUserRow, inviter: AdminUserRow): Promise<void> {
    const token = newToken();
    const at = now();
    await adminRepository.addResetToken(
      tx,
      user.id,
      sha256(token),
      new Date(at.getTime() + INVITATION_HOURS * HOUR),
      at,
      'invite',
    );
    const place =
      user.role === 'staff' && user.locationSlug
        ? `medewerker van ${(await repo.locationName(tx, user.locationSlug)) ?? user.locationSlug}`
        : 'beheerder (alle locaties)';
    const link = `${deps.siteUrl}/admin/invite?token=${encodeURIComponent(token)}`;
    await outbox.add(tx, {
      to: user.email,
      subject: 'Uitnodiging voor het beheer van Gouden Haan',
      text:
        `Hallo ${user.name},\n\n` +
        `${inviter.name || inviter.email} nodigt je uit voor het beheer van Gouden Haan, als ${place}.\n` +
        `Kies je wachtwoord via deze link; hij werkt ${INVITATION_HOURS} uur en één keer:\n\n${link}\n\n` +
        `Daarna log je in op ${deps.siteUrl}/admin/login met dit e-mailadres (${user.email}).\n\n` +
        `Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.\n`,
    });
  }

  async function load(tx: Tx, id: string): Promise<AdminUserRow> {
    const user = await adminRepository.lockUser(tx, id);
    if (!user) throw new NotFoundError(TEAM_MESSAGES.userNotFound);
    return user;
  }

  return {
    async list(): Promise<TeamUser[]> {
      return (await repo.list(db, now())).map(toTeamUser);
    },

    /**
     * Invites an address: a new account, or a deactivated one taken back (with the role and location
     * given now). An address that is active or invited already is a conflict.
     */
    async invite(actor: AdminUserRow, body: InviteData): Promise<TeamUser> {
      const location = locationFor(body.role, body.location);
      await checkLocation(db, body.role, location);
      // Never a password anyone knows: the invitee chooses one through the link.
      const passwordHash = await hashPassword(newToken());
      const values = { name: body.name, role: body.role, locationSlug: location, passwordHash };
      const id = await db.transaction(async (tx) => {
        const existing = await repo.byEmailForUpdate(tx, body.email);
        if (existing && existing.status !== 'deactivated') throw new ConflictError(TEAM_MESSAGES.emailTaken);
        const user = existing
          ? await repo.update(tx, existing.id, { ...values, status: 'invited' })
          : await repo.insertInvited(tx, { email: body.email, ...values });
        if (!user) throw new ConflictError(TEAM_MESSAGES.emailTaken);
        await sendInvitation(tx, user, actor);
        await audit(tx, actor, 'user_invited', 'admin_user', user.id, {
          email: user.email,
          role: user.role,
          location,
          again: existing !== undefined,
        });
        return user.id;
      });
      outbox.wake();
      return answer(id);
    },

    async update(actor: AdminUserRow, id: string, patch: PatchData): Promise<TeamUser> {
      await db.transaction(async (tx) => {
        const before = await load(tx, id);
        if (before.status === 'deactivated') throw new ConflictError(TEAM_MESSAGES.deactivatedCannotChange);
        const role = patch.role ?? before.role;
        const location = locationFor(
          role,
          patch.location === undefined ? before.locationSlug : patch.location,
        );
        await checkLocation(tx, role, location);
        if (before.role === 'admin' && role !== 'admin' && before.status === 'active')
          await keepOneAdmin(tx, before);
        const after = await repo.update(tx, id, {
          name: patch.name ?? before.name,
          role,
          locationSlug: location,
        });
        await audit(tx, actor, 'user_updated', 'admin_user', id, {
          email: before.email,
          before: { name: before.name, role: before.role, location: before.locationSlug },
          after: { name: after.name, role: after.role, location: after.locationSlug },
        });
      });
      return answer(id);
    },

    /** Deactivates an account: its sessions and links end in the same transaction, everywhere at once. */
    async deactivate(actor: AdminUserRow, id: string): Promise<TeamUser> {
      if (id === actor.id) throw new ConflictError(TEAM_MESSAGES.notYourself);
      await db.transaction(async (tx) => {
        const user = await load(tx, id);
        if (user.status === 'deactivated') return;
        if (user.role === 'admin') await keepOneAdmin(tx, user);
        await repo.update(tx, id, { status: 'deactivated' });
        await adminRepository.deleteSessionsOf(tx, id);
        await repo.deleteTokensOf(tx, id);
        await audit(tx, actor, 'user_deactivated', 'admin_user', id, { email: user.email, was: user.status });
      });
      return answer(id);
    },

    /** A new invitation link for an account that has not accepted yet; the older link stops working. */
    async resend(actor: AdminUserRow, id: string): Promise<TeamUser> {
      await db.transaction(async (tx) => {
        const user = await load(tx, id);
        if (user.status === 'active') throw new ConflictError(TEAM_MESSAGES.alreadyActive);
        if (user.status === 'deactivated') throw new ConflictError(TEAM_MESSAGES.deactivated);
        await sendInvitation(tx, user, actor);
        await audit(tx, actor, 'invitation_resent', 'admin_user', id, { email: user.email });
      });
      outbox.wake();
      return answer(id);
    },

    /** What the invitation page shows; a used, expired or unknown link is a 400 with what to do. */
    async invitation(token: string) {
      const user = await repo.invitedBy(db, sha256(token), now());
      if (!user) throw new ValidationError(TEAM_MESSAGES.invitationInvalid);
      return {
        email: user.email,
        name: user.name,
        role: user.role === 'staff' ? ('staff' as const) : ('admin' as const),
        locationName:
          user.role === 'staff' && user.locationSlug
            ? ((await repo.locationName(db, user.locationSlug)) ?? user.locationSlug)
            : null,
      };
    },

    /**
     * The invitee's name and password: the link is used up, the account becomes active. Cheap checks
     * before the hash, as for a new password (issue 26 item 2, decision 045): the address's budget,
     * then the link, then the policy.
     */
    async accept(body: { token: string; name: string; password: string }, address: string): Promise<void> {
      await deps.admitAddress(address);
      if (!(await repo.invitedBy(db, sha256(body.token), now())))
        throw new ValidationError(TEAM_MESSAGES.invitationInvalid);
      checkPasswordPolicy(body.password);
      const passwordHash = await hashPassword(body.password);
      const accepted = await db.transaction(async (tx) => {
        const user = await adminRepository.consumeResetToken(tx, sha256(body.token), now(), 'invite');
        if (user?.status !== 'invited') return false;
        await repo.update(tx, user.id, {
          name: body.name,
          passwordHash,
          passwordChangedAt: now(),
          status: 'active',
        });
        await recordAudit(tx, {
          userId: user.id,
          userEmail: user.email,
          action: 'invitation_accepted',
          entity: 'admin_user',
          entityId: user.id,
          details: { name: body.name },
        });
        return true;
      });
      if (!accepted) throw new ValidationError(TEAM_MESSAGES.invitationInvalid);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
