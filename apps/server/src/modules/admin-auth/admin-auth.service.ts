/** Admin sign-in: argon2id passwords, server-side sessions, throttling and password reset by e-mail. */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ADMIN_MESSAGES, RESET_TOKEN_MINUTES } from '@gh/domain/admin';
import type { Db } from '../../db/client';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { adminRepository as repo, type AdminUserRow } from './admin-auth.repository';
import { isCommonPassword } from './common-passwords';

export const SESSION_HOURS = 12;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Argon2id (the library's default algorithm) with OWASP's recommended cost. */
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON);
}

/** A hash to verify against for unknown accounts, so a wrong address costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Sign-in throttling. Per account: after 5 failures within 15 minutes a lockout of 30 s that doubles
 * with each further failure, capped at 5 minutes, so an attacker can never lock the owner out for
 * long. Per client address: after 20 failures, 1 minute doubling to at most 15 minutes.
 */
export const THROTTLE = {
  windowMs: 15 * MINUTE,
  account: { threshold: 5, baseMs: 30_000, capMs: 5 * MINUTE },
  address: { threshold: 20, baseMs: 60_000, capMs: 15 * MINUTE },
};

export function lockoutMs(failures: number, policy: { threshold: number; baseMs: number; capMs: number }) {
  if (failures < policy.threshold) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** (failures - policy.threshold));
}

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** Where links in e-mails point: PUBLIC_URL, or the configured local address; never the Host header. */
  siteUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

export function checkPasswordPolicy(password: string): void {
  if (isCommonPassword(password)) throw new ValidationError(ADMIN_MESSAGES.passwordTooCommon);
}

export function createAuthService(deps: AuthDeps) {
  const { db, mailer, now } = deps;

  async function blockedFor(keys: string[]): Promise<number> {
    let ms = 0;
    for (const key of keys) {
      const row = await repo.throttle(db, key);
      if (row?.blockedUntil) ms = Math.max(ms, row.blockedUntil.getTime() - now().getTime());
    }
    return ms;
  }

  async function recordFailure(key: string, policy: typeof THROTTLE.account): Promise<void> {
    const row = await repo.throttle(db, key);
    const at = now();
    const fresh = !row || at.getTime() - row.windowStart.getTime() > THROTTLE.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const lock = lockoutMs(failures, policy);
    await repo.saveThrottle(db, {
      key,
      failures,
      windowStart: fresh ? at : row.windowStart,
      blockedUntil: lock > 0 ? new Date(at.getTime() + lock) : null,
    });
  }

  function tooMany(ms: number): TooManyRequestsError {
    return new TooManyRequestsError(ADMIN_MESSAGES.tooManyAttempts(Math.ceil(ms / MINUTE)), ms / 1000);
  }

  async function startSession(user: AdminUserRow): Promise<string> {
    const token = newToken();
    await repo.insertSession(db, sha256(token), user.id, new Date(now().getTime() + SESSION_HOURS * HOUR));
    return token;
  }

  function sendLater(message: Parameters<Mailer['send']>[0]): void {
    mailer.send(message).catch((err) => deps.log.error({ err }, 'admin mail failed'));
  }

  return {
    /** Returns a new session token; throws 401 for a wrong address or password, 429 when throttled. */
    async login(email: string, password: string, address: string): Promise<string> {
      const accountKey = `account:${email.toLowerCase()}`;
      const addressKey = `address:${address}`;
      const blocked = await blockedFor([accountKey, addressKey]);
      if (blocked > 0) throw tooMany(blocked);

      const user = await repo.userByEmail(db, email);
      dummyHash ??= hashPassword(newToken());
      const ok = await verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
      if (!user || !ok) {
        await recordFailure(accountKey, THROTTLE.account);
        await recordFailure(addressKey, THROTTLE.address);
        const after = await blockedFor([accountKey, addressKey]);
        if (after > 0) throw tooMany(after);
        throw new UnauthorizedError(ADMIN_MESSAGES.loginFailed);
      }
      await repo.clearThrottle(db, accountKey);
      await repo.clearThrottle(db, addressKey);
      await repo.deleteExpiredSessions(db, now());
      return startSession(user);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(db, sha256(token));
    },

    /** The signed-in account of a token, extending the session when it is past half its life. */
    async authenticate(token: string | undefined) {
      if (!token || token.length > 100) return undefined;
      const id = sha256(token);
      const at = now();
      const row = await repo.sessionWithUser(db, id, at);
      if (!row) return undefined;
      if (row.session.expiresAt.getTime() - at.getTime() < (SESSION_HOURS * HOUR) / 2) {
        await repo.extendSession(db, id, new Date(at.getTime() + SESSION_HOURS * HOUR));
      }
      return row.user;
    },

    /** Always resolves the same way; a known account gets a link by e-mail, older links stop working. */
    async requestReset(email: string): Promise<void> {
      const user = await repo.userByEmail(db, email);
      if (!user) return;
      const token = newToken();
      await repo.replaceResetToken(
        db,
        user.id,
        sha256(token),
        new Date(now().getTime() + RESET_TOKEN_MINUTES * MINUTE),
      );
      const link = `${deps.siteUrl}/admin/new-password?token=${encodeURIComponent(token)}`;
      sendLater({
        to: user.email,
        subject: 'Nieuw wachtwoord instellen voor Gouden Haan',
        text:
          `Hallo${user.name ? ` ${user.name}` : ''},\n\n` +
          `Iemand (hopelijk jij) vroeg een nieuw wachtwoord aan voor het beheer van Gouden Haan.\n` +
          `Stel je nieuwe wachtwoord in via deze link; hij werkt ${RESET_TOKEN_MINUTES} minuten en één keer:\n\n${link}\n\n` +
          `Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft zoals het was.\n`,
      });
    },

    async setNewPassword(token: string, password: string): Promise<void> {
      checkPasswordPolicy(password);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const found = await repo.consumeResetToken(tx, sha256(token), now());
        if (!found) return undefined;
        await repo.setPassword(tx, found.id, passwordHash, now());
        await repo.deleteSessionsOf(tx, found.id);
        await repo.audit(tx, {
          userId: found.id,
          userEmail: found.email,
          action: 'password_reset',
          entity: 'admin_user',
          entityId: found.id,
        });
        return found;
      });
      if (!user) throw new ValidationError(ADMIN_MESSAGES.resetInvalid);
      sendLater({
        to: user.email,
        subject: 'Je wachtwoord voor Gouden Haan is gewijzigd',
        text:
          `Hallo${user.name ? ` ${user.name}` : ''},\n\n` +
          `Het wachtwoord van je beheeraccount is zojuist gewijzigd. Je bent overal uitgelogd; log opnieuw in met je nieuwe wachtwoord.\n\n` +
          `Was jij dit niet? Vraag dan meteen een nieuw wachtwoord aan via ${deps.siteUrl}/admin/reset-password en neem contact op met de eigenaar.\n`,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
