/** Database access for admin accounts, their sessions, reset tokens and sign-in throttling. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  adminSessions,
  adminUsers,
  auditLog,
  locations,
  loginThrottle,
  passwordResetTokens,
} from '../../db/schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export const adminRepository = {
  async countUsers(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
    return row?.n ?? 0;
  },
  async userByEmail(db: DbOrTx, email: string): Promise<AdminUserRow | undefined> {
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email.toLowerCase()));
    return row;
  },
  async insertUser(
    db: DbOrTx,
    user: { email: string; passwordHash: string; role: string; name?: string; locationSlug?: string | null },
  ): Promise<AdminUserRow> {
    const [row] = await db
      .insert(adminUsers)
      .values({ ...user, email: user.email.toLowerCase() })
      .returning();
    return row!;
  },
  async setPassword(db: DbOrTx, userId: string, passwordHash: string, at: Date): Promise<void> {
    await db.update(adminUsers).set({ passwordHash, passwordChangedAt: at }).where(eq(adminUsers.id, userId));
  },

  async insertSession(db: DbOrTx, id: string, userId: string, expiresAt: Date): Promise<void> {
    await db.insert(adminSessions).values({ id, userId, expiresAt });
  },
  async sessionWithUser(db: DbOrTx, id: string, now: Date) {
    const [row] = await db
      .select({ session: adminSessions, user: adminUsers })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
      .where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, now)));
    return row;
  },
  async extendSession(db: DbOrTx, id: string, expiresAt: Date): Promise<void> {
    await db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.id, id));
  },
  async deleteSession(db: DbOrTx, id: string): Promise<void> {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
  },
  async deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(adminSessions).where(eq(adminSessions.userId, userId));
  },
  async deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
  },

  /** Stores a new reset token and voids every older one of the account. */
  async replaceResetToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  },
  /** Marks a valid token used and returns its account; undefined when unknown, used or expired. */
  async consumeResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<AdminUserRow | undefined> {
    const [token] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!token) return undefined;
    const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, token.userId));
    return user;
  },

  async throttle(db: DbOrTx, key: string) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    return row;
  },
  async saveThrottle(
    db: DbOrTx,
    row: { key: string; failures: number; windowStart: Date; blockedUntil: Date | null },
  ): Promise<void> {
    await db
      .insert(loginThrottle)
      .values(row)
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: { failures: row.failures, windowStart: row.windowStart, blockedUntil: row.blockedUntil },
      });
  },
  async clearThrottle(db: DbOrTx, key: string): Promise<void> {
    await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  },

  async locations(db: DbOrTx) {
    return db
      .select({ slug: locations.slug, name: locations.name })
      .from(locations)
      .orderBy(locations.position);
  },

  async audit(
    db: DbOrTx,
    entry: {
      userId: string | null;
      userEmail: string;
      action: string;
      entity: string;
      entityId?: string | null;
      details?: unknown;
    },
  ): Promise<void> {
    await db
      .insert(auditLog)
      .values({ ...entry, entityId: entry.entityId ?? null, details: entry.details ?? null });
  },
};
