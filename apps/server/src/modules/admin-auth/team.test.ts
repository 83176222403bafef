/** Issue 27 item 7: the owner's team at /api/admin/users, invitations and their page (decision 047). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, adminUsers, auditLog } from '../../db/schema';
import { makeAccount, PASSWORD, SAME_ORIGIN, sessionCookie } from '../../../test/admin-helpers';
import { createTestApp, mailedToken, type TestApp } from '../../../test/helpers';

let t: TestApp;
let clock = new Date('2026-11-25T17:00:00Z');
let owner: { id: string; cookie: string };
let staff: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  const db = t.database.db;
  const o = await makeAccount(db, { email: 'eigenaar@example.nl' });
  const s = await makeAccount(db, { email: 'kok@example.nl', role: 'staff', location: 'amsterdam' });
  owner = { id: o.id, cookie: await sessionCookie(db, o.id, { now: clock }) };
  staff = { id: s.id, cookie: await sessionCookie(db, s.id, { now: clock }) };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: unknown, cookie = owner.cookie) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : SAME_ORIGIN) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The invitation link of the newest mail to `to` (the outbox sends it on drain). */
async function invitationToken(to: string): Promise<string> {
  const token = await mailedToken(t, to, '/admin/invite');
  expect(t.mailer.sent.filter((m) => m.to === to).at(-1)?.subject).toBe(
    'Uitnodiging voor het beheer van Gouden Haan',
  );
  return token;
}

async function auditOf(action: string, entityId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

const cook = { email: 'Nieuwe.Kok@Example.nl', name: 'Fatima Kok', role: 'staff', location: 'rotterdam' };

describe('the team', () => {
  it('is for admins only: staff get 403, strangers 401', async () => {
    expect((await call('GET', '/api/admin/users', undefined, staff.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/users', cook, staff.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/users', undefined, '')).statusCode).toBe(401);
  });

  it('invites by e-mail: 201, an invited account, a mail with a link, and who did it in the audit log', async () => {
    const res = await call('POST', '/api/admin/users', cook);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'nieuwe.kok@example.nl',
      name: 'Fatima Kok',
      role: 'staff',
      location: 'rotterdam',
      status: 'invited',
    });
    // 72 hours on the app's clock.
    expect(new Date(user.invitationExpiresAt).getTime() - clock.getTime()).toBe(72 * 3_600_000);
    const [entry] = await auditOf('user_invited', user.id);
    expect(entry).toMatchObject({ userEmail: 'eigenaar@example.nl', userId: owner.id });

    const list = (await call('GET', '/api/admin/users')).json();
    expect(list.users.map((u: { email: string }) => u.email)).toContain('nieuwe.kok@example.nl');

    // The invitee cannot sign in before choosing a password.
    const login = await call('POST', '/api/admin/login', { email: cook.email, password: PASSWORD }, '');
    expect(login.statusCode).toBe(401);

    // The link shows whose invitation it is, then sets the password once.
    const token = await invitationToken('nieuwe.kok@example.nl');
    const shown = await call(
      'GET',
      `/api/admin/invitation?token=${encodeURIComponent(token)}`,
      undefined,
      '',
    );
    expect(shown.json()).toEqual({
      email: 'nieuwe.kok@example.nl',
      name: 'Fatima Kok',
      role: 'staff',
      locationName: expect.stringContaining('Rotterdam'),
    });
    const accept = { token, name: 'Fatima el Kok', password: PASSWORD, passwordRepeat: PASSWORD };
    const accepted = await call('POST', '/api/admin/invitation', accept, '');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toMatch(/Log in/);
    const again = await call('POST', '/api/admin/invitation', accept, '');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/ongeldig, al gebruikt of verlopen/);
    expect(await auditOf('invitation_accepted', user.id)).toHaveLength(1);

    const signedIn = await call('POST', '/api/admin/login', { email: cook.email, password: PASSWORD }, '');
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses bad input and a taken address with a Dutch message', async () => {
    const noLocation = await call('POST', '/api/admin/users', {
      ...cook,
      email: 'x@example.nl',
      location: null,
    });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().message).toMatch(/Kies de locatie/);
    const unknown = await call('POST', '/api/admin/users', {
      ...cook,
      email: 'x@example.nl',
      location: 'utrecht',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Deze locatie kennen we niet.');
    const badMail = await call('POST', '/api/admin/users', { ...cook, email: 'geen-adres' });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().message).toMatch(/e-mailadres/);
    const taken = await call('POST', '/api/admin/users', { ...cook, email: 'KOK@example.nl' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Er is al een account met dit e-mailadres.');
    const missing = await call('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      role: 'admin',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Dit account bestaat niet (meer).');
  });

  it('expires an invitation after 72 hours; a resent one works and voids the older link', async () => {
    const res = await call('POST', '/api/admin/users', { ...cook, email: 'laat@example.nl' });
    const id = res.json().id as string;
    const first = await invitationToken('laat@example.nl');
    const resent = await call('POST', `/api/admin/users/${id}/invite`, {});
    expect(resent.statusCode).toBe(200);
    expect(await auditOf('invitation_resent', id)).toHaveLength(1);
    const second = await invitationToken('laat@example.nl');
    expect(second).not.toBe(first);
    const old = await call('GET', `/api/admin/invitation?token=${encodeURIComponent(first)}`, undefined, '');
    expect(old.statusCode).toBe(400);

    const saved = clock;
    clock = new Date(saved.getTime() + 72 * 3_600_000 + 1000);
    try {
      const late = await call(
        'GET',
        `/api/admin/invitation?token=${encodeURIComponent(second)}`,
        undefined,
        '',
      );
      expect(late.statusCode).toBe(400);
    } finally {
      clock = saved;
    }
    const ok = await call('GET', `/api/admin/invitation?token=${encodeURIComponent(second)}`, undefined, '');
    expect(ok.statusCode).toBe(200);

    const active = await call('POST', `/api/admin/users/${staff.id}/invite`, {});
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toMatch(/al actief/);
  });

  it('changes role and location, audited with before and after; staff then see only the new location', async () => {
    const s = await makeAccount(t.database.db, {
      email: 'verhuist@example.nl',
      role: 'staff',
      location: 'amsterdam',
    });
    const cookie = await sessionCookie(t.database.db, s.id, { now: clock });
    expect((await call('GET', '/api/admin/orders?location=amsterdam', undefined, cookie)).statusCode).toBe(
      200,
    );

    const moved = await call('PATCH', `/api/admin/users/${s.id}`, { location: 'rotterdam' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ role: 'staff', location: 'rotterdam' });
    expect((await call('GET', '/api/admin/orders?location=amsterdam', undefined, cookie)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/orders?location=rotterdam', undefined, cookie)).statusCode).toBe(
      200,
    );
    const [entry] = await auditOf('user_updated', s.id);
    expect(entry).toMatchObject({ userEmail: 'eigenaar@example.nl' });
    expect(entry!.details).toMatchObject({
      before: { location: 'amsterdam' },
      after: { location: 'rotterdam' },
    });

    const promoted = await call('PATCH', `/api/admin/users/${s.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', location: null });
    expect((await call('GET', '/api/admin/users', undefined, cookie)).statusCode).toBe(200);
  });

  it('deactivates: every session of the account ends at once, and it cannot sign in', async () => {
    const s = await makeAccount(t.database.db, {
      email: 'weg@example.nl',
      role: 'staff',
      location: 'amsterdam',
    });
    const tablet = await sessionCookie(t.database.db, s.id, { now: clock });
    const phone = await sessionCookie(t.database.db, s.id, { now: clock });
    const res = await call('DELETE', `/api/admin/users/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deactivated');
    for (const cookie of [tablet, phone])
      expect((await call('GET', '/api/admin/me', undefined, cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(adminSessions).where(eq(adminSessions.userId, s.id))).toEqual(
      [],
    );
    const login = await call('POST', '/api/admin/login', { email: 'weg@example.nl', password: PASSWORD }, '');
    expect(login.statusCode).toBe(401);
    expect(await auditOf('user_deactivated', s.id)).toHaveLength(1);
    const change = await call('PATCH', `/api/admin/users/${s.id}`, { role: 'admin' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toMatch(/uitgeschakeld/);
  });

  it('keeps the last active admin: it cannot be demoted or deactivated', async () => {
    const db = t.database.db;
    // Only the owner (and the promoted one of an earlier test) are admins: make the owner the last.
    await db
      .update(adminUsers)
      .set({ status: 'deactivated' })
      .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.email, 'verhuist@example.nl')));
    const self = await call('DELETE', `/api/admin/users/${owner.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/eigen account/);
    const demote = await call('PATCH', `/api/admin/users/${owner.id}`, {
      role: 'staff',
      location: 'amsterdam',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/laatste actieve beheerder/);

    // A second admin signs in; it cannot deactivate the last other one once the owner is gone either.
    const second = await makeAccount(db, { email: 'tweede@example.nl' });
    const secondCookie = await sessionCookie(db, second.id, { now: clock });
    expect((await call('DELETE', `/api/admin/users/${owner.id}`, undefined, secondCookie)).statusCode).toBe(
      200,
    );
    const lastDemote = await call(
      'PATCH',
      `/api/admin/users/${second.id}`,
      { role: 'staff', location: 'rotterdam' },
      secondCookie,
    );
    expect(lastDemote.statusCode).toBe(409);
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, second.id));
    expect(row).toMatchObject({ role: 'admin', status: 'active' });
  });
});
