/** The provider's webhook (form-encoded `id=...`, like Mollie) and the demo provider's test page API. */
import { says } from '@gh/domain/zod';
import * as m from '@gh/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoOutcomeBodySchema, demoPaymentSchema } from '@gh/domain/checkout';
import { errorBodySchema } from '@gh/domain/cart';
import { toEuros } from '@gh/domain';
import { NotFoundError } from '../../lib/errors';
import type { DemoProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';

const webhookBodySchema = z.object({
  id: z.string().trim().min(1, says(m.server_demo_give_payment)).max(100),
});

/**
 * Asks the provider for a payment's status and moves its order on (the orders service's
 * `applyProviderStatus`): `unknown` for a payment that is none of ours.
 */
export type ApplyProviderStatus = (paymentId: string) => Promise<'unknown' | 'ok'>;

/** Mollie posts `id=tr_...` form-encoded: the form parser lives in this plugin's scope alone. */
const webhookRoute: FastifyPluginAsyncZod<{ applyProviderStatus: ApplyProviderStatus }> = async (
  app,
  { applyProviderStatus },
) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/payments/webhook',
    { schema: { body: webhookBodySchema, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      // An unknown id answers 200 and changes nothing; a provider that does not answer throws 502.
      const result = await applyProviderStatus(request.body.id);
      if (result === 'unknown')
        request.log.info({ paymentId: request.body.id }, 'webhook for an unknown payment');
      return { ok: true as const };
    },
  );
};

export const paymentRoutes: FastifyPluginAsyncZod<{
  applyProviderStatus: ApplyProviderStatus;
  provider: PaymentProvider;
}> = async (app, { applyProviderStatus, provider }) => {
  await app.register(webhookRoute, { applyProviderStatus });

  if (provider.name !== 'demo') return;
  const demo = provider as DemoProvider;
  const params = z.object({
    id: z.string().regex(/^demo_[\w-]{1,40}$/, says(m.server_demo_unknown_payment)),
  });

  app.get(
    '/payments/demo/:id',
    { schema: { params, response: { 200: demoPaymentSchema, 404: errorBodySchema } } },
    async (request) => {
      const payment = await demo.find(request.params.id);
      if (!payment) throw new NotFoundError(m.server_demo_unknown_payment());
      return {
        id: payment.id,
        amount: toEuros(payment.amountCents),
        description: payment.description,
        status: payment.status,
        redirectUrl: payment.redirectUrl,
        amountRefunded: toEuros(payment.amountRefundedCents ?? 0),
      };
    },
  );

  app.post(
    '/payments/demo/:id',
    {
      schema: {
        params,
        body: demoOutcomeBodySchema,
        response: { 200: z.object({ redirectUrl: z.string() }), 404: errorBodySchema },
      },
    },
    async (request) => {
      const payment = await demo.decide(request.params.id, request.body.outcome);
      if (!payment) throw new NotFoundError(m.server_demo_unknown_payment());
      // The same path a provider's webhook takes.
      await applyProviderStatus(payment.id);
      return { redirectUrl: payment.redirectUrl };
    },
  );
};
