/**
 * The visitor session: an HttpOnly cookie `gh_session` holds a random token, the database keeps only
 * its SHA-256 (`sessions.id`), and every use slides the idle expiry forward.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';

export const SESSION_COOKIE = 'gh_session';
/** The cookie outlives the idle expiry so that an expired session is recognised (spec: 403 on load). */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const PURGE_INTERVAL_MS = 15 * 60 * 1000;

export interface SessionOptions {
  idleMinutes: number;
  secure: boolean;
  now: () => Date;
}

export interface VisitorSession {
  id: string;
  /** The location of the cart's items, null while the cart is empty. */
  location: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    visitorSessions: SessionOptions;
  }
}

/** Makes the session options available to every module (readSession/ensureSession read them). */
export function registerSessions(
  app: FastifyInstance,
  deps: { config: Config; db: DbOrTx; now?: (() => Date) | undefined },
): void {
  const options: SessionOptions = {
    idleMinutes: deps.config.SESSION_IDLE_MINUTES,
    secure: deps.config.production,
    now: deps.now ?? (() => new Date()),
  };
  app.decorate('visitorSessions', options);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredSessions(deps.db, options.now()).catch((err: unknown) => {
        app.log.warn({ err }, 'purging expired sessions failed');
      });
    }, PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.cookies[SESSION_COOKIE] !== undefined;
}

/** The session id (the hash) named by the request's cookie, or null when there is no usable cookie. */
export function sessionIdFromRequest(request: FastifyRequest): string | null {
  // Any value counts: a malformed or forged token is simply an unknown session.
  const token = request.cookies[SESSION_COOKIE];
  return token !== undefined && token !== '' ? hashToken(token) : null;
}

export function sessionClock(request: FastifyRequest): { now: Date; expiresAt: Date } {
  const options = request.server.visitorSessions;
  const now = options.now();
  return { now, expiresAt: new Date(now.getTime() + options.idleMinutes * 60_000) };
}

/** A new token with its cookie set on the reply; the caller stores `id` in the same statement as its write. */
export function issueSession(request: FastifyRequest, reply: FastifyReply): { id: string } {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.visitorSessions.secure,
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
  return { id: hashToken(token) };
}

/** The request's valid session (its idle expiry slid forward), or null when absent, unknown or expired. */
export async function readSession(db: DbOrTx, request: FastifyRequest): Promise<VisitorSession | null> {
  const id = sessionIdFromRequest(request);
  if (!id) return null;
  const { now, expiresAt } = sessionClock(request);
  const result = await db.execute(sql`
    update sessions set expires_at = ${expiresAt.toISOString()}::timestamptz
    where id = ${id} and expires_at > ${now.toISOString()}::timestamptz
    returning id, location`);
  const row = (result as unknown as { rows: VisitorSession[] }).rows[0];
  return row ? { id: row.id, location: row.location } : null;
}

/**
 * Starts a fresh session (cookie and row), replacing the request's expired or unknown one.
 * One statement: the expired row, if any, goes in the same round trip.
 */
export async function startSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<VisitorSession> {
  const old = sessionIdFromRequest(request);
  const { now, expiresAt } = sessionClock(request);
  const { id } = issueSession(request, reply);
  await db.execute(sql`
    with old as (
      delete from sessions where id = ${old} and expires_at <= ${now.toISOString()}::timestamptz
    )
    insert into sessions (id, expires_at) values (${id}, ${expiresAt.toISOString()}::timestamptz)`);
  return { id, location: null };
}

/** The request's valid session, or a fresh one (cookie set on the reply) when it has none. */
export async function ensureSession(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<VisitorSession & { created: boolean }> {
  const existing = await readSession(db, request);
  if (existing) return { ...existing, created: false };
  return { ...(await startSession(db, request, reply)), created: true };
}

/** Drops expired sessions; their cart lines go with them (ON DELETE CASCADE). */
export async function purgeExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(sql`delete from sessions where expires_at <= ${now.toISOString()}::timestamptz`);
}
