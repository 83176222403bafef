/** /api/admin/orders/:id/refunds: an order's payments and refunds, and a new refund (issue 19.1). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@gh/domain/cart';
import { IDEMPOTENCY_KEY, REFUND_MESSAGES, orderRefundsSchema, refundBodySchema } from '@gh/domain/refunds';
import type { Db } from '../../db/client';
import { currentAdmin } from '../../lib/admin-access';
import { locationOfOrderInPath } from '../orders';
import type { RefundsService } from './refunds.service';

const idParams = z.object({ id: z.uuid('Deze bestelling bestaat niet.') });
const keyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY, REFUND_MESSAGES.badKey)
    .optional()
    .meta({ description: 'The same key gives the same refund (a double click, a retry, a second tab).' }),
});

export const adminRefundRoutes: FastifyPluginAsyncZod<{ db: Db; service: RefundsService }> = async (
  app,
  { db, service },
) => {
  // Staff of the order's own location only, as on the kitchen board.
  const config = { adminAccess: 'staff' as const, adminLocation: locationOfOrderInPath(db) };

  app.get(
    '/orders/:id/refunds',
    {
      config,
      schema: {
        summary: 'An order’s payments and refunds, and what each line can still give back.',
        params: idParams,
        response: { 200: orderRefundsSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.ofOrder(request.params.id);
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      config,
      schema: {
        summary:
          'Refund an order through the payment provider: an amount in euros, chosen lines, or (neither) what remains; the customer gets a credit note. 201 with the order’s refunds, 200 for a key seen before.',
        params: idParams,
        headers: keyHeaders,
        body: refundBodySchema,
        response: { 200: orderRefundsSchema, 201: orderRefundsSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await service.create(
        currentAdmin(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      reply.code(result.created ? 201 : 200);
      return result.refunds;
    },
  );
};
