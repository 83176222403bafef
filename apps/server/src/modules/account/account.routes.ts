/** /api/account: the sign-in link, the session, the customer's orders and details, signing out. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_COOKIE,
  ACCOUNT_LINK_MINUTES,
  accountDetailsBodySchema,
  accountLinkBodySchema,
  accountMeSchema,
  accountOrdersSchema,
  accountPrivacyLinkSchema,
  accountSessionBodySchema,
} from '@gh/domain/account-api';
import * as m from '@gh/i18n/messages';
import { addressKey } from '../../lib/client-address';
import { NotSignedInError, type AccountService } from './account.service';
import { noBodySchema } from '../../lib/no-body';

const messageSchema = z.object({ message: z.string() });
const errorSchema = z.object({ message: z.string() });

declare module 'fastify' {
  interface FastifyInstance {
    /** The customer accounts (decision 049): `signedInCustomer` reads the request's session through it. */
    customerAccounts: { service: AccountService; secure: boolean };
  }
}

/** Makes the accounts known to every module, so `signedInCustomer` works in any route. */
export function registerAccounts(app: FastifyInstance, service: AccountService, secure: boolean): void {
  app.decorate('customerAccounts', { service, secure });
}

/** The signed-in customer of a request (the e-mail lowercase), or null. */
export function signedInCustomer(request: FastifyRequest): Promise<{ email: string } | null> {
  return request.server.customerAccounts.service.customerOf(request.cookies[ACCOUNT_COOKIE]);
}

async function mustBeSignedIn(request: FastifyRequest): Promise<string> {
  const customer = await signedInCustomer(request);
  if (!customer) throw new NotSignedInError();
  return customer.email;
}

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.customerAccounts.secure,
    path: '/',
  };
}

function clearCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ACCOUNT_COOKIE, cookieOptions(request));
}

export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService }> = async (app, { service }) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  app.post(
    '/account/link',
    {
      schema: {
        summary: 'Mail a sign-in link for "Mijn Gouden Haan" (the same answer for every address).',
        body: accountLinkBodySchema,
        response: { 200: messageSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await service.requestLink(request.body.email, addressKey(request.ip));
      return { message: m.account_link_sent({ minutes: ACCOUNT_LINK_MINUTES }) };
    },
  );

  app.post(
    '/account/session',
    {
      schema: {
        summary: 'Exchange a sign-in link (once, 30 minutes) for a customer session cookie of 90 days.',
        body: accountSessionBodySchema,
        response: { 200: accountMeSchema, 410: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, session, expiresAt } = await service.signIn(request.body.token);
      reply.setCookie(ACCOUNT_COOKIE, session, { ...cookieOptions(request), expires: expiresAt });
      return service.me(email);
    },
  );

  app.get(
    '/account',
    {
      schema: { summary: 'The signed-in customer and the details kept.', response: { 200: accountMeSchema } },
    },
    async (request) => service.me(await mustBeSignedIn(request)),
  );

  app.get(
    '/account/orders',
    {
      schema: {
        summary: "The signed-in customer's orders in every location, newest first.",
        response: { 200: accountOrdersSchema },
      },
    },
    async (request) => ({ orders: await service.orders(await mustBeSignedIn(request)) }),
  );

  app.put(
    '/account/details',
    {
      schema: {
        summary: 'Keep the name, phone and addresses (consent: true) or erase them (consent: false).',
        body: accountDetailsBodySchema,
        response: { 200: accountMeSchema },
      },
    },
    async (request) => {
      const email = await mustBeSignedIn(request);
      return service.setDetails(email, request.body.consent ? request.body.details : null);
    },
  );

  app.post(
    '/account/sign-out',
    { schema: { summary: 'End this session.', body: noBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const session = request.cookies[ACCOUNT_COOKIE];
      if (session) await service.signOut(session);
      clearCookie(request, reply);
      return { message: m.account_signed_out() };
    },
  );

  app.post(
    '/account/sign-out-everywhere',
    {
      schema: {
        summary: 'End every session of the signed-in address, on every device.',
        body: noBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await service.signOutEverywhere(await mustBeSignedIn(request));
      clearCookie(request, reply);
      return { message: m.account_signed_out() };
    },
  );

  app.post(
    '/account/privacy-link',
    {
      schema: {
        summary: 'A privacy link (decision 025) for the signed-in address: export and erasure on the page.',
        body: noBodySchema,
        response: { 200: accountPrivacyLinkSchema },
      },
    },
    async (request) => ({ token: await service.privacyLink(await mustBeSignedIn(request)) }),
  );
};
