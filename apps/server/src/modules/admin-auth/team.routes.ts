/**
 * /api/admin/users: the owner's team (admins only, the guard's default), and /api/admin/invitation:
 * the invitee's own page, open without a session since the link's token is the proof (decision 047).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gh/domain/cart';
import {
  acceptInvitationBodySchema,
  invitationQuerySchema,
  invitationSchema,
  inviteBodySchema,
  TEAM_MESSAGES,
  teamListSchema,
  teamUserIdParamsSchema,
  teamUserPatchSchema,
  teamUserSchema,
} from '@gh/domain/team-api';
import { currentAdmin } from '../../lib/admin-access';
import { addressKey } from '../../lib/client-address';
import type { TeamService } from './team.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get(
    '/users',
    {
      schema: {
        summary: 'The accounts of the team, with their role, location and status',
        response: { 200: teamListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { users: await team.list() };
    },
  );

  app.post(
    '/users',
    {
      schema: {
        summary: 'Invite someone by e-mail (a link that works 72 hours, once)',
        body: inviteBodySchema,
        response: { 201: teamUserSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await team.invite(currentAdmin(request), request.body)),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        summary: "Change an account's name, role or location",
        params: teamUserIdParamsSchema,
        body: teamUserPatchSchema,
        response: { 200: teamUserSchema, ...errors },
      },
    },
    async (request) => team.update(currentAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        summary: 'Deactivate an account: it is signed out everywhere at once and cannot sign in',
        params: teamUserIdParamsSchema,
        response: { 200: teamUserSchema, ...errors },
      },
    },
    async (request) => team.deactivate(currentAdmin(request), request.params.id),
  );

  app.post(
    '/users/:id/invite',
    {
      schema: {
        summary: 'Send the invitation again (the older link stops working)',
        params: teamUserIdParamsSchema,
        body: z.object({}).nullish(),
        response: { 200: teamUserSchema, ...errors },
      },
    },
    async (request) => team.resend(currentAdmin(request), request.params.id),
  );

  app.get(
    '/invitation',
    {
      config: { adminAccess: 'public' },
      schema: {
        summary: 'Whose invitation a link is (for the page that sets the password)',
        querystring: invitationQuerySchema,
        response: { 200: invitationSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return team.invitation(request.query.token);
    },
  );

  app.post(
    '/invitation',
    {
      config: { adminAccess: 'public' },
      schema: {
        summary: 'Accept an invitation: confirm the name and set a password',
        body: acceptInvitationBodySchema,
        response: { 200: z.object({ message: z.string() }), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await team.accept(request.body, addressKey(request.ip));
      return { message: TEAM_MESSAGES.invitationAccepted };
    },
  );
};
