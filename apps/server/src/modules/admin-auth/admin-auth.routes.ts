/** Sign-in, sign-out, "who am I" and the password reset of the admin area. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminMeSchema,
  loginBodySchema,
  newPasswordBodySchema,
  resetRequestBodySchema,
} from '@gh/domain/admin';
import type { Db } from '../../db/client';
import { adminRepository } from './admin-auth.repository';
import type { AdminUserRow } from './admin-auth.repository';
import { DEVICE_DAYS, SESSION_HOURS, type AuthService } from './admin-auth.service';
import { ADMIN_COOKIE, currentAdmin } from '../../lib/admin-access';
import { addressKey } from '../../lib/client-address';

const messageSchema = z.object({ message: z.string() });
/** Remembers that this browser signed in before (decision 012); sent to the sign-in route only. */
const DEVICE_COOKIE = 'admin_device';

export const adminAuthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  auth: AuthService;
  secureCookie: boolean;
}> = async (app, { db, auth, secureCookie }) => {
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure: secureCookie, path: '/' };

  async function me(user: AdminUserRow) {
    const all = await adminRepository.locations(db);
    return {
      email: user.email,
      name: user.name,
      role: user.role === 'staff' ? ('staff' as const) : ('admin' as const),
      location: user.locationSlug,
      locations: user.role === 'admin' ? all : all.filter((l) => l.slug === user.locationSlug),
    };
  }

  app.post(
    '/login',
    {
      config: { adminAccess: 'public' },
      schema: { body: loginBodySchema, response: { 200: adminMeSchema } },
    },
    async (request, reply) => {
      // A new session id at every sign-in; the old one (if any) ends.
      await auth.logout(request.cookies[ADMIN_COOKIE]);
      const { token, device } = await auth.login(
        request.body.email,
        request.body.password,
        addressKey(request.ip),
        request.cookies[DEVICE_COOKIE],
      );
      const user = (await auth.authenticate(token))!;
      reply.setCookie(ADMIN_COOKIE, token, { ...cookieOptions, maxAge: SESSION_HOURS * 3600 });
      reply.setCookie(DEVICE_COOKIE, device, {
        ...cookieOptions,
        path: '/api/admin/login',
        maxAge: DEVICE_DAYS * 24 * 3600,
      });
      return me(user);
    },
  );

  app.post(
    '/logout',
    {
      config: { adminAccess: 'public' },
      schema: { body: z.object({}).nullish(), response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[ADMIN_COOKIE]);
      reply.clearCookie(ADMIN_COOKIE, cookieOptions);
      return { message: 'Je bent uitgelogd.' };
    },
  );

  app.get(
    '/me',
    { config: { adminAccess: 'signed-in' }, schema: { response: { 200: adminMeSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return me(currentAdmin(request));
    },
  );

  app.post(
    '/reset-password',
    {
      config: { adminAccess: 'public' },
      schema: { body: resetRequestBodySchema, response: { 200: messageSchema, 429: messageSchema } },
    },
    async (request) => {
      // The lookup, the token and the mail all wait until the answer is on its way, so a known and an
      // unknown address answer alike, in text and in time.
      const { email } = request.body;
      // Counted on the address's budget first: the same for every e-mail address asked about.
      await auth.admitAddress(addressKey(request.ip));
      setImmediate(() => {
        auth.requestReset(email).catch((err) => request.log.error({ err }, 'password reset request failed'));
      });
      return { message: ADMIN_MESSAGES.resetSent };
    },
  );

  app.post(
    '/new-password',
    {
      config: { adminAccess: 'public' },
      schema: { body: newPasswordBodySchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await auth.setNewPassword(request.body.token, request.body.password, addressKey(request.ip));
      reply.clearCookie(ADMIN_COOKIE, cookieOptions);
      return { message: ADMIN_MESSAGES.passwordChanged };
    },
  );
};
