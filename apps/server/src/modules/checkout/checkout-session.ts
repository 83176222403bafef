/**
 * How checkout finds the visitor's session. Until the session module lands this reads the
 * `gh_session` cookie itself (sessions.id is the SHA-256 hex of the cookie token); wiring it to the
 * session module is one line in app.ts: `resolveSession: async (r) => (await readSession(db, r))?.id ?? null`.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionResolver = (request: FastifyRequest) => Promise<string | null>;

export function cookieSessionResolver(db: Db, now: () => Date): SessionResolver {
  return async (request) => {
    const token = request.cookies.gh_session;
    if (!token || token.length > 200) return null;
    const id = createHash('sha256').update(token).digest('hex');
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now())));
    return row?.id ?? null;
  };
}
