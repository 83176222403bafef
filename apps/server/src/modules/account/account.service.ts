/**
 * "Mijn Gouden Haan" (issue 29 item 1, decision 049): a sign-in link by e-mail for any address, a
 * session of 90 days in an HttpOnly cookie, the customer's orders across locations, the details kept
 * only with consent, signing out everywhere, and the erasure of all of it with the customer's data.
 */
import {
  ACCOUNT_LINK_LIMITS,
  ACCOUNT_LINK_MINUTES,
  ACCOUNT_PATH,
  ACCOUNT_SESSION_DAYS,
  type AccountMe,
  type AccountOrder,
  type SavedDetails,
} from '@gh/domain/account-api';
import { inMinutes } from '@gh/domain/messages';
import { currentLang, localePath, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { inLanguage } from '../../lib/lang';
import type { RateLimiter } from '../../lib/rate-limit';
import { newToken, sha256 } from '../../lib/tokens';
import type { Outbox, OutboxMessage } from '../../mail/outbox';
import { accountRepository as repo } from './account.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export class SignInLinkInvalidError extends AppError {
  constructor() {
    super(410, m.account_link_invalid());
  }
}

export class NotSignedInError extends UnauthorizedError {
  constructor() {
    super(m.account_not_signed_in());
  }
}

export interface AccountDeps {
  db: Db;
  outbox: Outbox;
  limiter: RateLimiter;
  now: () => Date;
  siteUrl: string;
  /** A privacy link (decision 025) for an address, without a mail: export and erasure on the page. */
  privacyLink: (email: string) => Promise<string>;
  /** The address's unused privacy links stop working, in the transaction given ("Overal afmelden"). */
  voidPrivacyLinks: (tx: DbOrTx, email: string) => Promise<void>;
}

/** The sign-in link, in the language of the request that asked for it. */
export function signInMail(to: string, link: string, lang: Lang = currentLang()): OutboxMessage {
  return inLanguage(lang, () => ({
    to,
    subject: m.account_mail_subject(),
    text:
      `${m.account_mail_hello()}\n\n${m.account_mail_body({ minutes: ACCOUNT_LINK_MINUTES })}\n\n${link}\n\n` +
      `${m.account_mail_not_you()}\n\nGouden Haan\n`,
    lang,
  }));
}

const normalise = (email: string) => email.trim().toLowerCase();

export function createAccountService(deps: AccountDeps) {
  const { db, outbox, limiter, now } = deps;

  return {
    /**
     * A link to any address, known or not: the same work and answer either way (nothing tells an
     * asker whether an address is a customer). Past the client address's budget: 429; past the
     * e-mail address's 3 an hour: the same answer, without a mail, so nobody floods an inbox.
     */
    async requestLink(email: string, address: string): Promise<void> {
      const own = await limiter.hit(`account:address:${address}`, ACCOUNT_LINK_LIMITS.perAddress);
      if (!own.ok) {
        throw new TooManyRequestsError(
          m.account_too_many({ when: inMinutes(Math.ceil(own.retryAfterMs / MINUTE)) }),
          own.retryAfterMs / 1000,
        );
      }
      const normalized = normalise(email);
      // The key holds a hash: the rate limit table keeps no addresses.
      const perEmail = await limiter.hit(`account:mail:${sha256(normalized)}`, ACCOUNT_LINK_LIMITS.perEmail);
      if (!perEmail.ok) return;
      const token = newToken();
      const link = `${deps.siteUrl}${localePath(ACCOUNT_PATH, currentLang())}?token=${encodeURIComponent(token)}`;
      const at = now();
      await db.transaction(async (tx) => {
        await repo.addLink(tx, {
          tokenHash: sha256(token),
          email: normalized,
          expiresAt: new Date(at.getTime() + ACCOUNT_LINK_MINUTES * MINUTE),
          at,
        });
        await outbox.add(tx, signInMail(normalized, link));
      });
      outbox.wake();
    },

    /** Uses up a link (once, within its 30 minutes) and opens a session: its token, for the cookie. */
    async signIn(token: string): Promise<{ email: string; session: string; expiresAt: Date }> {
      const at = now();
      const session = newToken();
      const expiresAt = new Date(at.getTime() + ACCOUNT_SESSION_DAYS * DAY);
      const email = await db.transaction(async (tx) => {
        const owner = await repo.useLink(tx, sha256(token), at);
        if (!owner) throw new SignInLinkInvalidError();
        await repo.ensureAccount(tx, owner, at);
        await repo.addSession(tx, { idHash: sha256(session), email: owner, expiresAt, at });
        return owner;
      });
      await repo.purgeExpired(db, at);
      return { email, session, expiresAt };
    },

    /** The signed-in address of a session token, or null (none, unknown, ended or expired). */
    async customerOf(session: string | undefined): Promise<{ email: string } | null> {
      if (!session || session.length > 100) return null;
      const email = await repo.sessionEmail(db, sha256(session), now());
      return email ? { email } : null;
    },

    async signOut(session: string): Promise<void> {
      await repo.deleteSession(db, sha256(session));
    },

    /**
     * "Overal afmelden": every session of the address ends, on every device, and nothing issued
     * before lets anyone in again: its unused sign-in links and privacy links stop working too.
     */
    async signOutEverywhere(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.deleteSessionsOf(tx, email);
        await repo.deleteLinksOf(tx, email);
        await deps.voidPrivacyLinks(tx, email);
      });
    },

    async orders(email: string): Promise<AccountOrder[]> {
      const rows = await repo.ordersOf(db, email);
      return rows.map((o) => ({
        publicId: o.publicId,
        number: o.number,
        location: o.location,
        total: o.totalCents / 100,
        status: o.status as AccountOrder['status'],
        createdAt: o.createdAt.toISOString(),
      }));
    },

    async me(email: string): Promise<AccountMe> {
      const account = await repo.account(db, email);
      return { email, details: account?.consentedAt ? (account.details ?? null) : null };
    },

    /** Keeps the details with consent; without it, whatever was kept is gone. */
    async setDetails(email: string, details: SavedDetails | null): Promise<AccountMe> {
      await repo.setDetails(db, email, details, now());
      return { email, details };
    },

    privacyLink: (email: string) => deps.privacyLink(email),

    /** For the privacy module's erasure, in its transaction: account, details, sessions and links. */
    async erase(tx: DbOrTx, email: string): Promise<void> {
      await repo.eraseAll(tx, normalise(email));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
