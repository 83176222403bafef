/**
 * A sweep over every registered /api/admin route: without a session, with an expired one, and as staff
 * of the other location, each must be refused. A new route is covered the moment it is registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { insertOrder, makeAccount, productOf, SAME_ORIGIN, sessionCookie } from './admin-helpers';

let t: TestApp;
let cookies: { admin: string; staff: string; expired: string };
let targets: {
  product: string;
  order: string;
  ownProduct: string;
  ownOrder: string;
  draft: string;
  ownDraft: string;
};

/** The only routes open without a session; adding one here must be a deliberate choice. */
const PUBLIC = [
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/admin/reset-password',
  'POST /api/admin/new-password',
  // The invitee's page (decision 047): the link's token is the proof.
  'GET /api/admin/invitation',
  'POST /api/admin/invitation',
];
/** Routes any signed-in account may use (they concern the account itself). */
const ANY_ACCOUNT = ['GET /api/admin/me'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await makeAccount(db, { email: 'admin@example.nl' });
  const staff = await makeAccount(db, { email: 'keuken@example.nl', role: 'staff', location: 'amsterdam' });
  cookies = {
    admin: await sessionCookie(db, admin.id),
    staff: await sessionCookie(db, staff.id),
    expired: await sessionCookie(db, admin.id, { expiresAt: new Date(Date.now() - 1000) }),
  };
  targets = {
    product: await productOf(db, 'rotterdam'),
    order: (await insertOrder(db, { location: 'rotterdam' })).id,
    ownProduct: await productOf(db, 'amsterdam'),
    ownOrder: (await insertOrder(db, { location: 'amsterdam' })).id,
    draft: await staffDraft(cookies.admin, 'rotterdam'),
    ownDraft: await staffDraft(cookies.admin, 'amsterdam'),
  };
});

/** A phone order being entered (decision 029): its routes are named by the draft's token. */
async function staffDraft(cookie: string, location: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff-orders',
    headers: { cookie, ...SAME_ORIGIN },
    payload: { location, source: 'phone' },
  });
  return res.json().draft;
}
afterAll(() => t.close());

function adminRoutes() {
  return t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin/'));
}

/** A request aimed at Rotterdam (the staff member works in Amsterdam). */
function request(route: { method: string; url: string }, cookie: string | undefined, location = 'rotterdam') {
  const own = location === 'amsterdam';
  const url =
    route.url
      .replace(
        ':id',
        route.url.includes('/orders/') || route.url.includes('/order-history/')
          ? own
            ? targets.ownOrder
            : targets.order
          : own
            ? targets.ownProduct
            : targets.product,
      )
      .replace(':slug', location)
      .replace(':draft', own ? targets.ownDraft : targets.draft)
      .replace(':lineId', '00000000-0000-4000-8000-000000000000') + `?location=${location}`;
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(route.method === 'GET' ? {} : { ...SAME_ORIGIN, 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' ? {} : { payload: JSON.stringify({ location, available: false }) }),
  });
}

describe('every /api/admin route', () => {
  it('has the expected public routes only', () => {
    const routes = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(12);
    for (const open of PUBLIC) expect(routes).toContain(open);
  });

  it('refuses a missing session with 401', async () => {
    for (const route of adminRoutes()) {
      if (PUBLIC.includes(`${route.method} ${route.url}`)) continue;
      const res = await request(route, undefined);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().message).toBe('Log eerst in.');
    }
  });

  it('refuses an expired or unknown session with 401', async () => {
    for (const route of adminRoutes()) {
      if (PUBLIC.includes(`${route.method} ${route.url}`)) continue;
      for (const cookie of [cookies.expired, 'token=verzonnen-token']) {
        const res = await request(route, cookie);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('refuses staff of the other location with 403', async () => {
    for (const route of adminRoutes()) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC.includes(key) || ANY_ACCOUNT.includes(key)) continue;
      const res = await request(route, cookies.staff);
      expect(res.statusCode, key).toBe(403);
      expect(res.json().message).toBe('Je hebt hier geen toegang toe.');
    }
  });

  it('lets staff use the board and availability of their own location, and nothing else', async () => {
    const allowed: string[] = [];
    for (const route of adminRoutes()) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC.includes(key) || route.url.endsWith('/stream')) continue;
      const res = await request(route, cookies.staff, 'amsterdam');
      if (res.statusCode !== 403) allowed.push(key);
    }
    expect(allowed.sort()).toEqual(
      [
        'GET /api/admin/me',
        'GET /api/admin/orders',
        'GET /api/admin/order-history',
        'GET /api/admin/order-history/:id',
        'GET /api/admin/products',
        'PATCH /api/admin/products/:id/availability',
        'POST /api/admin/orders/:id/status',
        'POST /api/admin/orders/:id/accept',
        'POST /api/admin/orders/:id/reject',
        'POST /api/admin/orders/:id/delay',
        'POST /api/admin/orders/:id/print',
        'GET /api/admin/locations/:slug/printer',
        'PUT /api/admin/locations/:slug/pause',
        'PUT /api/admin/locations/:slug/busy',
        // Sold out and back from the board, for the staff's own location (decision 046).
        'GET /api/admin/sold-out',
        'POST /api/admin/sold-out',
        'POST /api/admin/staff-orders',
        'GET /api/admin/staff-orders/:draft/cart',
        'POST /api/admin/staff-orders/:draft/cart/add',
        'PUT /api/admin/staff-orders/:draft/cart/update',
        'DELETE /api/admin/staff-orders/:draft/cart/remove/:lineId',
        'GET /api/admin/staff-orders/:draft/quote',
        'POST /api/admin/staff-orders/:draft/place',
        'POST /api/admin/orders/:id/counter-payment',
        // Refunds from the order's page: staff of the order's location, as the board's reject (decision 028).
        'GET /api/admin/orders/:id/refunds',
        'POST /api/admin/orders/:id/refunds',
      ].sort(),
    );
  });

  it('lets an admin through the guard everywhere', async () => {
    for (const route of adminRoutes()) {
      if (route.url.endsWith('/stream') || route.url.endsWith('/logout')) continue;
      const res = await request(route, cookies.admin);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });
});
