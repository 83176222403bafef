/**
 * /api/cloudprnt/:token: the Star CloudPRNT endpoint the kitchen's printer polls (decision 031). One
 * URL, three methods, as the protocol has them: POST polls with the printer's status, GET fetches a
 * ticket, DELETE confirms it. The token in the path is the printer's key; the request log writes the
 * route pattern, never the token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gh/domain/cart';
import type { PrintingService } from './printing.service';
import { addressKey } from '../../lib/client-address';

const params = z.object({ token: z.string().min(1).max(200) });
const text = z.string().max(200).optional();
/** What the poll says of the printer; the protocol sends more (ASB status, peripherals): not needed. */
const pollBody = z.object({
  statusCode: z.string().max(200).nullish(),
  printerMAC: z.string().max(200).nullish(),
  printingInProgress: z.boolean().nullish(),
});
const pollAnswer = z.object({
  jobReady: z.boolean(),
  mediaTypes: z.array(z.string()).optional(),
  jobToken: z.string().optional(),
  deleteMethod: z.literal('DELETE').optional(),
});

export const printingRoutes: FastifyPluginAsyncZod<{ printing: PrintingService }> = async (
  app,
  { printing },
) => {
  app.post(
    '/cloudprnt/:token',
    {
      schema: {
        summary: 'Star CloudPRNT poll: the printer reports its status and hears whether a ticket is ready.',
        params,
        body: pollBody,
        response: { 200: pollAnswer, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return printing.poll(request.params.token, request.body, addressKey(request.ip));
    },
  );

  app.get(
    '/cloudprnt/:token',
    {
      schema: {
        summary:
          'Star CloudPRNT job fetch: the ticket in the media type asked for (text/plain or Star markup, 80 mm).',
        params,
        querystring: z.object({ type: text, mac: text, token: text, uid: text }),
        response: { 401: errorBodySchema, 404: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const job = await printing.fetch(request.params.token, request.query, addressKey(request.ip));
      // Bytes, so the content type goes out exactly as the printer asked for it.
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', job.type)
        .send(Buffer.from(job.body, 'utf8') as never);
    },
  );

  app.delete(
    '/cloudprnt/:token',
    {
      schema: {
        summary:
          'Star CloudPRNT confirmation: code 200 (or OK) marks the ticket printed; an error code keeps it for a retry.',
        params,
        querystring: z.object({ code: text, mac: text, token: text, uid: text, retry: text }),
        response: { 200: z.object({}), 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await printing.confirm(request.params.token, request.query, addressKey(request.ip));
      return {};
    },
  );
};
