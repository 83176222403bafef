import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), database: z.literal('error'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        return reply
          .code(503)
          .send({ status: 'error', database: 'error', message: 'De database antwoordt niet.' });
      }
    },
  );
};
