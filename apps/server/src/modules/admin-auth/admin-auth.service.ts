/** Admin sign-in: argon2id passwords, server-side sessions, throttling and password reset by e-mail. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ADMIN_MESSAGES, RESET_TOKEN_MINUTES } from '@gh/domain/admin';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { newToken, sha256 } from '../../lib/tokens';
import type { Outbox } from '../../mail/outbox';
import { adminRepository as repo, type AdminUserRow } from './admin-auth.repository';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password-hashing';

export { hashPassword };

export const SESSION_HOURS = 12;
/** However busy, a session ends this long after sign-in: a stolen cookie does not live for ever. */
export const SESSION_MAX_DAYS = 7;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A hash to verify against for unknown accounts, so a wrong address costs as long as a wrong password
 * and the time of an answer does not tell which addresses have an account. It costs a verify like any
 * other attempt: the throttle below bounds it per address and the hashing gate per process.
 */
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(newToken()).catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}

/**
 * Sign-in throttling (decision 012): failures in a 15-minute window, counted per key, each with a
 * lockout that starts at its threshold and doubles per further failure up to its cap.
 * - pair, an account from one client address: after 5, 30 s up to 5 minutes (someone mistyping);
 * - address, any account from one client address: after 20, 1 minute up to 15 minutes;
 * - account, from every address together: after 20, 1 minute up to 15 minutes.
 * A browser that signed in to the account before (it holds a device cookie) is held to the pair limit
 * only, so an attacker elsewhere can never lock the owner out of their own device.
 * The address budget is shared by the three routes that could make the server hash for a stranger
 * (decision 045): a sign-in, a reset request and a new password each count on it before anything
 * else, and only a right password or a link that worked gives its count back.
 */
export const THROTTLE = {
  windowMs: 15 * MINUTE,
  pair: { threshold: 5, baseMs: 30_000, capMs: 5 * MINUTE },
  address: { threshold: 20, baseMs: 60_000, capMs: 15 * MINUTE },
  account: { threshold: 20, baseMs: 60_000, capMs: 15 * MINUTE },
};

/** Reset e-mails per account (decision 019): at most 3 in any hour, whoever asks. */
export const RESET_MAIL_LIMIT = { max: 3, windowMs: HOUR };

/** How long a device cookie vouches for a browser that signed in before. */
export const DEVICE_DAYS = 30;

export interface AuthDeps {
  db: Db;
  outbox: Outbox;
  limiter: RateLimiter;
  now: () => Date;
  /** Where links in e-mails point: PUBLIC_URL, or the configured local address; never the Host header. */
  siteUrl: string;
}

export function checkPasswordPolicy(password: string): void {
  if (isCommonPassword(password)) throw new ValidationError(ADMIN_MESSAGES.passwordTooCommon);
}

/**
 * How long this process trusts a lockout it read in the database without reading it again: a flood
 * from a locked-out address is answered 429 without a query (issue 26 item 2), and a lockout taken
 * back on another instance (a right password) is seen here this long after at most.
 */
const BLOCK_CACHE_MS = 60_000;

export function createAuthService(deps: AuthDeps) {
  const { db, outbox, now } = deps;
  /** Lockouts seen in the database, by key: until when this process answers 429 without asking. */
  const blocked = new Map<string, number>();

  function cachedWait(keys: string[]): number {
    const at = now().getTime();
    let ms = 0;
    for (const key of keys) {
      const until = blocked.get(key);
      if (until === undefined) continue;
      if (until > at) ms = Math.max(ms, until - at);
      else blocked.delete(key);
    }
    return ms;
  }

  function forget(key: string): void {
    blocked.delete(key);
  }

  async function blockedFor(keys: string[]): Promise<number> {
    const cached = cachedWait(keys);
    if (cached > 0) return cached;
    let ms = 0;
    const at = now().getTime();
    for (const key of keys) {
      const row = await repo.throttle(db, key);
      if (!row?.blockedUntil || row.blockedUntil.getTime() <= at) continue;
      ms = Math.max(ms, row.blockedUntil.getTime() - at);
      if (blocked.size >= 10_000) blocked.clear();
      blocked.set(key, Math.min(row.blockedUntil.getTime(), at + BLOCK_CACHE_MS));
    }
    return ms;
  }

  async function uncount(key: string): Promise<void> {
    forget(key);
    await repo.uncountAttempt(db, key);
  }

  /**
   * Counts the attempt on every key before the password is checked, so attempts in parallel cannot
   * slip past a threshold together. Returns how long the caller must wait instead (0: go ahead), and
   * whether this attempt, should it fail, starts a lockout.
   */
  async function admit(keys: [string, typeof THROTTLE.pair][]): Promise<{ wait: number; locks: boolean }> {
    const blocked = await blockedFor(keys.map(([key]) => key));
    if (blocked > 0) return { wait: blocked, locks: false };
    const counted: string[] = [];
    let locks = false;
    for (const [key, policy] of keys) {
      const failures = await repo.countAttempt(db, key, now(), { windowMs: THROTTLE.windowMs, ...policy });
      if (failures === undefined) {
        for (const done of counted) await uncount(done);
        return { wait: Math.max(1000, await blockedFor([key])), locks: false };
      }
      counted.push(key);
      locks ||= failures >= policy.threshold;
    }
    return { wait: 0, locks };
  }

  /** The device cookie's proof: keyed with the password hash, so a new password voids every device. */
  function deviceProof(user: AdminUserRow, issuedAt: number): string {
    return createHmac('sha256', user.passwordHash).update(`${user.id}.${issuedAt}`).digest('base64url');
  }

  function isKnownDevice(cookie: string | undefined, user: AdminUserRow | undefined): boolean {
    const [id, issued, proof] = cookie?.split('.') ?? [];
    if (!user || id !== user.id || !proof) return false;
    const issuedAt = Number(issued);
    const age = now().getTime() - issuedAt;
    if (!Number.isSafeInteger(issuedAt) || age < -MINUTE || age > DEVICE_DAYS * 24 * HOUR) return false;
    const expected = Buffer.from(deviceProof(user, issuedAt));
    const given = Buffer.from(proof);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  function tooMany(ms: number): TooManyRequestsError {
    return new TooManyRequestsError(ADMIN_MESSAGES.tooManyAttempts(Math.ceil(ms / MINUTE)), ms / 1000);
  }

  /**
   * Counts a reset request or a new password on the client address's sign-in budget (decision 045),
   * before anything is looked up; throws 429 while the address is locked out.
   */
  async function admitAddress(address: string): Promise<void> {
    const { wait } = await admit([[`address:${address}`, THROTTLE.address]]);
    if (wait > 0)
      throw new TooManyRequestsError(ADMIN_MESSAGES.tooManyRequests(Math.ceil(wait / MINUTE)), wait / 1000);
  }

  /** A new session, unless the password changed while it was being checked. */
  async function startSession(user: AdminUserRow): Promise<string | undefined> {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + SESSION_HOURS * HOUR);
    return (await repo.insertSessionIfPassword(db, sha256(token), user, expiresAt, at)) ? token : undefined;
  }

  return {
    /**
     * Returns a new session token and a device cookie for the browser; throws 401 for a wrong address
     * or password, 429 when throttled.
     */
    async login(
      email: string,
      password: string,
      address: string,
      device: string | undefined,
    ): Promise<{ token: string; device: string }> {
      const pairKey = `pair:${email.toLowerCase()}|${address}`;
      // A browser without a device cookie is held to every budget: a lockout this process has seen
      // answers before anything is read.
      if (device === undefined) {
        const wait = cachedWait([pairKey, `address:${address}`, `account:${email.toLowerCase()}`]);
        if (wait > 0) throw tooMany(wait);
      }
      // An invited or deactivated account answers as an unknown one, in text and in time (decision 047).
      const found = await repo.userByEmail(db, email);
      const user = found?.status === 'active' ? found : undefined;
      const keys: [string, typeof THROTTLE.pair][] = [[pairKey, THROTTLE.pair]];
      if (!isKnownDevice(device, user)) {
        keys.push(
          [`address:${address}`, THROTTLE.address],
          [`account:${email.toLowerCase()}`, THROTTLE.account],
        );
      }
      const { wait, locks } = await admit(keys);
      if (wait > 0) throw tooMany(wait);

      let ok: boolean;
      try {
        ok = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
      } catch (err) {
        // Too busy to check it (the hashing gate): an attempt never checked is no failure.
        for (const [key] of keys) await uncount(key);
        throw err;
      }
      const token = user && ok ? await startSession(user) : undefined;
      if (!user || !token) {
        if (locks) throw tooMany(await blockedFor(keys.map(([key]) => key)));
        throw new UnauthorizedError(ADMIN_MESSAGES.loginFailed);
      }
      forget(pairKey);
      await repo.clearThrottle(db, pairKey);
      for (const [key] of keys.slice(1)) await uncount(key);
      await repo.deleteExpiredSessions(db, now());
      const issuedAt = now().getTime();
      return { token, device: `${user.id}.${issuedAt}.${deviceProof(user, issuedAt)}` };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(db, sha256(token));
    },

    /**
     * The signed-in account of a token, extending the session when it is past half its life, but
     * never beyond SESSION_MAX_DAYS after sign-in.
     */
    async authenticate(token: string | undefined) {
      if (!token || token.length > 100) return undefined;
      const id = sha256(token);
      const at = now();
      const row = await repo.sessionWithUser(db, id, at);
      if (!row) return undefined;
      const end = row.session.createdAt.getTime() + SESSION_MAX_DAYS * DAY;
      if (end <= at.getTime()) {
        await repo.deleteSession(db, id);
        return undefined;
      }
      if (row.session.expiresAt.getTime() - at.getTime() < (SESSION_HOURS * HOUR) / 2) {
        const extended = Math.min(at.getTime() + SESSION_HOURS * HOUR, end);
        if (extended > row.session.expiresAt.getTime()) await repo.extendSession(db, id, new Date(extended));
      }
      return row.user;
    },

    admitAddress,

    /**
     * Always resolves the same way. A known account gets a link by e-mail, at most RESET_MAIL_LIMIT
     * of them in any hour; links sent before stay valid until they expire or one of them is used.
     * The route counts the request on its address first (`admitAddress`).
     */
    async requestReset(email: string): Promise<void> {
      const user = await repo.userByEmail(db, email);
      // Deactivated: as unknown. Invited: the owner sends the invitation again (decision 047).
      if (user?.status !== 'active') return;
      if (!(await deps.limiter.hit(`reset-mail:${user.id}`, RESET_MAIL_LIMIT)).ok) return;
      const token = newToken();
      const link = `${deps.siteUrl}/admin/new-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await repo.addResetToken(
          tx,
          user.id,
          sha256(token),
          new Date(now().getTime() + RESET_TOKEN_MINUTES * MINUTE),
          now(),
        );
        await outbox.add(tx, {
          to: user.email,
          subject: 'Nieuw wachtwoord instellen voor Gouden Haan',
          text:
            `Hallo${user.name ? ` ${user.name}` : ''},\n\n` +
            `Iemand (hopelijk jij) vroeg een nieuw wachtwoord aan voor het beheer van Gouden Haan.\n` +
            `Stel je nieuwe wachtwoord in via deze link; hij werkt ${RESET_TOKEN_MINUTES} minuten en één keer:\n\n${link}\n\n` +
            `Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft zoals het was.\n`,
        });
      });
      outbox.wake();
    },

    /**
     * Cheap checks before the hash (issue 26 item 2): the address's budget, then the link, then the
     * policy; only a link that exists, is unused and unexpired gets its password hashed. A password set
     * gives the address its count back. A valid link is not held to the account's budget: it proves
     * the mailbox, as a device cookie proves a browser, so a stranger's attack on the account never
     * keeps its owner from setting a new password (decision 019).
     */
    async setNewPassword(token: string, password: string, address: string): Promise<void> {
      await admitAddress(address);
      const addressKey = `address:${address}`;
      if (!(await repo.findValidResetToken(db, sha256(token), now())))
        throw new ValidationError(ADMIN_MESSAGES.resetInvalid);
      checkPasswordPolicy(password);
      let passwordHash: string;
      try {
        passwordHash = await hashPassword(password);
      } catch (err) {
        await uncount(addressKey);
        throw err;
      }
      const user = await db.transaction(async (tx) => {
        const found = await repo.consumeResetToken(tx, sha256(token), now());
        if (found?.status !== 'active') return undefined;
        await repo.setPassword(tx, found.id, passwordHash, now());
        await repo.deleteSessionsOf(tx, found.id);
        await recordAudit(tx, {
          userId: found.id,
          userEmail: found.email,
          action: 'password_reset',
          entity: 'admin_user',
          entityId: found.id,
        });
        await outbox.add(tx, passwordChangedMail(found, deps.siteUrl));
        return found;
      });
      if (!user) throw new ValidationError(ADMIN_MESSAGES.resetInvalid);
      await uncount(addressKey);
      outbox.wake();
    },
  };
}

/** Tells the account's owner that its password changed, with what to do if it was not them. */
function passwordChangedMail(user: AdminUserRow, siteUrl: string) {
  return {
    to: user.email,
    subject: 'Je wachtwoord voor Gouden Haan is gewijzigd',
    text:
      `Hallo${user.name ? ` ${user.name}` : ''},\n\n` +
      `Het wachtwoord van je beheeraccount is zojuist gewijzigd. Je bent overal uitgelogd; log opnieuw in met je nieuwe wachtwoord.\n\n` +
      `Was jij dit niet? Vraag dan meteen een nieuw wachtwoord aan via ${siteUrl}/admin/reset-password en neem contact op met de eigenaar.\n`,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
