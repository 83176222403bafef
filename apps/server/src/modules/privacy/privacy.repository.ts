/** Database access for privacy requests, their exports and erasures, the retention sweep and its setting. */
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OPEN_KITCHEN_STATUSES } from '@gh/domain';
import { ANONYMISED } from '@gh/domain/privacy';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  contactMessages,
  orderEvents,
  jobApplications,
  orders,
  outbox,
  payments,
  refunds,
  privacyRequests,
  siteSettings,
  vacancies,
} from '../../db/schema';

const ORDER_MONTHS_KEY = 'privacy.order_retention_months';

/** Case-insensitive match of an e-mail column with an address. */
const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** What anonymising leaves of an order: its lines, amounts, VAT, dates, status and payments stay. */
const anonymisedOrder = (at: Date) => ({
  customerName: ANONYMISED,
  email: '',
  phone: '',
  postcode: null,
  houseNumber: null,
  addition: null,
  street: null,
  city: null,
  remarks: null,
  sessionId: null,
  clientKey: null,
  anonymisedAt: at,
  updatedAt: at,
});

export const privacyRepository = {
  async addRequest(db: DbOrTx, values: { tokenHash: string; email: string; expiresAt: Date }) {
    await db.insert(privacyRequests).values(values);
  },

  async findRequest(db: DbOrTx, tokenHash: string, options: { lock?: boolean } = {}) {
    const query = db.select().from(privacyRequests).where(eq(privacyRequests.tokenHash, tokenHash));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  /** Marks the link used and forgets its address; the other links of that address go. */
  async useRequest(db: DbOrTx, tokenHash: string, email: string, at: Date) {
    await db
      .delete(privacyRequests)
      .where(and(sameAddress(privacyRequests.email, email), ne(privacyRequests.tokenHash, tokenHash)));
    await db
      .update(privacyRequests)
      .set({ usedAt: at, email: '' })
      .where(eq(privacyRequests.tokenHash, tokenHash));
  },

  /** Every unused link of the address stops working ("Overal afmelden" in Mijn Gouden Haan). */
  async deleteOpenRequestsOf(db: DbOrTx, email: string) {
    await db
      .delete(privacyRequests)
      .where(and(sameAddress(privacyRequests.email, email), isNull(privacyRequests.usedAt)));
  },

  ordersOf(db: DbOrTx, email: string) {
    return db
      .select()
      .from(orders)
      .where(and(sameAddress(orders.email, email), isNull(orders.anonymisedAt)))
      .orderBy(asc(orders.createdAt));
  },

  paymentsOf(db: DbOrTx, orderIds: string[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: payments.id,
        orderId: payments.orderId,
        provider: payments.provider,
        status: payments.status,
        amountCents: payments.amountCents,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(inArray(payments.orderId, orderIds))
      .orderBy(asc(payments.createdAt));
  },

  refundsOf(db: DbOrTx, orderIds: string[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(asc(refunds.createdAt), asc(refunds.number));
  },

  contactMessagesOf(db: DbOrTx, email: string) {
    return db
      .select()
      .from(contactMessages)
      .where(sameAddress(contactMessages.email, email))
      .orderBy(asc(contactMessages.createdAt));
  },

  applicationsOf(db: DbOrTx, email: string) {
    return db
      .select({ application: jobApplications, vacancy: vacancies.title })
      .from(jobApplications)
      .leftJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
      .where(sameAddress(jobApplications.email, email))
      .orderBy(asc(jobApplications.createdAt));
  },

  /**
   * Paid orders of this address the kitchen still works on (issue 26 item 7): an unpaid one, which
   * anybody can place with any address, blocks nothing and is erased with the rest.
   */
  async openOrderCount(db: DbOrTx, email: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          sameAddress(orders.email, email),
          isNull(orders.anonymisedAt),
          inArray(orders.status, [...OPEN_KITCHEN_STATUSES]),
        ),
      );
    return Number(row?.n ?? 0);
  },

  async anonymiseOrdersOf(db: DbOrTx, email: string, at: Date) {
    return db
      .update(orders)
      .set(anonymisedOrder(at))
      .where(and(sameAddress(orders.email, email), isNull(orders.anonymisedAt)))
      .returning({ id: orders.id, number: orders.number });
  },

  /**
   * What staff wrote about these orders' customer goes with them (issue 26 item 7): refund and cancel
   * reasons, the notes staff left in the timeline, and the reasons in the audit log's entries on them.
   * The site's own notes (payment ids, times told) stay.
   */
  async eraseStaffTextOf(db: DbOrTx, orderIds: string[]) {
    if (orderIds.length === 0) return;
    await db.update(refunds).set({ reason: ANONYMISED }).where(inArray(refunds.orderId, orderIds));
    await db
      .update(orders)
      .set({ cancelReason: ANONYMISED })
      .where(and(inArray(orders.id, orderIds), sql`${orders.cancelReason} is not null`));
    await db
      .update(orderEvents)
      .set({ note: null })
      .where(
        and(
          inArray(orderEvents.orderId, orderIds),
          sql`${orderEvents.actor} like 'admin:%'`,
          sql`${orderEvents.note} is not null`,
        ),
      );
    await db
      .update(auditLog)
      .set({ details: sql`${auditLog.details} - 'reason' - 'note'` })
      .where(
        and(
          eq(auditLog.entity, 'order'),
          inArray(auditLog.entityId, orderIds),
          sql`${auditLog.details} ?| array['reason', 'note']`,
        ),
      );
  },

  async anonymiseOrdersBefore(db: DbOrTx, cutoff: Date, at: Date) {
    return db
      .update(orders)
      .set(anonymisedOrder(at))
      .where(and(lt(orders.createdAt, cutoff), isNull(orders.anonymisedAt)))
      .returning({ id: orders.id });
  },

  async deleteContactMessagesOf(db: DbOrTx, email: string) {
    return db
      .delete(contactMessages)
      .where(sameAddress(contactMessages.email, email))
      .returning({ id: contactMessages.id });
  },

  async deleteContactMessagesBefore(db: DbOrTx, cutoff: Date) {
    return db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .returning({ id: contactMessages.id });
  },

  async deleteApplicationsOf(db: DbOrTx, email: string) {
    return db
      .delete(jobApplications)
      .where(sameAddress(jobApplications.email, email))
      .returning({ id: jobApplications.id, cvPath: jobApplications.cvPath });
  },

  /** Applications past their period: a year with the applicant's consent, else a few weeks. */
  async deleteApplicationsBefore(db: DbOrTx, cutoff: { withConsent: Date; without: Date }) {
    return db
      .delete(jobApplications)
      .where(
        or(
          and(eq(jobApplications.keepConsent, true), lt(jobApplications.createdAt, cutoff.withConsent)),
          and(eq(jobApplications.keepConsent, false), lt(jobApplications.createdAt, cutoff.without)),
        ),
      )
      .returning({ id: jobApplications.id, cvPath: jobApplications.cvPath });
  },

  async cvPaths(db: DbOrTx): Promise<Set<string>> {
    const rows = await db.select({ cvPath: jobApplications.cvPath }).from(jobApplications);
    return new Set(rows.flatMap((r) => (r.cvPath ? [r.cvPath] : [])));
  },

  /** E-mails to or about this address (sent ones keep who got them for a while, decision 019). */
  async deleteMailsOf(db: DbOrTx, email: string) {
    const address = email.toLowerCase();
    return db
      .delete(outbox)
      .where(
        or(
          sql`lower(${outbox.message}->>'to') = ${address}`,
          sql`lower(${outbox.message}->>'replyTo') = ${address}`,
        ),
      )
      .returning({ id: outbox.id });
  },

  async deleteRequestsBefore(db: DbOrTx, cutoff: Date) {
    return db
      .delete(privacyRequests)
      .where(lt(privacyRequests.expiresAt, cutoff))
      .returning({ tokenHash: privacyRequests.tokenHash });
  },

  async orderMonths(db: DbOrTx): Promise<number | undefined> {
    const [row] = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, ORDER_MONTHS_KEY));
    return typeof row?.value === 'number' ? row.value : undefined;
  },

  async setOrderMonths(db: DbOrTx, months: number, at: Date) {
    await db
      .insert(siteSettings)
      .values({ key: ORDER_MONTHS_KEY, value: months, updatedAt: at })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: months, updatedAt: at } });
  },
};
