/** The customer accounts' tables: sign-in links, sessions and the details kept with consent. */
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  customerAccounts,
  customerSessions,
  customerSignInLinks,
  orders,
  type CustomerDetails,
} from '../../db/schema';

export const accountRepository = {
  async addLink(db: DbOrTx, row: { tokenHash: string; email: string; expiresAt: Date; at: Date }) {
    await db.insert(customerSignInLinks).values({ ...row, createdAt: row.at });
  },

  /** Marks an unused, unexpired link used and returns its address; undefined when it is not (any more). */
  async useLink(db: DbOrTx, tokenHash: string, at: Date): Promise<string | undefined> {
    const [row] = await db
      .update(customerSignInLinks)
      .set({ usedAt: at })
      .where(
        and(
          eq(customerSignInLinks.tokenHash, tokenHash),
          isNull(customerSignInLinks.usedAt),
          sql`${customerSignInLinks.expiresAt} > ${at.toISOString()}::timestamptz`,
        ),
      )
      .returning({ email: customerSignInLinks.email });
    return row?.email;
  },

  async ensureAccount(db: DbOrTx, email: string, at: Date) {
    await db.insert(customerAccounts).values({ email, createdAt: at }).onConflictDoNothing();
  },

  async addSession(db: DbOrTx, row: { idHash: string; email: string; expiresAt: Date; at: Date }) {
    await db.insert(customerSessions).values({ ...row, createdAt: row.at });
  },

  async sessionEmail(db: DbOrTx, idHash: string, at: Date): Promise<string | undefined> {
    const [row] = await db
      .select({ email: customerSessions.email })
      .from(customerSessions)
      .where(
        and(
          eq(customerSessions.idHash, idHash),
          sql`${customerSessions.expiresAt} > ${at.toISOString()}::timestamptz`,
        ),
      );
    return row?.email;
  },

  async deleteSession(db: DbOrTx, idHash: string) {
    await db.delete(customerSessions).where(eq(customerSessions.idHash, idHash));
  },

  async deleteSessionsOf(db: DbOrTx, email: string) {
    await db.delete(customerSessions).where(eq(customerSessions.email, email));
  },

  /** Every sign-in link of the address, used or not: none opens a session any more. */
  async deleteLinksOf(db: DbOrTx, email: string) {
    await db.delete(customerSignInLinks).where(eq(customerSignInLinks.email, email));
  },

  /** Sessions and links past their time: any instance may, at any time. */
  async purgeExpired(db: DbOrTx, at: Date) {
    await db.delete(customerSessions).where(lte(customerSessions.expiresAt, at));
    await db.delete(customerSignInLinks).where(lte(customerSignInLinks.expiresAt, at));
  },

  async account(db: DbOrTx, email: string) {
    const [row] = await db.select().from(customerAccounts).where(eq(customerAccounts.email, email));
    return row;
  },

  async setDetails(db: DbOrTx, email: string, details: CustomerDetails | null, at: Date) {
    await db
      .insert(customerAccounts)
      .values({ email, details, consentedAt: details ? at : null, createdAt: at })
      .onConflictDoUpdate({
        target: customerAccounts.email,
        set: { details, consentedAt: details ? at : null },
      });
  },

  /** Everything of the address: account, details, sessions and links (an erasure). */
  async eraseAll(db: DbOrTx, email: string) {
    await db.delete(customerSessions).where(eq(customerSessions.email, email));
    await db.delete(customerSignInLinks).where(eq(customerSignInLinks.email, email));
    await db.delete(customerAccounts).where(eq(customerAccounts.email, email));
  },

  /** The address's orders in every location, newest first; never one only waiting for payment. */
  ordersOf(db: DbOrTx, email: string) {
    return db
      .select({
        publicId: orders.publicId,
        number: orders.number,
        location: orders.locationSlug,
        totalCents: orders.totalCents,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(
        and(
          sql`lower(${orders.email}) = ${email}`,
          isNull(orders.anonymisedAt),
          sql`${orders.paidAt} is not null`,
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(100);
  },
};
