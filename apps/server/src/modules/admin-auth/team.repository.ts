/** Database access for the owner's team page (decision 047): accounts, their invitations, the admins left. */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { adminUsers, locations, passwordResetTokens, type AdminUserStatus } from '../../db/schema';
import type { AdminUserRow } from './admin-auth.repository';

export interface TeamRow {
  user: AdminUserRow;
  /** The newest unused invitation's end; null when none is open. */
  invitationExpiresAt: Date | null;
}

export const teamRepository = {
  /** Every account, deactivated ones last, with the end of its open invitation (if any). */
  async list(db: DbOrTx, now: Date): Promise<TeamRow[]> {
    const open = db
      .select({
        userId: passwordResetTokens.userId,
        expiresAt: sql<Date>`max(${passwordResetTokens.expiresAt})`
          .mapWith(passwordResetTokens.expiresAt)
          .as('expires_at'),
      })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.purpose, 'invite'),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .groupBy(passwordResetTokens.userId)
      .as('open_invitation');
    const rows = await db
      .select({ user: adminUsers, invitationExpiresAt: open.expiresAt })
      .from(adminUsers)
      .leftJoin(open, eq(open.userId, adminUsers.id))
      .orderBy(
        sql`${adminUsers.status} = 'deactivated'`,
        sql`lower(coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email}))`,
        asc(adminUsers.email),
      );
    return rows.map((r) => ({ user: r.user, invitationExpiresAt: r.invitationExpiresAt ?? null }));
  },

  async byId(db: DbOrTx, id: string): Promise<AdminUserRow | undefined> {
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
    return row;
  },

  async byEmailForUpdate(tx: Tx, email: string): Promise<AdminUserRow | undefined> {
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.email, email)).for('update');
    return row;
  },

  /**
   * Locks every active admin's row and returns their ids: two owners demoting or deactivating each
   * other at once are handled one after the other, and the second sees the first's change.
   */
  async lockActiveAdmins(tx: Tx): Promise<string[]> {
    const rows = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.status, 'active')))
      .orderBy(asc(adminUsers.id))
      .for('update');
    return rows.map((r) => r.id);
  },

  /** A new invited account; undefined when the address is taken (by a request at the same moment too). */
  async insertInvited(
    tx: Tx,
    values: { email: string; name: string; role: string; locationSlug: string | null; passwordHash: string },
  ): Promise<AdminUserRow | undefined> {
    const [row] = await tx
      .insert(adminUsers)
      .values({ ...values, status: 'invited' })
      .onConflictDoNothing({ target: adminUsers.email })
      .returning();
    return row;
  },

  async update(
    tx: Tx,
    id: string,
    values: Partial<{
      name: string;
      role: string;
      locationSlug: string | null;
      status: AdminUserStatus;
      passwordHash: string;
      passwordChangedAt: Date;
    }>,
  ): Promise<AdminUserRow> {
    const [row] = await tx.update(adminUsers).set(values).where(eq(adminUsers.id, id)).returning();
    return row!;
  },

  async deleteTokensOf(tx: Tx, userId: string): Promise<void> {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  },

  /** The invited account an unused, unexpired invitation token belongs to. */
  async invitedBy(db: DbOrTx, tokenHash: string, now: Date): Promise<AdminUserRow | undefined> {
    const [row] = await db
      .select({ user: adminUsers })
      .from(passwordResetTokens)
      .innerJoin(adminUsers, eq(adminUsers.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          eq(passwordResetTokens.purpose, 'invite'),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
          eq(adminUsers.status, 'invited'),
        ),
      );
    return row?.user;
  },

  async locationName(db: DbOrTx, slug: string): Promise<string | undefined> {
    const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.slug, slug));
    return row?.name;
  },
};
