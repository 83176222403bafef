import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, testConfig } from '../../../test/helpers';
import { ensureSession, readSession, registerSessions, SESSION_COOKIE } from './session';

let database: Database;
let app: FastifyInstance;
let now = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  app = Fastify();
  await app.register(fastifyCookie);
  registerSessions(app, {
    config: testConfig({ SESSION_IDLE_MINUTES: '30' }),
    db: database.db,
    now: () => now,
  });
  // What the checkout module does with the contract's two functions.
  app.get('/read', async (request) => ({ session: await readSession(database.db, request) }));
  app.post('/ensure', async (request, reply) => ({
    session: await ensureSession(database.db, request, reply),
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the visitor session contract', () => {
  it('ensureSession starts a session once and readSession finds it until it idles out', async () => {
    const first = await app.inject({ method: 'POST', url: '/ensure' });
    const cookie = first.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    const { session } = first.json() as { session: { id: string; created: boolean } };
    expect(session.created).toBe(true);
    // The database keeps the SHA-256 of the token, never the token.
    const { createHash } = await import('node:crypto');
    expect(session.id).toBe(createHash('sha256').update(cookie.value).digest('hex'));

    const headers = { cookie: `${SESSION_COOKIE}=${cookie.value}` };
    const again = await app.inject({ method: 'POST', url: '/ensure', headers });
    expect(again.json().session).toMatchObject({ id: session.id, created: false });
    expect(again.cookies).toHaveLength(0);

    now = new Date(now.getTime() + 25 * 60_000);
    expect((await app.inject({ method: 'GET', url: '/read', headers })).json().session).toMatchObject({
      id: session.id,
    });
    now = new Date(now.getTime() + 25 * 60_000); // 50 minutes in, 25 since the last use
    expect((await app.inject({ method: 'GET', url: '/read', headers })).json().session).toMatchObject({
      id: session.id,
    });
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await app.inject({ method: 'GET', url: '/read', headers })).json().session).toBeNull();
    const fresh = await app.inject({ method: 'POST', url: '/ensure', headers });
    expect(fresh.json().session.created).toBe(true);
    expect(fresh.cookies[0]!.value).not.toBe(cookie.value);
  });

  it('readSession answers null without a cookie or with a forged one', async () => {
    expect((await app.inject({ method: 'GET', url: '/read' })).json().session).toBeNull();
    const forged = await app.inject({
      method: 'GET',
      url: '/read',
      headers: { cookie: `${SESSION_COOKIE}=x` },
    });
    expect(forged.json().session).toBeNull();
  });
});
