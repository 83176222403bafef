/** /api/privacy: a customer's data request, its overview, download and erasure, and the periods. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVACY_MESSAGES } from '@gh/domain/privacy';
import {
  privacyDeleteBodySchema,
  privacyExportQuerySchema,
  privacyOverviewSchema,
  privacyPolicySchema,
  privacyRequestBodySchema,
  privacyTokenQuerySchema,
} from '@gh/domain/privacy-api';
import type { PrivacyService } from './privacy.service';
import { addressKey } from '../../lib/client-address';

const messageSchema = z.object({ message: z.string() });

export const privacyRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (app, { service }) => {
  app.post(
    '/privacy/requests',
    {
      schema: {
        summary: 'Ask for a link to your data by e-mail (same answer for every address).',
        body: privacyRequestBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.request(request.body.email, addressKey(request.ip));
      return { message: PRIVACY_MESSAGES.requested };
    },
  );

  app.get(
    '/privacy/policy',
    {
      schema: {
        summary: 'The retention periods the privacy page states.',
        response: { 200: privacyPolicySchema },
      },
    },
    () => service.policy(),
  );

  app.get(
    '/privacy/overview',
    {
      schema: {
        summary: "What a privacy link's address has with us, counted.",
        querystring: privacyTokenQuerySchema,
        response: { 200: privacyOverviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.overview(request.query.token);
    },
  );

  app.get(
    '/privacy/export',
    {
      schema: {
        summary: "Everything held on a privacy link's address, as a JSON or HTML file.",
        querystring: privacyExportQuerySchema,
      },
    },
    async (request, reply) => {
      const data = await service.export(request.query.token);
      const html = request.query.format === 'html';
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="gouden-haan-mijn-gegevens.${html ? 'html' : 'json'}"`,
        )
        .type(html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
        .send(html ? service.exportHtml(data) : JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/privacy/erase',
    {
      schema: {
        summary: "Erase the personal data of a privacy link's address (the same link again: done).",
        body: privacyDeleteBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.erase(request.body.token);
      return { message: PRIVACY_MESSAGES.deleted };
    },
  );
};
