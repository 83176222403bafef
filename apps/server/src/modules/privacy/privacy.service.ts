/**
 * Privacy requests and retention (issue 21, decision 025): a customer asks for a link by e-mail,
 * downloads what we hold on that address and may have it erased; a sweep anonymises and deletes what
 * has passed its period. Orders keep what the tax authority needs; everything else personal goes.
 */
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { orderRef } from '@gh/domain';
import { creditNoteNumber } from '@gh/domain/refunds';
import {
  PRIVACY_LINK_HOURS,
  PRIVACY_MESSAGES,
  PRIVACY_REQUEST_LIMITS,
  PRIVACY_REQUEST_PATH,
  PRIVACY_RETENTION,
} from '@gh/domain/privacy';
import type { PrivacyOverview, PrivacyPolicy } from '@gh/domain/privacy-api';
import { currentLang, localePath, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { publishMenuChanged } from '../../db/channels';
import { type Actor, audit, recordAudit } from '../../lib/audit';
import { AppError, ConflictError, TooManyRequestsError } from '../../lib/errors';
import { inLanguage } from '../../lib/lang';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Outbox, OutboxMessage } from '../../mail/outbox';
import { newToken, sha256 } from '../../lib/tokens';
import { exportHtml, type ExportedCv, type PrivacyExport } from './privacy-export';
import { privacyRepository as repo } from './privacy.repository';

const HOUR = 3_600_000;
/** A CV on disk that no application names is removed once it is this old (an upload may be under way). */
const ORPHAN_CV_MS = HOUR;
/** Who the audit log names for what a customer or the sweep did: no person, so no personal data. */
const CUSTOMER = { userId: null, userEmail: 'klant (privacyverzoek)' };
const SWEEP = { userId: null, userEmail: 'systeem (bewaartermijnen)' };

export class LinkInvalidError extends AppError {
  constructor() {
    super(410, PRIVACY_MESSAGES.linkInvalid);
  }
}

export interface PrivacyDeps {
  db: Db;
  outbox: Outbox;
  limiter: RateLimiter;
  now: () => Date;
  siteUrl: string;
  /** DATA_DIR/applications, where the CVs are. */
  cvDir: string;
  /** What other modules hold on an address and erase with it, in the erasure's transaction (an account). */
  alsoErase?: ((tx: Tx, email: string) => Promise<void>) | undefined;
}

export interface SweepResult {
  orders: number;
  contactMessages: number;
  applications: number;
  cvFiles: number;
  requests: number;
}

const minus = (at: Date, unit: 'months' | 'days', amount: number): Date => {
  const d = new Date(at);
  if (unit === 'months') d.setUTCMonth(d.getUTCMonth() - amount);
  else d.setUTCDate(d.getUTCDate() - amount);
  return d;
};

async function removeFile(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** The link to one's data, in the language of the request that asked for it (issue 20). */
export function requestMail(to: string, link: string, lang: Lang = currentLang()): OutboxMessage {
  return inLanguage(lang, () => ({
    to,
    subject: m.mail_privacy_subject(),
    text:
      `${m.mail_privacy_hello()}\n\n${m.mail_privacy_request({ hours: PRIVACY_LINK_HOURS })}\n\n${link}\n\n` +
      `${m.mail_privacy_not_you()}\n\nGouden Haan\n`,
    lang,
  }));
}

export function createPrivacyService(deps: PrivacyDeps) {
  const { db, outbox, limiter, now } = deps;

  /** The link's address, or 410 when it is unknown, expired or used. */
  async function openRequest(token: string): Promise<{ email: string; expiresAt: Date }> {
    const row = await repo.findRequest(db, sha256(token));
    if (!row || row.usedAt || row.expiresAt <= now()) throw new LinkInvalidError();
    return row;
  }

  async function readCv(cvPath: string | null, filename: string | null): Promise<ExportedCv | null> {
    if (!cvPath) return null;
    const data = await readFile(cvPath).catch(() => null);
    return {
      filename: filename ?? 'cv.pdf',
      contentType: 'application/pdf',
      base64: data?.toString('base64') ?? null,
    };
  }

  async function addRequest(tx: DbOrTx, email: string): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + PRIVACY_LINK_HOURS * HOUR);
    await repo.addRequest(tx, { tokenHash: sha256(token), email, expiresAt });
    return token;
  }

  async function orderMonths(): Promise<number> {
    return (await repo.orderMonths(db)) ?? PRIVACY_RETENTION.defaultOrderMonths;
  }

  return {
    /**
     * Sends a link to the address, known or not: the same work, answer and time either way, and the
     * mail itself says nothing about what we hold. Past the limit of the client address: 429; past
     * the limit of the e-mail address: the same answer, without a mail.
     */
    async request(email: string, address: string): Promise<void> {
      const own = await limiter.hit(`privacy:address:${address}`, PRIVACY_REQUEST_LIMITS.perAddress);
      if (!own.ok) {
        throw new TooManyRequestsError(
          PRIVACY_MESSAGES.tooManyFromAddress(Math.ceil(own.retryAfterMs / 60_000)),
          own.retryAfterMs / 1000,
        );
      }
      const normalized = email.trim().toLowerCase();
      // The key holds a hash: the rate limit table keeps no addresses.
      const perEmail = await limiter.hit(
        `privacy:mail:${sha256(normalized)}`,
        PRIVACY_REQUEST_LIMITS.perEmail,
      );
      if (!perEmail.ok) return;
      await db.transaction(async (tx) => {
        const token = await addRequest(tx, normalized);
        const link = `${deps.siteUrl}${localePath(PRIVACY_REQUEST_PATH, currentLang())}?token=${encodeURIComponent(token)}`;
        await outbox.add(tx, requestMail(normalized, link));
      });
      outbox.wake();
    },

    /** A link's token for an address whose owner is known already (a signed-in customer): no mail. */
    linkFor: (email: string) => addRequest(db, email.trim().toLowerCase()),
    /** The address's unused links stop working (its owner signed out everywhere). */
    voidLinksOf: (tx: DbOrTx, email: string) => repo.deleteOpenRequestsOf(tx, email),

    async overview(token: string): Promise<PrivacyOverview> {
      const { email, expiresAt } = await openRequest(token);
      const [orders, messages, applications] = await Promise.all([
        repo.ordersOf(db, email),
        repo.contactMessagesOf(db, email),
        repo.applicationsOf(db, email),
      ]);
      return {
        email,
        expiresAt: expiresAt.toISOString(),
        orders: orders.length,
        contactMessages: messages.length,
        applications: applications.length,
      };
    },

    async export(token: string): Promise<PrivacyExport> {
      const { email } = await openRequest(token);
      const [orders, messages, applications] = await Promise.all([
        repo.ordersOf(db, email),
        repo.contactMessagesOf(db, email),
        repo.applicationsOf(db, email),
      ]);
      const [payments, refunds] = await Promise.all([
        repo.paymentsOf(
          db,
          orders.map((o) => o.id),
        ),
        repo.refundsOf(
          db,
          orders.map((o) => o.id),
        ),
      ]);
      return {
        email,
        exportedAt: now().toISOString(),
        orders: orders.map((o) => ({
          number: o.number,
          reference: orderRef(o.number),
          location: o.locationSlug,
          status: o.status,
          fulfilment: o.fulfilment,
          name: o.customerName,
          email: o.email,
          phone: o.phone,
          address:
            o.fulfilment === 'delivery'
              ? {
                  street: o.street,
                  houseNumber: o.houseNumber,
                  addition: o.addition,
                  postcode: o.postcode,
                  city: o.city,
                }
              : null,
          remarks: o.remarks,
          expectedAt: o.expectedAt.toISOString(),
          placedAt: o.createdAt.toISOString(),
          paidAt: o.paidAt?.toISOString() ?? null,
          lines: o.lines,
          subtotalCents: o.subtotalCents,
          deliveryFeeCents: o.deliveryFeeCents,
          totalCents: o.totalCents,
          vatCents: o.vatCents,
          payments: payments
            .filter((p) => p.orderId === o.id)
            .map((p) => ({
              id: p.id,
              provider: p.provider,
              status: p.status,
              amountCents: p.amountCents,
              createdAt: p.createdAt.toISOString(),
            })),
          refunds: refunds
            .filter((r) => r.orderId === o.id)
            .map((r) => ({
              creditNote: creditNoteNumber(r.number),
              amountCents: r.amountCents,
              reason: r.reason,
              createdAt: r.createdAt.toISOString(),
              refundedAt: r.refundedAt?.toISOString() ?? null,
            })),
        })),
        contactMessages: messages.map((m) => ({
          location: m.locationSlug,
          subject: m.subject,
          message: m.message,
          name: m.name,
          sentAt: m.createdAt.toISOString(),
        })),
        applications: await Promise.all(
          applications.map(async ({ application: a, vacancy }) => ({
            vacancy,
            name: a.name,
            email: a.email,
            phone: a.phone,
            motivation: a.motivation,
            keepForAYear: a.keepConsent,
            sentAt: a.createdAt.toISOString(),
            cv: await readCv(a.cvPath, a.cvFilename),
          })),
        ),
      };
    },

    exportHtml,

    /**
     * Erases what we hold on the link's address: orders anonymised (lines, amounts, VAT, dates and
     * payments stay for the tax authority), messages and applications deleted, CVs removed from
     * disk, mails to or about the address dropped. The same link again answers as done.
     */
    async erase(token: string): Promise<void> {
      const at = now();
      const tokenHash = sha256(token);
      const done = await db.transaction(async (tx) => {
        const row = await repo.findRequest(tx, tokenHash, { lock: true });
        if (!row || row.expiresAt <= at) throw new LinkInvalidError();
        if (row.usedAt) return null;
        if ((await repo.openOrderCount(tx, row.email)) > 0)
          throw new ConflictError(PRIVACY_MESSAGES.openOrder);
        const orders = await repo.anonymiseOrdersOf(tx, row.email, at);
        await repo.eraseStaffTextOf(
          tx,
          orders.map((o) => o.id),
        );
        const messages = await repo.deleteContactMessagesOf(tx, row.email);
        const applications = await repo.deleteApplicationsOf(tx, row.email);
        const mails = await repo.deleteMailsOf(tx, row.email);
        await deps.alsoErase?.(tx, row.email);
        await repo.useRequest(tx, tokenHash, row.email, at);
        await recordAudit(tx, {
          ...CUSTOMER,
          action: 'privacy_erased',
          entity: 'privacy_request',
          // Which orders lost their personal data, so the books still explain themselves; no address.
          details: {
            orders: orders.map((o) => o.number),
            contactMessages: messages.length,
            applications: applications.length,
            mails: mails.length,
          },
        });
        return applications;
      });
      // After the commit: a file whose row is gone is found by the sweep if this process dies here.
      for (const application of done ?? []) if (application.cvPath) await removeFile(application.cvPath);
    },

    async policy(): Promise<PrivacyPolicy> {
      return {
        orderMonths: await orderMonths(),
        contactMonths: PRIVACY_RETENTION.contactMonths,
        applicationWeeks: PRIVACY_RETENTION.applicationWeeks,
        applicationConsentMonths: PRIVACY_RETENTION.applicationConsentMonths,
        taxYears: PRIVACY_RETENTION.taxYears,
        linkHours: PRIVACY_LINK_HOURS,
      };
    },

    orderMonths,

    async setOrderMonths(actor: Actor, months: number): Promise<number> {
      await db.transaction(async (tx) => {
        const before = (await repo.orderMonths(tx)) ?? PRIVACY_RETENTION.defaultOrderMonths;
        await repo.setOrderMonths(tx, months, now());
        await audit(tx, actor, 'privacy_retention_updated', 'setting', 'order_retention_months', {
          before,
          after: months,
        });
        // The privacy page states the period: every instance drops its rendered pages.
        await publishMenuChanged(tx, 'pages');
      });
      return months;
    },

    /** One pass of the retention periods at `now()`; safe to run on several instances at once. */
    async sweep(): Promise<SweepResult> {
      const at = now();
      const months = await orderMonths();
      const result = await db.transaction(async (tx) => {
        const orders = await repo.anonymiseOrdersBefore(tx, minus(at, 'months', months), at);
        await repo.eraseStaffTextOf(
          tx,
          orders.map((o) => o.id),
        );
        const messages = await repo.deleteContactMessagesBefore(
          tx,
          minus(at, 'months', PRIVACY_RETENTION.contactMonths),
        );
        const applications = await repo.deleteApplicationsBefore(tx, {
          withConsent: minus(at, 'months', PRIVACY_RETENTION.applicationConsentMonths),
          without: minus(at, 'days', PRIVACY_RETENTION.applicationWeeks * 7),
        });
        const requests = await repo.deleteRequestsBefore(tx, minus(at, 'days', 1));
        if (orders.length + messages.length + applications.length > 0) {
          await recordAudit(tx, {
            ...SWEEP,
            action: 'privacy_retention',
            entity: 'retention',
            details: {
              orders: orders.length,
              contactMessages: messages.length,
              applications: applications.length,
            },
          });
        }
        return { orders, messages, applications, requests };
      });
      let cvFiles = 0;
      for (const a of result.applications) if (a.cvPath && (await removeFile(a.cvPath))) cvFiles++;
      cvFiles += await removeOrphanCvs();
      return {
        orders: result.orders.length,
        contactMessages: result.messages.length,
        applications: result.applications.length,
        cvFiles,
        requests: result.requests.length,
      };
    },
  };

  /** CVs on disk that no application names (an erasure or sweep that died after its commit). */
  async function removeOrphanCvs(): Promise<number> {
    const names = await readdir(deps.cvDir).catch(() => [] as string[]);
    if (names.length === 0) return 0;
    const known = await repo.cvPaths(db);
    let removed = 0;
    for (const name of names) {
      const file = path.join(deps.cvDir, name);
      if (known.has(file)) continue;
      const info = await stat(file).catch(() => null);
      // The file's age by the machine's clock, which wrote its mtime.
      if (!info?.isFile() || Date.now() - info.mtimeMs < ORPHAN_CV_MS) continue;
      if (await removeFile(file)) removed++;
    }
    return removed;
  }
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
