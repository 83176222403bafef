/** POST /api/vitals: the beacon of web-vitals from visitors' browsers (LCP, INP, CLS per page pattern). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vitalsBeaconSchema } from '@gh/domain/vitals';
import { recordWebVital } from './metrics';

export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vitals',
    {
      // A beacon is a few dozen bytes; anything larger is not one of ours.
      bodyLimit: 512,
      schema: {
        summary: "Web vitals of one page view, sent by the site's own pages with navigator.sendBeacon",
        body: vitalsBeaconSchema,
        response: { 204: z.null().describe('Recorded') },
      },
    },
    async (request, reply) => {
      for (const vital of request.body.vitals) recordWebVital(vital.name, request.body.page, vital.value);
      return reply.code(204).send(null);
    },
  );
};
