/** Database access for admin accounts, their sessions, reset tokens and sign-in throttling. */
import { and, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { AdminUserRow } from '../../lib/admin-access';
import { adminSessions, adminUsers, locations, loginThrottle, passwordResetTokens } from '../../db/schema';

export type { AdminUserRow };
/** What a link in an e-mail is for: a password reset or an invitation (decision 047). */
export type TokenPurpose = 'reset' | 'invite';

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

  /**
   * Starts a session unless the password changed since it was checked. The account's row is share-locked,
   * so a password change under way either finishes first (no session) or waits and then ends this one.
   */
  async insertSessionIfPassword(
    db: DbOrTx,
    id: string,
    user: { id: string; passwordHash: string },
    expiresAt: Date,
    /** The moment of sign-in, on the service's clock: the session's age counts from it. */
    createdAt: Date,
  ): Promise<boolean> {
    const result = await db.execute(sql`
      insert into admin_sessions (id, user_id, expires_at, created_at)
      select ${id}, id, ${expiresAt.toISOString()}::timestamptz, ${createdAt.toISOString()}::timestamptz from admin_users
      where id = ${user.id} and password_hash = ${user.passwordHash} and status = 'active'
      for share
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length === 1;
  },
  async sessionWithUser(db: DbOrTx, id: string, now: Date) {
    const [row] = await db
      .select({ session: adminSessions, user: adminUsers })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
      // An account that is not active (deactivated, or only invited) has no session, whatever rows remain.
      .where(
        and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, now), eq(adminUsers.status, 'active')),
      );
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

  /** Locks an account's row for the rest of the transaction: its reset tokens change one at a time. */
  async lockUser(tx: Tx, userId: string): Promise<AdminUserRow | undefined> {
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).for('update');
    return row;
  },
  /**
   * Stores a new reset token with the account's row locked. Older links that are still unused and
   * unexpired stay valid (decision 019: a flood of requests must not void the owner's link); the
   * reset-mail limit keeps their number small, and using any one voids the others. An invitation
   * (decision 047) is sent again by the owner only: the new one voids the older invitations.
   */
  async addResetToken(
    tx: Tx,
    userId: string,
    tokenHash: string,
    expiresAt: Date,
    now: Date,
    purpose: TokenPurpose = 'reset',
  ): Promise<void> {
    await adminRepository.lockUser(tx, userId);
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          or(
            isNotNull(passwordResetTokens.usedAt),
            lte(passwordResetTokens.expiresAt, now),
            purpose === 'invite' ? eq(passwordResetTokens.purpose, 'invite') : undefined,
          ),
        ),
      );
    await tx.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt, purpose });
  },
  /** Whether a reset token exists, unused and unexpired: one indexed read, before any hashing. */
  async findValidResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      );
    return row !== undefined;
  },
  /**
   * In a transaction: marks a valid token of `purpose` used, voids every other token of its account and
   * returns the account, locked; undefined when the token is unknown, of another purpose, used or expired.
   */
  async consumeResetToken(
    tx: Tx,
    tokenHash: string,
    now: Date,
    purpose: TokenPurpose = 'reset',
  ): Promise<AdminUserRow | undefined> {
    const [owner] = await tx
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.purpose, purpose)));
    if (!owner) return undefined;
    // The account first, as replaceResetToken does: a newer request waits, or has already voided this one.
    const user = await adminRepository.lockUser(tx, owner.userId);
    const [token] = await tx
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
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, owner.userId), ne(passwordResetTokens.tokenHash, tokenHash)));
    return user;
  },

  async throttle(db: DbOrTx, key: string) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    return row;
  },
  /**
   * Counts a sign-in attempt as a failure before its password is checked, unless the key is blocked:
   * returns the failures now counted, or undefined when blocked. One statement, so attempts in
   * parallel each get their own number; the one that reaches the threshold sets the lockout at once.
   */
  async countAttempt(
    db: DbOrTx,
    key: string,
    at: Date,
    policy: { windowMs: number; threshold: number; baseMs: number; capMs: number },
  ): Promise<number | undefined> {
    const now = sql`${at.toISOString()}::timestamptz`;
    const fresh = sql`login_throttle.window_start <= ${now} - ${policy.windowMs} * interval '1 millisecond'`;
    const failures = sql`(case when ${fresh} then 1 else login_throttle.failures + 1 end)`;
    const lockout = (n: SQL) => sql`case when ${n} >= ${policy.threshold} then ${now} +
      least(${policy.capMs}, ${policy.baseMs} * power(2, ${n} - ${policy.threshold})) * interval '1 millisecond' end`;
    const result = await db.execute(sql`
      insert into login_throttle (key, failures, window_start, blocked_until)
      values (${key}, 1, ${now}, ${lockout(sql`1`)})
      on conflict (key) do update set
        failures = ${failures},
        window_start = case when ${fresh} then ${now} else login_throttle.window_start end,
        blocked_until = ${lockout(failures)}
      where login_throttle.blocked_until is null or login_throttle.blocked_until <= ${now}
      returning failures`);
    return (result as unknown as { rows: { failures: number }[] }).rows[0]?.failures;
  },
  /** Takes back an attempt that turned out right (or never got checked), with the lockout it set. */
  async uncountAttempt(db: DbOrTx, key: string): Promise<void> {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)`, blockedUntil: null })
      .where(eq(loginThrottle.key, key));
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
};
